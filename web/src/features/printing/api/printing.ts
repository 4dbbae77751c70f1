import { call, urlOf } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

// Self-print's reads and changes. A print run is read once: the page that shows it marks it
// downloaded, and a re-read would find it gone.

export type Reprint = 'yes' | 'no';

export const printingPageKey = (eventId: string) => keyOf(endpoints.getPrintingPage, { params: { eventId } });

export function usePrintingPage(eventId: string | null) {
  return useSWR(eventId ? printingPageKey(eventId) : null, () =>
    call(endpoints.getPrintingPage, { params: { eventId: eventId ?? '' } }),
  );
}

/** One prepare attempt carries one key, so a double click prepares (and charges) once. */
export const prepareTickets = (
  eventId: string,
  body: BodyOf<typeof endpoints.prepareTickets>,
  attempt: string,
) => call(endpoints.prepareTickets, { params: { eventId }, body, headers: { 'idempotency-key': attempt } });

export function usePrintRun(eventId: string | null, reprint: Reprint) {
  const options = { params: { eventId: eventId ?? '' }, query: { reprint } };
  return useSWR(
    eventId ? keyOf(endpoints.getPrintRun, options) : null,
    () => call(endpoints.getPrintRun, options),
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false },
  );
}

/** Ticks or unticks a category for printing on the legacy (the category toggle). */
export const markPrintCategory = (eventId: string, ticketId: string, checked: boolean) =>
  call(endpoints.markPrintCategory, { params: { eventId, ticketId }, body: { checked } });

export const allocateTickets = (eventId: string) => call(endpoints.allocateTickets, { params: { eventId } });

/** The run as a PDF (the BFF draws it): a plain link, the browser downloads it. */
export const printPdfUrl = (eventId: string, reprint: Reprint) =>
  urlOf(endpoints.downloadPrintPdf, { params: { eventId }, query: { reprint } });

/** A random token naming one attempt on this page. */
export function attemptToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
