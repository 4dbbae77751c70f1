import { z } from 'zod';
import { eventAnalyticsSchema } from '../model/analytics.ts';
import { LIMITS } from '../model/limits.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

/** Per-event analytics, /analytics (spec part 2, sections 2, 3, 4 and 7). */
export const analyticsApi = {
  getEventAnalytics: endpoint({
    ...routes.analytics.getEventAnalytics,
    summary:
      'Sales of one of the organiser’s events: per tier and overall revenue, tickets sold and loaded, percentages and performance labels, and yesterday against today',
    access: ['business'],
    params: z.object({ eventId: z.string().max(LIMITS.short).regex(/^\d+$/, EVENT_ID_MESSAGE) }),
    response: eventAnalyticsSchema,
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
