import multipart from '@fastify/multipart';
import { api } from '@tix/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type DomainRoutes, registerDomain } from '../http/implement.ts';
import { MULTIPART_BODIES } from '../openapi/multipart.ts';
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
import healthRoutes from './health.ts';
import { marketingRoutes } from './marketing.ts';
import modelPictureRoutes from './model-pictures.ts';
import { modelsRoutes } from './models.ts';
import { organiserEventsRoutes } from './organiser-events.ts';
import { organiserMoneyRoutes } from './organiser-money.ts';
import posterRoutes from './posters.ts';
import { printingRoutes } from './printing.ts';
import { promotersRoutes } from './promoters.ts';
import { refundsRoutes } from './refunds.ts';
import { sessionRoutes } from './session.ts';
import { ticketsRoutes } from './tickets.ts';

type Api = typeof api;

/**
 * Every contract domain's handlers. Typed by the contract: a domain or an endpoint added to
 * `contract/src/api` without its handler here fails `npm run typecheck`.
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

/** What an upload may send: the readers (bff/src/http/*-upload.ts) check each file's own limit. */
const MULTIPART_LIMITS = { limits: { fileSize: 10 * 1024 * 1024, files: 3 } };

/**
 * The contract's endpoints. The uploads (the endpoints with a multipart body, MULTIPART_BODIES)
 * are registered in a scope of their own with @fastify/multipart: its parser and its hooks (two
 * async hooks and a listener on every response, for temporary files) run for them only, not on
 * every read. A multipart body sent anywhere else is a 415, as any type a route does not take.
 */
async function contractPlugin(app: FastifyInstance) {
  const domains = (Object.keys(api) as (keyof Api)[]).map(
    (domain) => [domain, contractRoutes[domain](app) as DomainRoutes<Api[typeof domain]>] as const,
  );
  const isUpload = (name: string) => Object.hasOwn(MULTIPART_BODIES, name);
  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_LIMITS);
    for (const [domain, routes] of domains) registerDomain(uploads, api[domain], routes, isUpload);
  });
  for (const [domain, routes] of domains) registerDomain(app, api[domain], routes, (name) => !isUpload(name));
}

/** Every route plugin of the BFF: the contract's endpoints, then the few that are not API. */
export const routePlugins: FastifyPluginAsync[] = [
  healthRoutes,
  posterRoutes,
  modelPictureRoutes,
  contractPlugin,
];
