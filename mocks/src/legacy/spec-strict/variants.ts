import { DEFAULT_POSTER_FOLDER } from '@tix/contract/domain/posters';
import type { StandinData } from '../model.ts';
import { ozowHash } from '../payments/signature.ts';

// A second reading of the spec (issue 47): what a legacy written from the same spec did
// differently, each a switch, so the product is run in front of each. The switches change what
// the wire carries, never the stand-in's rules (a refund of a ticket named by its type's id is
// still the refund of the customer's ticket with that number).

export interface SecondReading {
  /** Posters are served from this folder (the spec names none); the BFF's LEGACY_POSTER_PATH must say it. */
  readonly posterFolder: string;
  /** A customer's ticket_id is its ticket type's: two purchases of one tier share it. */
  readonly ticketIdPerType: boolean;
  /** The Ozow address carries a reference of the legacy's own (`ref`), under its HashCheck. */
  readonly ozowReference: boolean;
  /** INSERTIMPRESSION, LOG-EVENT-CLICKS and logout answer with an empty body. */
  readonly emptyViewLogging: boolean;
  /** A campaign payment's answer says `customer_id: null` (a campaign has no customer). */
  readonly campaignCustomerNull: boolean;
}

export const FIRST_READING: SecondReading = {
  posterFolder: DEFAULT_POSTER_FOLDER,
  ticketIdPerType: false,
  ozowReference: false,
  emptyViewLogging: false,
  campaignCustomerNull: false,
};

const SWITCHES = {
  'ticket-id-per-type': 'ticketIdPerType',
  'ozow-reference': 'ozowReference',
  'empty-view-logging': 'emptyViewLogging',
  'campaign-customer-null': 'campaignCustomerNull',
} as const;

/**
 * `poster-folder=media/posters,ticket-id-per-type,ozow-reference,empty-view-logging,
 * campaign-customer-null` (any of them, comma-separated), as `--variants` and LEGACY_VARIANTS
 * spell them. `all` turns every switch on, with the posters in `media/posters`.
 */
export function parseVariants(text: string): SecondReading {
  let reading: SecondReading = { ...FIRST_READING };
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name = '', value] = item.split('=', 2);
    if (name === 'all') reading = { ...ALL_VARIANTS };
    else if (
      name === 'poster-folder' &&
      value &&
      /^[\w.~-]+(\/[\w.~-]+)*$/.test(value) &&
      !value.includes('..')
    )
      reading = { ...reading, posterFolder: value };
    else if (name in SWITCHES && value === undefined)
      reading = { ...reading, [SWITCHES[name as keyof typeof SWITCHES]]: true };
    else
      throw new Error(
        `Unknown legacy variant '${item}' (poster-folder=<folder>, ${Object.keys(SWITCHES).join(', ')}, all)`,
      );
  }
  return reading;
}

export const ALL_VARIANTS: SecondReading = {
  posterFolder: 'media/posters',
  ticketIdPerType: true,
  ozowReference: true,
  emptyViewLogging: true,
  campaignCustomerNull: true,
};

/** The variants named by `--variants x` / `--variants=x`, else by LEGACY_VARIANTS, else none. */
export function variantsFrom(args: readonly string[], env: string | undefined): SecondReading {
  const index = args.findIndex((a) => a === '--variants' || a.startsWith('--variants='));
  if (index >= 0) {
    const arg = args[index] ?? '';
    return parseVariants(arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[index + 1] ?? ''));
  }
  return env ? parseVariants(env) : FIRST_READING;
}

const VIEW_LOGGING = new Set(['INSERTIMPRESSION', 'LOG-EVENT-CLICKS', 'logout.php']);
const TICKET_LISTS = new Set([
  'CUSTOMERTICKETS:GETTICKETS',
  'CUSTOMERTICKETS:SEARCHTICKETS',
  'PREVIEWTICKETS',
]);
const TICKET_BY_ID = new Set(['CALCULATE-REFUND', 'REQUEST-TICKET-REFUND']);

/** Whether the operation's answer goes out as an empty body. */
export const answersEmpty = (reading: SecondReading, key: string): boolean =>
  reading.emptyViewLogging && VIEW_LOGGING.has(key);

type Params = Record<string, unknown>;

/**
 * An incoming ticket_id of a customer's ticket, as this reading sends it (the type's id), back to
 * the row it names with the ticket number that comes beside it.
 */
export function incomingParams(
  reading: SecondReading,
  key: string,
  params: unknown,
  data: StandinData,
): unknown {
  if (!reading.ticketIdPerType || !TICKET_BY_ID.has(key) || !isRecord(params)) return params;
  const ticket = data.customerTickets.find(
    (t) =>
      String(t.ticketTypeId) === String(params.ticket_id) &&
      t.ticketNumber === String(params.ticket_number ?? '') &&
      String(t.customerId) === String(params.customer_id),
  );
  return ticket ? { ...params, ticket_id: String(ticket.id) } : params;
}

/** The handler's answer as this reading sends it. */
export function outgoingAnswer(
  reading: SecondReading,
  key: string,
  answer: unknown,
  data: StandinData,
): unknown {
  if (reading.ticketIdPerType && TICKET_LISTS.has(key) && Array.isArray(answer))
    return answer.map((row: Params) => {
      const ticket = data.customerTickets.find((t) => String(t.id) === String(row.ticket_id));
      return ticket ? { ...row, ticket_id: String(ticket.ticketTypeId) } : row;
    });
  if (!isRecord(answer)) return answer;
  if (reading.campaignCustomerNull && key === 'payment/credentials.php:campaign')
    return { ...answer, customer_id: null };
  if (reading.ozowReference && key === 'payment/credentials.php' && typeof answer.ozowUrl === 'string')
    return { ...answer, ozowUrl: withOwnReference(answer.ozowUrl) };
  return answer;
}

const isRecord = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Ozow address with the legacy's own `ref` field, signed again as the legacy would sign it. */
function withOwnReference(address: string): string {
  const url = new URL(address, 'http://ozow.invalid');
  const fields = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'HashCheck'));
  const signed: Record<string, string> = { ...fields, ref: `LEG-${fields.TransactionReference ?? ''}` };
  signed.HashCheck = ozowHash(signed);
  const query = new URLSearchParams(signed).toString();
  return address.startsWith('/') ? `${url.pathname}?${query}` : `${url.origin}${url.pathname}?${query}`;
}
