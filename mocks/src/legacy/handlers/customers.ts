import * as legacy from '@tix/contract/legacy/index';
import type { StandinData } from '../model.ts';
import { type Client, clientsOf } from '../organiser-figures.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { idParam, listOrVal } from './rows.ts';

// The organiser's customers (CLIENTELE): the buyers of their events, computed from the sales.

const clientRow = (c: Client) => ({
  clientid: String(c.id),
  fname: c.firstName,
  lname: c.lastName,
  phone: c.phone,
  email: c.email,
});

/** Every word of the search must be in the name, email or phone (the legacy's LIKE on each). */
function matches(c: Client, search: string): boolean {
  const haystack = `${c.firstName} ${c.lastName} ${c.email} ${c.phone}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** CLIENTELE's rows for one business. */
export const clienteleRows = (data: StandinData, businessId: number, search = '') =>
  clientsOf(data, businessId)
    .filter((c) => matches(c, search))
    .map(clientRow);

/** The distinct buyers of one of the business's events (CLIENTELE with eventid). */
export const eventBuyerRows = (data: StandinData, businessId: number, eventId: number | null) =>
  clientsOf(data, businessId, eventId).map(clientRow);

export const customerHandlers: readonly RegisteredHandler[] = [
  handle(legacy.CLIENTELE_GETCLIENTELE, ({ accountid, eventid }, { data }) => {
    const businessId = idParam(accountid);
    // With eventid (the campaign list's Unique buyers): the buyers of that one event of theirs.
    if (eventid !== undefined && eventid !== '')
      return listOrVal(businessId === null ? [] : eventBuyerRows(data, businessId, idParam(eventid)));
    return listOrVal(businessId === null ? [] : clienteleRows(data, businessId));
  }),

  handle(legacy.CLIENTELE_SEARCHCLIENTELE, ({ accountid, search }, { data }) => {
    const businessId = idParam(accountid);
    return listOrVal(businessId === null ? [] : clienteleRows(data, businessId, search));
  }),
];
