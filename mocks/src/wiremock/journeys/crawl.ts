import type { BffClient, Call } from '../client.ts';
import { type Journey, login } from './define.ts';

// Every screen's reads, per role (issue 19): QA can browse the replayed product, not only the
// journeys the tests need. It runs after the writes, so its reads record the state they left;
// sessions replay by account, so every journey's reads serve the README's logins.
export const CRAWL_LOGINS = {
  customer: { as: 'crawl-customer', emailOrPhone: 'customer@demo.co.za', partner: false },
  organiser: { as: 'crawl-organiser', emailOrPhone: 'organiser@demo.co.za', partner: false },
  partner: { as: 'crawl-partner', emailOrPhone: 'partner@demo.co.za', partner: true },
} as const;

type Log = (line: string) => void;
/** A list the BFF answered, or none when it answered a problem. */
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

async function visit(client: BffClient, log: Log, call: Call) {
  const r = await client.send(call);
  log(`${r.status} ${call.method} ${call.path}${call.as ? ` as ${call.as}` : ''}`);
  return r.json;
}

/**
 * The customer's screens: account, tickets (each with its QR and refund terms), transactions, every
 * province and category filter, and the checkout (card and bank transfer) of every ticket type.
 */
export async function crawlCustomer(
  client: BffClient,
  log: Log,
  account?: { as: string; login: string; password: string },
): Promise<void> {
  const as = account?.as ?? CRAWL_LOGINS.customer.as;
  const get = (path: string) => visit(client, log, { method: 'GET', path, as });
  await visit(
    client,
    log,
    account
      ? login(as, account.login, false, account.password)
      : login(as, CRAWL_LOGINS.customer.emailOrPhone, CRAWL_LOGINS.customer.partner),
  );
  for (const path of ['/api/session', '/api/profile', '/api/likes', '/api/bank-details']) await get(path);
  const tickets = list<{ id: string; eventId: string }>(await get('/api/tickets'));
  for (const eventId of new Set(tickets.map((t) => t.eventId))) await get(`/api/tickets/event/${eventId}`);
  for (const t of tickets) {
    await get(`/api/tickets/event/${t.eventId}/${t.id}`);
    await get(`/api/refunds/${t.eventId}/${t.id}`);
  }
  const transactions = list<{ eventId: string | null }>(await get('/api/transactions'));
  for (const eventId of new Set(transactions.map((t) => t.eventId).filter(Boolean)))
    await get(`/api/transactions/event/${eventId}`);
  // Every filter of the home and explore pages (the answers do not depend on who asks).
  for (const { name } of list<{ name: string }>(await get('/api/provinces')))
    await get(`/api/events?province=${encodeURIComponent(name)}`);
  for (const { name } of list<{ name: string }>(await get('/api/categories')))
    await get(`/api/events?category=${encodeURIComponent(name)}`);
  const events = list<{ id: string }>(await get('/api/events'));
  for (const { id } of events) {
    const page = (await get(`/api/events/${id}`)) as { ticketTypes?: unknown } | null;
    for (const type of list<{ id: string }>(page?.ticketTypes)) {
      await get(`/api/checkout/availability?eventId=${id}&ticketId=${type.id}`);
      await get(`/api/checkout/bank-transfer?eventId=${id}&ticketId=${type.id}&quantity=1`);
    }
  }
}

export const crawlJourney: Journey = async (client, log) => {
  await crawlCustomer(client, log);
  for (const role of ['organiser', 'partner'] as const) {
    const { as, emailOrPhone, partner } = CRAWL_LOGINS[role];
    await visit(client, log, login(as, emailOrPhone, partner));
    for (const path of ['/api/session', '/api/profile'])
      await visit(client, log, { method: 'GET', path, as });
  }
};
