import type { FeatureRoute } from '../../lib/routing.ts';

/** Landing pages live with their features: the affiliate's /in in affiliates, the organiser's in organiser-events, the customer's in tickets. */
export const dashboardsRoutes: FeatureRoute[] = [];
