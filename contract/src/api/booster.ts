import { z } from 'zod';
import { boosterLoginSchema, sellSchema } from '../forms/booster.ts';
import { boosterAccountSchema, boosterEventStateSchema } from '../model/booster.ts';
import { eventSchema, ticketTypeSchema } from '../model/event.ts';
import { idMessage, legacyId } from '../model/ids.ts';
import { list, longText, shortText } from '../model/limits.ts';
import { merchantSchema } from '../model/promoter.ts';
import { groupStockSchema } from '../model/purchase.ts';
import { sessionSchema } from '../model/session.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

/** Not in the spec, ours: an organisation or ticket id that is not a number. */
export const BOOSTER_ID_MESSAGES = {
  merchant: 'Choose the organisation you sell for',
  ticket: idMessage('Ticket id'),
} as const;

const eventParams = z.object({ eventId: legacyId(EVENT_ID_MESSAGE) });
const ticketParams = eventParams.extend({ ticketId: legacyId(BOOSTER_ID_MESSAGES.ticket) });
const owner = { owned: 'booster-event' } as const;

/** An event on /selltickets with the state the list shows it in. */
export const eventToSellSchema = z.object({ event: eventSchema, state: boosterEventStateSchema });
export type EventToSell = z.infer<typeof eventToSellSchema>;

/** /eventdescription: the event, its ticket categories, and whether its day has passed. */
export const eventToSellDetailSchema = eventToSellSchema.extend({ tickets: list(ticketTypeSchema) });
export type EventToSellDetail = z.infer<typeof eventToSellDetailSchema>;

/** A recorded sale: the spec's 'Successful!', the ticket number and what it cost the booster. */
export const boosterSaleSchema = z.object({
  message: longText(),
  ticketNumber: shortText().nullable(),
  totalCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type BoosterSale = z.infer<typeof boosterSaleSchema>;

/**
 * The promoter's (booster's) side, spec part 2, sections 2, 4, 5 and 7: the organisation picker
 * and login, the account, the events of its organiser and a sale at the door. The booster id and
 * its organiser come from the session only.
 */
export const boosterApi = {
  listMerchants: endpoint({
    ...routes.booster.listMerchants,
    summary: 'The organisations a promoter can log in to (MERCHANTS); `search` narrows them',
    access: 'public',
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: list(merchantSchema),
    legacy: ['MERCHANTS:GETMERCHANTS', 'MERCHANTS:SEARCHMERCHANTS'],
  }),
  boosterLogin: endpoint({
    ...routes.booster.boosterLogin,
    summary: 'A promoter logs in under the organisation picked (its details are looked up, not taken)',
    access: 'public',
    body: boosterLoginSchema.extend({ merchantId: legacyId(BOOSTER_ID_MESSAGES.merchant) }),
    response: sessionSchema,
    owner: { public: 'organisations are listed to everyone; the password decides' },
    legacy: ['MERCHANTS:GETMERCHANTS', 'BOOSTERLOGIN'],
  }),
  getBoosterAccount: endpoint({
    ...routes.booster.getBoosterAccount,
    summary: 'The logged-in booster: name, credit, balance now, activation and organisation',
    access: ['booster'],
    response: boosterAccountSchema,
    legacy: ['REALTIMEBALANCE'],
  }),
  listEventsToSell: endpoint({
    ...routes.booster.listEventsToSell,
    summary:
      "The booster's organiser's events (/selltickets); events whose campaign is not running are left out",
    access: ['booster'],
    response: list(eventToSellSchema),
    legacy: ['GETEVENTSTOSELL'],
  }),
  getEventToSell: endpoint({
    ...routes.booster.getEventToSell,
    summary: "One of the organiser's events with its ticket categories (/eventdescription, /customerpay)",
    access: ['booster'],
    params: eventParams,
    response: eventToSellDetailSchema,
    owner,
    legacy: ['GETEVENTSTOSELL', 'TICKETS'],
  }),
  checkTicketStock: endpoint({
    ...routes.booster.checkTicketStock,
    summary: 'What is left of one ticket category, adults and kids (rechecked before each increase)',
    access: ['booster'],
    params: ticketParams,
    response: groupStockSchema,
    owner,
    legacy: ['GETEVENTSTOSELL', 'CHECKAVAILABLETICKETS', 'TICKETS'],
  }),
  sellTickets: endpoint({
    ...routes.booster.sellTickets,
    summary: 'Sells tickets to a walk-up buyer from the booster’s credit; accepts an Idempotency-Key',
    access: ['booster'],
    params: ticketParams,
    body: sellSchema,
    response: boosterSaleSchema,
    status: 201,
    owner,
    legacy: ['GETEVENTSTOSELL', 'TICKETS', 'REALTIMEBALANCE', 'PROCESSTICKET'],
    idempotent: true,
  }),
};
