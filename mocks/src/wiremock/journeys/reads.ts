import { endpointList } from '@tix/contract';
import { CATEGORIES_LISTED } from '@tix/contract/domain/constants';
import type { BffClient, Call } from '../client.ts';
import { crawlCustomer } from './crawl.ts';

// What `npm run record -- --target <legacy>` drives: the screens' reads of each test account QA
// names, found from the BFF's own endpoint list (every GET of the role's area without an id, then
// the ones taking an event id for the first events of the account's list). Nothing in it knows the
// stand-in's seed: the ids come from the legacy's own answers.

export type RecordRole = 'customer' | 'business' | 'partner' | 'promoter';

export interface RecordAccount {
  login: string;
  password: string;
  /** The promoter's organisation (its id as MERCHANTS lists it): a promoter logs in under one. */
  businessId?: string;
}

export type RecordAccounts = Partial<Record<RecordRole, RecordAccount>>;

type Log = (line: string) => void;

/** How many of an account's events have their per-event screens read, unless told. */
export const EVENTS_PER_ACCOUNT = 3;

const GETS = endpointList.filter((e) => e.method === 'GET');
const withoutParams = (prefix: string) =>
  GETS.filter((e) => e.path.startsWith(prefix) && !e.path.includes(':'));
/** The GETs of an area whose only path parameter is the event id. */
const perEvent = (prefix: string) =>
  GETS.filter(
    (e) =>
      e.path.startsWith(prefix) && (e.path.match(/:/g) ?? []).length === 1 && e.path.includes(':eventId'),
  );

async function visit(client: BffClient, log: Log, call: Call): Promise<unknown> {
  const r = await client.send(call);
  log(`${r.status} ${call.method} ${call.path}${call.as ? ` as ${call.as}` : ''}`);
  return r.json;
}

const ids = (value: unknown, field: string): string[] =>
  Array.isArray(value)
    ? value.flatMap((row) => {
        const id = (row as Record<string, unknown> | null)?.[field];
        return typeof id === 'string' || typeof id === 'number' ? [String(id)] : [];
      })
    : [];

/** Every GET without an id of an area, then the per-event ones for the events `listPath` gives. */
async function crawlArea(
  client: BffClient,
  log: Log,
  as: string,
  area: { prefix: string; listPath: string; events: number },
) {
  const { prefix, listPath } = area;
  for (const e of withoutParams(prefix)) await visit(client, log, { method: 'GET', path: e.path, as });
  const listed = await visit(client, log, { method: 'GET', path: listPath, as });
  // Lists are rows with an `id` or `eventId`, or a booster's rows holding the `event`.
  const rows = Array.isArray(listed) ? listed : [];
  const nested = rows.map((row) => (row as { event?: unknown } | null)?.event);
  const events = [...new Set([...ids(rows, 'id'), ...ids(rows, 'eventId'), ...ids(nested, 'id')])].slice(
    0,
    area.events,
  );
  for (const id of events)
    for (const e of perEvent(prefix))
      await visit(client, log, {
        method: 'GET',
        path: e.path.replace(':eventId', encodeURIComponent(id)),
        as,
      });
}

/** The first word of a name, as a person starts typing it into a search (3 letters or more). */
export const searchTermOf = (name: unknown): string | undefined =>
  typeof name === 'string' ? name.split(/\s+/).find((word) => word.length >= 3) : undefined;

const first = (value: unknown): Record<string, unknown> | undefined =>
  Array.isArray(value) && typeof value[0] === 'object' && value[0] !== null
    ? (value[0] as Record<string, unknown>)
    : undefined;

/**
 * The guest screens' reads, as the screens ask them: the home's list and its sidebar's categories
 * (`?limit=9`, web/src/features/browse), the categories page, each listed event's page with its
 * likes, the header search (the first event's first word, as typed), and the promoter's
 * organisation picker (the list, then searched by the organisation's first word).
 */
async function guestScreens(client: BffClient, log: Log, events: number, businessId?: string) {
  const listed = await visit(client, log, { method: 'GET', path: '/api/events' });
  await visit(client, log, { method: 'GET', path: `/api/categories?limit=${CATEGORIES_LISTED}` });
  await visit(client, log, { method: 'GET', path: '/api/categories' });
  await visit(client, log, { method: 'GET', path: '/api/provinces' });
  for (const id of ids(listed, 'id').slice(0, events)) {
    const path = `/api/events/${encodeURIComponent(id)}`;
    await visit(client, log, { method: 'GET', path });
    await visit(client, log, { method: 'GET', path: `${path}/likes` });
  }
  const term = searchTermOf(first(listed)?.name);
  if (term)
    await visit(client, log, { method: 'GET', path: `/api/events/search?q=${encodeURIComponent(term)}` });
  const merchants = await visit(client, log, { method: 'GET', path: '/api/merchants' });
  const rows = Array.isArray(merchants) ? (merchants as Record<string, unknown>[]) : [];
  const organisation = rows.find((m) => businessId !== undefined && String(m.id) === businessId) ?? rows[0];
  const picked = searchTermOf(organisation?.name);
  if (picked)
    await visit(client, log, { method: 'GET', path: `/api/merchants?search=${encodeURIComponent(picked)}` });
}

/** The reads of every account given, each logged in once through the BFF as the SPA logs in. */
export async function readsJourney(
  client: BffClient,
  accounts: RecordAccounts,
  log: Log,
  events = EVENTS_PER_ACCOUNT,
): Promise<void> {
  const { customer, business, partner, promoter } = accounts;
  await guestScreens(client, log, events, promoter?.businessId);
  if (customer) await crawlCustomer(client, log, { as: 'record-customer', ...customer });
  if (business) {
    const as = 'record-business';
    const body = { emailOrPhone: business.login, password: business.password, partner: false };
    await visit(client, log, { method: 'POST', path: '/api/session', body, as });
    for (const path of ['/api/session', '/api/profile'])
      await visit(client, log, { method: 'GET', path, as });
    await crawlArea(client, log, as, {
      prefix: '/api/organiser/',
      listPath: '/api/organiser/events',
      events,
    });
    // The first promoters' pages (the promoters list's ids).
    const promoters = await visit(client, log, { method: 'GET', path: '/api/organiser/promoters', as });
    for (const id of ids(promoters, 'id').slice(0, events))
      await visit(client, log, {
        method: 'GET',
        path: `/api/organiser/promoters/${encodeURIComponent(id)}`,
        as,
      });
  }
  if (partner) {
    const as = 'record-partner';
    const body = { emailOrPhone: partner.login, password: partner.password, partner: true };
    await visit(client, log, { method: 'POST', path: '/api/session', body, as });
    for (const path of ['/api/session', '/api/profile'])
      await visit(client, log, { method: 'GET', path, as });
    await crawlArea(client, log, as, {
      prefix: '/api/affiliate/',
      listPath: '/api/affiliate/events',
      events,
    });
    // The first recruits' wallets (the recruits list's ids).
    const recruits = await visit(client, log, { method: 'GET', path: '/api/affiliate/recruits', as });
    for (const id of ids(recruits, 'id').slice(0, events))
      await visit(client, log, {
        method: 'GET',
        path: `/api/affiliate/recruits/${encodeURIComponent(id)}/wallet`,
        as,
      });
  }
  if (promoter) {
    const as = 'record-promoter';
    const body = {
      merchantId: promoter.businessId ?? '',
      email: promoter.login,
      password: promoter.password,
    };
    await visit(client, log, { method: 'POST', path: '/api/booster/session', body, as });
    await crawlArea(client, log, as, { prefix: '/api/booster/', listPath: '/api/booster/events', events });
  }
}
