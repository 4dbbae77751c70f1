import { api } from '@tix/contract/api/index';
import { SIGNATURE_BYTES } from '@tix/contract/domain/file-signatures';
import { sniffPosterImage } from '@tix/contract/domain/images';
import { POSTER_MAX_BYTES, POSTER_MESSAGES, POSTER_SIZE_MESSAGE } from '@tix/contract/forms/events';
import type { TicketTiers } from '@tix/contract/model/event-setup';
import { EVENT_SETUP_TEXT } from '../../legacy/handlers/event-setup.ts';
import { soldIn, ticketTiersOf } from '../fixtures/event-setup.ts';
import { posterDataUrl } from '../fixtures/posters.ts';
import { answer, problem } from '../respond.ts';

// Loading the demo organiser's events with tickets and posters. Stateless: a load answers the
// fixtures' tiers with the loaded one replaced; the outcome follows the stand-in's rules (a tier
// with sales warns). Another organiser's event is a 404, as the BFF's ownership check answers.

const NOT_YOURS = 'We could not find that among your account’s records.';
const notYours = () => problem(404, 'Not found', NOT_YOURS);
const toCents = (rand: number) => Math.round(rand * 100);

export const eventSetupHandlers = {
  getTicketTiers: answer(
    api.eventSetup.getTicketTiers,
    ({ params }) => ticketTiersOf(params.eventId) ?? notYours(),
  ),

  loadTickets: answer(api.eventSetup.loadTickets, ({ params, body }) => {
    const tiers = ticketTiersOf(params.eventId);
    if (!tiers) return notYours();
    const tier = body.category;
    const sold = soldIn(params.eventId, tier);
    const loaded: TicketTiers = {
      ...tiers,
      [tier]: {
        tier,
        adultPriceCents: toCents(body.adultPrice),
        adultsLoaded: Math.max(body.adultTickets, sold.adults),
        kidsPriceCents: toCents(body.kidsPrice),
        kidsLoaded: Math.max(body.kidsTickets, sold.kids),
      },
    };
    const warnings = [
      ...(body.adultTickets < sold.adults ? [EVENT_SETUP_TEXT.belowSold(tier, 'adult', sold.adults)] : []),
      ...(body.kidsTickets < sold.kids ? [EVENT_SETUP_TEXT.belowSold(tier, 'kids', sold.kids)] : []),
    ];
    if (warnings.length === 0 && sold.adults + sold.kids > 0)
      warnings.push(EVENT_SETUP_TEXT.resold(tier, sold.adults + sold.kids));
    return warnings.length > 0
      ? { outcome: 'warning' as const, message: warnings.join(' '), tiers: loaded }
      : { outcome: 'success' as const, message: EVENT_SETUP_TEXT.loaded(tier), tiers: loaded };
  }),

  uploadPoster: answer(api.eventSetup.uploadPoster, async ({ params, request }) => {
    if (!ticketTiersOf(params.eventId)) return notYours();
    const file = (await request.formData()).get('file');
    if (!(file instanceof Blob) || file.size === 0)
      return problem(400, 'Invalid request', POSTER_MESSAGES.posterRequired);
    if (file.size > POSTER_MAX_BYTES) return problem(413, 'Invalid request', POSTER_SIZE_MESSAGE);
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    if (!sniffPosterImage(head)) return problem(415, 'Invalid request', POSTER_MESSAGES.posterType);
    return { posterUrl: posterDataUrl('Your new poster', (Number(params.eventId) * 47) % 360) };
  }),
};
