import { api } from '@tix/contract/api/index';
import { NOT_FOUND } from '@tix/contract/legacy/not-found';
import type { Event } from '@tix/contract/model/event';
import { affiliateInvites, likes, rankings } from '../fixtures/browse-extras.ts';
import { categories } from '../fixtures/categories.ts';
import { eventDetails, events, isListed, ticketTypes } from '../fixtures/events.ts';
import { provinces } from '../fixtures/provinces.ts';
import { answer, problem } from '../respond.ts';
import { getMockSession } from '../state.ts';

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

function matches(event: Event, q: string): boolean {
  const needle = q.toLowerCase();
  return [event.name, event.venue, event.businessName, event.category].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

export const browse = {
  listProvinces: answer(api.browse.listProvinces, () => provinces),
  listCategories: answer(api.browse.listCategories, ({ query }) =>
    query.limit === undefined ? categories : categories.slice(0, query.limit),
  ),
  listEvents: answer(api.browse.listEvents, ({ query }) =>
    events
      .filter(isListed)
      .filter((e) => query.province === undefined || same(e.province, query.province))
      .filter((e) => query.category === undefined || same(e.category, query.category)),
  ),
  // Before getEvent: MSW takes the first match and `/api/events/search` also fits `:eventId`.
  searchEvents: answer(api.browse.searchEvents, ({ query }) => {
    const session = getMockSession();
    const own = session.loggedIn && session.accountType === 'business' ? session.accountId : null;
    return events.filter((e) => matches(e, query.q) && (own === null || e.businessId === own));
  }),
  getEvent: answer(api.browse.getEvent, ({ params }) => {
    const event = eventDetails[params.eventId];
    if (!event) return problem(404, 'Not found', NOT_FOUND.event);
    return { event, ticketTypes: ticketTypes[event.id] ?? [] };
  }),
  getEventLikes: answer(api.browse.getEventLikes, ({ params }) => ({ likes: likes[params.eventId] ?? 0 })),
  recordEventView: answer(api.browse.recordEventView, ({ params }) =>
    events.some((e) => e.id === params.eventId)
      ? { impression: true, click: true }
      : problem(404, 'Not found', NOT_FOUND.event),
  ),
  listRankings: answer(api.browse.listRankings, ({ params }) => rankings[params.scope]),
  getAffiliateInvite: answer(api.browse.getAffiliateInvite, ({ params }) => {
    const invite = affiliateInvites.find((a) => a.affiliateId === params.affiliateId);
    return invite ?? problem(404, 'Not found', 'This invitation link is not valid.');
  }),
};
