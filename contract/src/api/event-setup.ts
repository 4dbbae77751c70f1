import { z } from 'zod';
import { loadTicketsSchema } from '../forms/tickets.ts';
import {
  loadTicketsResultSchema,
  posterUploadResultSchema,
  ticketTiersSchema,
} from '../model/event-setup.ts';
import { legacyId } from '../model/ids.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

const eventIdParams = z.object({
  eventId: legacyId(EVENT_ID_MESSAGE),
});

/** Loading an organiser's event with tickets and a poster (spec part 2, sections 3, 5 and 7). */
export const eventSetupApi = {
  getTicketTiers: endpoint({
    ...routes.eventSetup.getTicketTiers,
    summary: "The event's three ticket tiers as loaded: adult and kids prices and counts",
    access: ['business'],
    params: eventIdParams,
    response: ticketTiersSchema,
    owner: { owned: 'organiser-event' },
    legacy: ['GETVVIPDETAILS', 'GETVIPDETAILS', 'GETGENDETAILS'],
  }),
  loadTickets: endpoint({
    ...routes.eventSetup.loadTickets,
    summary:
      "Loads one tier's adult and kids tickets and prices; a warning outcome carries the legacy's message, a refusal is a 422",
    access: ['business'],
    params: eventIdParams,
    body: loadTicketsSchema,
    response: loadTicketsResultSchema,
    owner: { owned: 'organiser-event' },
    legacy: ['ADDTICEKTS', 'GETVVIPDETAILS', 'GETVIPDETAILS', 'GETGENDETAILS'],
  }),
  uploadPoster: endpoint({
    ...routes.eventSetup.uploadPoster,
    summary:
      'Uploads the poster (multipart: file; a JPEG, PNG, GIF or WebP image by its content, at most 5 MB)',
    access: ['business'],
    params: eventIdParams,
    response: posterUploadResultSchema,
    owner: { owned: 'organiser-event' },
    legacy: ['POSTERUPLOAD', 'FETCH-EVENT-DETAILS'],
  }),
};
