import type { ResponseOf } from '@tix/contract/api/define';
import type { api } from '@tix/contract/api/index';
import type { CampaignRow } from '@tix/contract/model/campaign';
import type { OrganiserCustomer } from '@tix/contract/model/organiser';
import { saDateTime } from '@tix/mocks/legacy/clock';
import { mockStandin } from '@tix/mocks/msw/node';
import { bffAnswer, sessions } from './seed.ts';
import { organiserEvents } from './seed-organiser.ts';

// What the event page, checkout, likes, campaigns, analytics and customers screens read, from the
// BFF's own answers over the current mock world (call inside a test: the world is reset after each).

/** An event's public page as GET /api/events/:eventId answers it: the event and its ticket types. */
export const publicEvent = (eventId: string) =>
  bffAnswer<ResponseOf<typeof api.browse.getEvent>>(`/api/events/${eventId}`);

/** The demo organiser's customers as GET /api/organiser/customers answers, narrowed by `search`. */
export const organiserCustomers = (search = '') =>
  bffAnswer<OrganiserCustomer[]>(
    `/api/organiser/customers${search ? `?${new URLSearchParams({ search })}` : ''}`,
    sessions.organiser,
  );

/** The /campaigns list as GET /api/organiser/campaigns answers it: the rows and the selection. */
export const campaignList = () =>
  bffAnswer<ResponseOf<typeof api.campaigns.listCampaigns>>('/api/organiser/campaigns', sessions.organiser);

/** The demo organiser's first campaign (in the list's order) that passes `test`. */
async function campaignWhere(state: string, test: (c: CampaignRow) => boolean): Promise<CampaignRow> {
  const found = (await campaignList()).campaigns.find(test);
  if (!found) throw new Error(`The seed gives the demo organiser no ${state} campaign`);
  return found;
}

/** The demo organiser's campaigns by the part they play. */
export const campaign = {
  /** Running, with buyers (and a leftover balance). */
  running: () => campaignWhere('running', (c) => c.status === 'running' && c.buyers > 0),
  /** Over (its event has passed), with a leftover balance to move. */
  ended: () => campaignWhere('ended', (c) => c.daysRemaining === '---' && (c.balanceCents ?? 0) > 0),
};

/** The unique buyers of one of the demo organiser's events: GET .../campaign/buyers. */
export const campaignBuyers = (eventId: string) =>
  bffAnswer<OrganiserCustomer[]>(`/api/organiser/events/${eventId}/campaign/buyers`, sessions.organiser);

/** An event's /analytics page as GET /api/organiser/events/:eventId/analytics answers it. */
export const eventAnalytics = (eventId: string) =>
  bffAnswer<ResponseOf<typeof api.analytics.getEventAnalytics>>(
    `/api/organiser/events/${eventId}/analytics`,
    sessions.organiser,
  );

/** The demo organiser's first event (in the dashboard's order) whose analytics pass `test`. */
async function analyticsWhere(
  state: string,
  test: (page: Awaited<ReturnType<typeof eventAnalytics>>) => boolean,
) {
  for (const event of await organiserEvents()) {
    const page = await eventAnalytics(event.id);
    if (test(page)) return page;
  }
  throw new Error(`The seed gives the demo organiser no ${state} event`);
}

/** The demo organiser's /analytics pages by what they show. */
export const analyticsPage = {
  /** Sales in every tier, none yesterday or today. */
  withSales: () =>
    analyticsWhere(
      'sold',
      ({ tiers, overall, movement }) =>
        tiers.every((t) => (t.sold ?? 0) > 0) &&
        (overall.sold ?? 0) > 0 &&
        movement.yesterday.sold === 0 &&
        movement.today.sold === 0,
    ),
  /** Tickets loaded, nothing sold. */
  noSales: () => analyticsWhere('unsold', ({ overall }) => overall.sold === 0 && (overall.capacity ?? 0) > 0),
};

/**
 * Paid sales of an event made in the mock world `daysAgo` days ago (0: today), each a copy of one
 * of the event's paid purchases with its own count and amount, as a card payment would leave them.
 */
export function sellInWorld(eventId: string, sales: { daysAgo: number; tickets: number; cents: number }[]) {
  const { purchases } = mockStandin().data;
  const paid = purchases.find((p) => String(p.eventId) === eventId && p.status === 'paid');
  if (!paid) throw new Error(`The seed has no paid purchase of event ${eventId}`);
  for (const sale of sales) {
    const id = Math.max(...purchases.map((p) => p.id)) + 1;
    const at = saDateTime(new Date(), -sale.daysAgo);
    purchases.push({
      ...structuredClone(paid),
      id,
      paymentId: `TEST-${id}`,
      quantity: sale.tickets,
      unitPriceCents: Math.round(sale.cents / sale.tickets),
      totalCents: sale.cents,
      createdAt: at,
      paidAt: at,
    });
  }
}
