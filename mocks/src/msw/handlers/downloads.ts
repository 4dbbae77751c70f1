import { api } from '@tix/contract/api/index';
import {
  BUYERS_CSV,
  type CsvExport,
  CUSTOMERS_CSV,
  csvFileName,
  csvRows,
  REFUND_REQUESTS_CSV,
  TRANSACTIONS_CSV,
} from '@tix/contract/domain/csv-exports';
import { normaliseRefundRequestRows } from '@tix/contract/normalise/index';
import Papa from 'papaparse';
import { requestsAnswer } from '../../legacy/handlers/organiser-refunds.ts';
import type { EventRecord, StandinData } from '../../legacy/model.ts';
import { DEMO_BUSINESS_ID } from '../../legacy/seed/people.ts';
import { campaignBuyers } from '../fixtures/campaigns.ts';
import { organiserCustomers } from '../fixtures/customers.ts';
import { answer, problem } from '../respond.ts';
import { campaignWorldState, getMockSession, salesState } from '../state.ts';

// The organiser's downloads in mock mode: the same CSV columns as the BFF writes (contract's
// csv-exports), from the mock world; the flyer is a stand-in PDF (the BFF draws the real one).

const NOT_YOURS = 'We could not find that among your account’s records.';

function organiser(): Response | null {
  const session = getMockSession();
  if (!session.loggedIn) return problem(401, 'Not logged in', 'Please log in to continue.');
  if (session.accountType !== 'business')
    return problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
  return null;
}

function ownEvent(eventId: string): { data: StandinData; event: EventRecord } | Response {
  const refused = organiser();
  if (refused) return refused;
  const data = campaignWorldState();
  const event = data.events.find((e) => String(e.id) === eventId && e.businessId === DEMO_BUSINESS_ID);
  return event ? { data, event } : problem(404, 'Not found', NOT_YOURS);
}

function csv<T>(spec: CsvExport<T>, items: readonly T[], eventId?: string): Response {
  return new Response(`\uFEFF${Papa.unparse(csvRows(spec, items), { newline: '\r\n' })}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(spec, eventId)}"`,
    },
  });
}

export const downloads = {
  exportCustomers: answer(
    api.downloads.exportCustomers,
    () => organiser() ?? csv(CUSTOMERS_CSV, organiserCustomers()),
  ),

  exportEventBuyers: answer(api.downloads.exportEventBuyers, ({ params }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    return csv(BUYERS_CSV, campaignBuyers(params.eventId, own.data), params.eventId);
  }),

  exportEventTransactions: answer(api.downloads.exportEventTransactions, ({ params }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    const list = salesState().transactions.filter((t) => t.eventId === params.eventId);
    return csv(TRANSACTIONS_CSV, list, params.eventId);
  }),

  exportRefundRequests: answer(api.downloads.exportRefundRequests, ({ params }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    const raw = requestsAnswer(own.data, own.event);
    const rows = Array.isArray(raw) ? normaliseRefundRequestRows(raw) : [];
    return csv(REFUND_REQUESTS_CSV, rows, params.eventId);
  }),

  downloadEventFlyer: answer(api.downloads.downloadEventFlyer, ({ params }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    return new Response('%PDF-1.4\n% MSW stand-in: the BFF draws the real flyer\n%%EOF\n', {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="flyer-event-${params.eventId}.pdf"`,
      },
    });
  }),
};
