import type { ResponseOf } from '@tix/contract/api/define';
import type { api } from '@tix/contract/api/index';
import { todayInSouthAfrica } from '@tix/contract/domain/dates';
import type { CampaignRow } from '@tix/contract/model/campaign';
import type { CampaignLaunchPage } from '@tix/contract/model/campaign-launch';
import type { OrganiserCustomer } from '@tix/contract/model/organiser';
import {
  cancelCampaignPayment,
  confirmCampaignPayment,
  recordCampaignPayment,
} from '@tix/mocks/legacy/campaign-payments';
import { saDateTime } from '@tix/mocks/legacy/clock';
import { bffSend, mockStandin } from '@tix/mocks/msw/node';
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

/** An event's /campaign page as GET /api/organiser/events/:eventId/campaign answers it. */
export const campaignLaunch = (eventId: string) =>
  bffAnswer<CampaignLaunchPage>(`/api/organiser/events/${eventId}/campaign`, sessions.organiser);

/** The demo organiser's first event (in the dashboard's order) whose /campaign page passes `test`. */
async function campaignLaunchWhere(state: string, test: (page: CampaignLaunchPage) => boolean) {
  for (const event of await organiserEvents()) {
    const page = await campaignLaunch(event.id);
    if (test(page)) return page;
  }
  throw new Error(`The seed gives the demo organiser no event with a ${state} campaign`);
}

/** The demo organiser's /campaign pages by the campaign's state. */
export const campaignLaunchPage = {
  /** No campaign saved yet, never funded. */
  notSaved: () => campaignLaunchWhere('unsaved', (p) => p.campaign === null && !p.launched),
  /** Saved, never funded: a campaign saved for an unsaved one's event in the world first. */
  saved: async () => {
    const { event } = await campaignLaunchPage.notSaved();
    await saveCampaignInWorld(event.id);
    return campaignLaunch(event.id);
  },
  /** Funded and running, part of its budget spent (budget and balance differ): top up. */
  launched: () =>
    campaignLaunchWhere(
      'launched',
      (p) => p.launched && p.status === 'running' && p.campaign !== null && p.budgetCents !== p.balanceCents,
    ),
};

/** A campaign saved for one of the demo organiser's events, through /campaign's Save (PUT). */
export async function saveCampaignInWorld(eventId: string, name = 'Heritage walk launch') {
  const today = todayInSouthAfrica();
  await bffSend(
    'PUT',
    `/api/organiser/events/${eventId}/campaign`,
    { campaignName: name, keywords: 'heritage, soweto, walk', startDate: today, endDate: today },
    sessions.organiser,
  );
}

/**
 * A card payment of `amountCents` for the campaign of an event, sent to the provider (pending) in
 * the mock world; `confirm` is the provider's notify crediting it, `cancel` the organiser
 * cancelling at the provider.
 */
export function campaignPaymentInWorld(eventId: string, amountCents: number) {
  const { data } = mockStandin();
  const campaign = data.campaigns.find((c) => String(c.eventId) === eventId);
  if (!campaign) throw new Error(`Event ${eventId} has no campaign in the mock world`);
  const payment = recordCampaignPayment(data, campaign, amountCents, saDateTime(new Date()));
  return {
    id: payment.id,
    status: () => payment.status,
    confirm: () => confirmCampaignPayment(data, payment, amountCents, saDateTime(new Date())),
    cancel: () => cancelCampaignPayment(payment, saDateTime(new Date())),
  };
}
