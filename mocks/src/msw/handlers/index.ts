import type { api } from '@tix/contract/api/index';
import type { HttpHandler } from 'msw';
import { account } from './account.ts';
import { affiliates } from './affiliates.ts';
import { analytics } from './analytics.ts';
import { bank } from './bank.ts';
import { browse } from './browse.ts';
import { campaignLaunch } from './campaign-launch.ts';
import { campaigns } from './campaigns.ts';
import { checkout } from './checkout.ts';
import { customers } from './customers.ts';
import { downloads } from './downloads.ts';
import { eventEditing } from './event-editing.ts';
import { eventManagement } from './event-management.ts';
import { eventSetupHandlers as eventSetup } from './event-setup.ts';
import { marketing } from './marketing.ts';
import { models } from './models.ts';
import { organiserEventsHandlers as organiserEvents } from './organiser-events.ts';
import { organiserMoney } from './organiser-money.ts';
import { posterHandlers } from './posters.ts';
import { printing } from './printing.ts';
import { booster, promoters } from './promoters.ts';
import { refunds } from './refunds.ts';
import { session } from './session.ts';
import { tickets } from './tickets.ts';

type Api = typeof api;
/**
 * One handler per contract endpoint, grouped like the contract's `api` (one file per domain):
 * adding an endpoint to the contract fails to compile here until it has a handler.
 */
const byEndpoint = {
  account,
  browse,
  checkout,
  session,
  tickets,
  refunds,
  bank,
  affiliates,
  organiserEvents,
  customers,
  eventSetup,
  eventEditing,
  eventManagement,
  campaigns,
  analytics,
  campaignLaunch,
  organiserMoney,
  printing,
  downloads,
  marketing,
  models,
  promoters,
  booster,
} satisfies {
  [G in keyof Api]: Record<keyof Api[G], HttpHandler>;
};

export const handlers: HttpHandler[] = [
  ...Object.values(byEndpoint).flatMap((group) => Object.values(group)),
  // Files the BFF serves beside its JSON endpoints.
  ...posterHandlers,
];
