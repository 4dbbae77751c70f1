import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

/** The event with its ticket types (the event page's endpoint). */
export function useEventForSale(eventId: string) {
  return useSWR(eventId ? keyOf(endpoints.getEvent, { params: { eventId } }) : null, () =>
    call(endpoints.getEvent, { params: { eventId } }),
  );
}

/** Live stock of one ticket type; also called before each increase. */
export const fetchAvailability = (eventId: string, ticketId: string) =>
  call(endpoints.getAvailability, { query: { eventId, ticketId } });

export function useAvailability(eventId: string, ticketId: string) {
  const query = { eventId, ticketId };
  return useSWR(eventId && ticketId ? keyOf(endpoints.getAvailability, { query }) : null, () =>
    fetchAvailability(eventId, ticketId),
  );
}

type StartBody = BodyOf<typeof endpoints.startPayment>;

/** A repeat of the same order (a double click) carries the same key, so it starts one payment. */
export const startPayment = (body: StartBody) =>
  call(endpoints.startPayment, {
    body,
    headers: {
      // The terms' version too: after a refusal for changed terms, the payment with the new terms
      // is another request, not a repeat of the refused one.
      'idempotency-key': `${body.token}-${body.group}-${String(body.quantity)}-${body.method}-${body.termsVersion ?? ''}`,
    },
  });

export const verifyPurchase = (body: BodyOf<typeof endpoints.verifyPurchase>) =>
  call(endpoints.verifyPurchase, { body });

export const cancelPurchase = (body: BodyOf<typeof endpoints.cancelPurchase>) =>
  call(endpoints.cancelPurchase, { body });

export function useBankTransfer(eventId: string, ticketId: string, quantity: number) {
  const query = { eventId, ticketId, quantity };
  return useSWR(eventId && ticketId ? keyOf(endpoints.getBankTransfer, { query }) : null, () =>
    call(endpoints.getBankTransfer, { query }),
  );
}

export const lookupBuyer = (body: BodyOf<typeof endpoints.lookupBuyer>) =>
  call(endpoints.lookupBuyer, { body });

/** A random token naming one purchase draft (the checkout URL's `:token`). */
export function draftToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** One of the customer's payments as /success shows it; re-read while the provider confirms it. */
export function usePurchase(paymentId: string | null) {
  const params = { paymentId: paymentId ?? '' };
  return useSWR(
    paymentId ? keyOf(endpoints.getPurchase, { params }) : null,
    () => call(endpoints.getPurchase, { params }),
    { refreshInterval: (data) => (data?.status === 'pending' ? 3000 : 0) },
  );
}

/** The event's refund terms, shown before paying. */
export function useRefundTerms(eventId: string) {
  return useSWR(eventId ? keyOf(endpoints.getRefundTerms, { params: { eventId } }) : null, () =>
    call(endpoints.getRefundTerms, { params: { eventId } }),
  );
}
