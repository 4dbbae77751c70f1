import type { api } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import type { DomainRoutes } from '../http/implement.ts';
import { accountRoutes } from './account/index.ts';
import { affiliatesRoutes } from './affiliates.ts';
import { analyticsRoutes } from './analytics.ts';
import { bankRoutes } from './bank.ts';
import { boosterRoutes } from './booster.ts';
import { browseRoutes } from './browse.ts';
import { campaignLaunchRoutes } from './campaign-launch.ts';
import { campaignsRoutes } from './campaigns.ts';
import { checkoutRoutes } from './checkout.ts';
import { customersRoutes } from './customers.ts';
import { downloadsRoutes } from './downloads.ts';
import { eventEditingRoutes } from './event-editing.ts';
import { eventManagementRoutes } from './event-management.ts';
import { eventSetupRoutes } from './event-setup.ts';
import { marketingRoutes } from './marketing.ts';
import { modelsRoutes } from './models.ts';
import { organiserEventsRoutes } from './organiser-events.ts';
import { organiserMoneyRoutes } from './organiser-money.ts';
import { printingRoutes } from './printing.ts';
import { promotersRoutes } from './promoters.ts';
import { refundsRoutes } from './refunds.ts';
import { sessionRoutes } from './session.ts';
import { ticketsRoutes } from './tickets.ts';

type Api = typeof api;

/**
 * Every contract domain's handlers. Typed by the contract: a domain or an endpoint added to
 * `contract/src/api` without its handler here fails `npm run typecheck`. No Fastify plugin is
 * imported here: mock mode's in-memory BFF (in-memory/) runs these same handlers in a browser.
 */
export const contractRoutes: { readonly [D in keyof Api]: (app: FastifyInstance) => DomainRoutes<Api[D]> } = {
  account: accountRoutes,
  browse: browseRoutes,
  checkout: checkoutRoutes,
  session: sessionRoutes,
  tickets: ticketsRoutes,
  refunds: refundsRoutes,
  bank: bankRoutes,
  organiserEvents: organiserEventsRoutes,
  customers: customersRoutes,
  eventSetup: eventSetupRoutes,
  eventEditing: eventEditingRoutes,
  eventManagement: eventManagementRoutes,
  campaigns: campaignsRoutes,
  analytics: analyticsRoutes,
  campaignLaunch: campaignLaunchRoutes,
  organiserMoney: organiserMoneyRoutes,
  printing: printingRoutes,
  downloads: downloadsRoutes,
  marketing: marketingRoutes,
  affiliates: affiliatesRoutes,
  models: modelsRoutes,
  promoters: promotersRoutes,
  booster: boosterRoutes,
};
