import { type api, legacy, normaliseEventAnalytics } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import type { DomainRoutes } from '../http/implement.ts';
import { notFound } from '../lib/problem.ts';

// Per-event analytics (/analytics). The 'organiser-event' ownership check has run before the
// handler (and read the event, memoised for this request); accountid is the session's.

export const analyticsRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.analytics> => ({
  getEventAnalytics: async (req) => {
    const eventid = req.params.eventId;
    const [detail, general, vip, vvip, totalSales, totalSold, financials] = await Promise.all([
      req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid }),
      req.legacy(legacy.GETSALESDATAGENERAL, { eventid }),
      req.legacy(legacy.GETSALESDATAVIP, { eventid }),
      req.legacy(legacy.GETSALESDATAVVIP, { eventid }),
      req.legacy(legacy.GETTOTALSALES, { eventid }),
      req.legacy(legacy.GETTOTALSOLD, { eventid }),
      req.legacy(legacy.FINANCIALS, { eventid }),
    ]);
    if (legacy.isEmptyVal(detail)) throw notFound('This event does not exist.');
    return normaliseEventAnalytics(
      { detail, general, vip, vvip, totalSales, totalSold, financials },
      eventid,
    );
  },
});
