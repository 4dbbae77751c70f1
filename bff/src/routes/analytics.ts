import {
  type AnalyticsPart,
  type api,
  type LegacyOperation,
  legacy,
  normaliseEventAnalytics,
} from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { anyList, Parts } from '../domain/partial-reads.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { notFound } from '../lib/problem.ts';

// Per-event analytics (/analytics). The 'organiser-event' ownership check has run before the
// handler (and read the event, memoised for this request); accountid is the session's.

export const analyticsRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.analytics> => ({
  getEventAnalytics: async (req) => {
    const eventid = req.params.eventId;
    // The event is the page; each figure read is part of 'figures'. A failed one counts as no rows
    // (its figures stay unknown, never zero: the normaliser takes the first figure any read gives).
    const parts = new Parts<AnalyticsPart>(req.log);
    const figures = <T>(op: LegacyOperation, read: Promise<T>) =>
      parts.read('figures', op, read, { usable: anyList }).then((a) => a ?? []);
    const [detail, general, vip, vvip, totalSales, totalSold, financials] = await Promise.all([
      req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid }),
      figures(legacy.GETSALESDATAGENERAL, req.legacy(legacy.GETSALESDATAGENERAL, { eventid })),
      figures(legacy.GETSALESDATAVIP, req.legacy(legacy.GETSALESDATAVIP, { eventid })),
      figures(legacy.GETSALESDATAVVIP, req.legacy(legacy.GETSALESDATAVVIP, { eventid })),
      figures(legacy.GETTOTALSALES, req.legacy(legacy.GETTOTALSALES, { eventid })),
      figures(legacy.GETTOTALSOLD, req.legacy(legacy.GETTOTALSOLD, { eventid })),
      figures(legacy.FINANCIALS, req.legacy(legacy.FINANCIALS, { eventid })),
    ]);
    if (legacy.isEmptyVal(detail)) throw notFound(legacy.NOT_FOUND.organiserEvent);
    return {
      ...normaliseEventAnalytics({ detail, general, vip, vvip, totalSales, totalSold, financials }, eventid),
      ...parts.marker(),
    };
  },
});
