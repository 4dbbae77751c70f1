import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account.ts';
import bankRoutes from './bank.ts';
import browseRoutes from './browse.ts';
import checkoutRoutes from './checkout.ts';
import healthRoutes from './health.ts';
import posterRoutes from './posters.ts';
import refundRoutes from './refunds.ts';
import sessionRoutes from './session.ts';
import ticketRoutes from './tickets.ts';

/** Every route plugin of the BFF, one per domain (add yours on its own line). */
export const routePlugins: FastifyPluginAsync[] = [
  healthRoutes,
  browseRoutes,
  sessionRoutes,
  accountRoutes,
  posterRoutes,
  checkoutRoutes,
  ticketRoutes,
  refundRoutes,
  bankRoutes,
];
