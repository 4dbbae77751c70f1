import type { ResponseOf } from '@tix/contract/api/define';
import type { api } from '@tix/contract/api/index';
import type { CampaignRow } from '@tix/contract/model/campaign';
import type { OrganiserCustomer } from '@tix/contract/model/organiser';
import { bffAnswer, sessions } from './seed.ts';

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
