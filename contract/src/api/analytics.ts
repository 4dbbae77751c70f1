import { z } from 'zod';
import { eventAnalyticsSchema } from '../model/analytics.ts';
import { legacyId } from '../model/ids.ts';
import { endpoint } from './define.ts';
import { unavailableParts } from './partial.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

/**
 * The part of /analytics that may be missing: 'figures' when one of the six figure reads failed
 * (the rest still combine; what it alone gives is unknown). The event's details are the page.
 */
export const ANALYTICS_PARTS = ['figures'] as const;
export type AnalyticsPart = (typeof ANALYTICS_PARTS)[number];

/** Per-event analytics, /analytics (spec part 2, sections 2, 3, 4 and 7). */
export const analyticsApi = {
  getEventAnalytics: endpoint({
    ...routes.analytics.getEventAnalytics,
    summary:
      'Sales of one of the organiser’s events: per tier and overall revenue, tickets sold and loaded, percentages and performance labels, and yesterday against today',
    access: ['business'],
    params: z.object({ eventId: legacyId(EVENT_ID_MESSAGE) }),
    response: eventAnalyticsSchema.extend({ unavailable: unavailableParts(ANALYTICS_PARTS) }),
    owner: { owned: 'organiser-event' },
    legacy: [
      'FETCH-EVENT-DETAILS',
      'GETSALESDATAGENERAL',
      'GETSALESDATAVIP',
      'GETSALESDATAVVIP',
      'GETTOTALSALES',
      'GETTOTALSOLD',
      'FINANCIALS',
    ],
  }),
};
