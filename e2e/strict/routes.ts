import { createSeed } from '../../mocks/src/legacy/seed/index.ts';
import { encodeId } from '../../mocks/src/legacy/spec-strict/ids.ts';
import { type Role, WALK, type WalkRoute } from '../walk/routes.ts';

// The walk's routes with the seed's ids as the spec-strict stand-in sends them: opaque text, so
// an address carries what the app itself would have put there (a numeric id names nothing there).

/** Query parameters of the walk's addresses that hold a row id of the seed. */
const ID_PARAMS = ['eventid', 'businessid', 'org_uid', 'e_uid', 'recruitid', 'q_id'];

/**
 * A customer's ticket as the app links it (customerTicketKey: its number, then its ticket_id), on
 * this legacy whose ticket_id is the ticket type's (the second reading's switch is on).
 */
function ticketKey(row: string): string {
  const ticket = SEED.customerTickets.find((t) => String(t.id) === row);
  return ticket ? `${ticket.ticketNumber}-${encodeId(ticket.ticketTypeId)}` : encodeId(row);
}
const SEED = createSeed(new Date());

export function strictUrl(url: string): string {
  const parsed = new URL(url, 'http://walk');
  parsed.pathname = parsed.pathname.replace(
    /^\/event\/(\d+)\//,
    (_, id: string) => `/event/${encodeId(id)}/`,
  );
  for (const name of ID_PARAMS) {
    const value = parsed.searchParams.get(name);
    if (value && /^\d+$/.test(value)) parsed.searchParams.set(name, encodeId(value));
  }
  const ticket = parsed.searchParams.get('ticket');
  if (ticket && /^\d+$/.test(ticket)) parsed.searchParams.set('ticket', ticketKey(ticket));
  return `${parsed.pathname}${parsed.search}`;
}

export const STRICT_WALK = Object.fromEntries(
  Object.entries(WALK).map(([role, routes]) => [
    role,
    routes.map((route): WalkRoute => ({ path: route.path, url: strictUrl(route.url) })),
  ]),
) as Record<Role, WalkRoute[]>;
