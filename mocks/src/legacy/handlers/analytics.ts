import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand as rand } from '@tix/contract/normalise/encode';
import { type AnalyticsFigures, analyticsFigures } from '../analytics-figures.ts';
import type { StandinData } from '../model.ts';
import { handle, type RegisteredHandler } from './define.ts';
import { idParam } from './rows.ts';

// Per-event analytics, computed from the sales (analytics-figures.ts). The spec does not show
// the answers: each call sends an object with the fields the screen names that fit its name.
// GETSALESDATA* send no dates (no field for one is named), so they are one figure per tier,
// not a time series.

const tierAnswers = (f: AnalyticsFigures) => ({
  general: {
    general: rand(f.tiers.general.revenueCents),
    salesg: String(f.tiers.general.sold),
    generalTickets: String(f.tiers.general.capacity),
  },
  vip: {
    vip: rand(f.tiers.vip.revenueCents),
    salesv: String(f.tiers.vip.sold),
    viptickets: String(f.tiers.vip.capacity),
  },
  vvip: {
    vvip: rand(f.tiers.vvip.revenueCents),
    salesvv: String(f.tiers.vvip.sold),
    vviptickets: String(f.tiers.vvip.capacity),
  },
});

/** The six answers for one event and account. */
export function analyticsAnswers(data: StandinData, eventId: number, businessId: number | null, now: Date) {
  const f = analyticsFigures(data, eventId, businessId, now);
  const tiers = tierAnswers(f);
  return {
    GETSALESDATAGENERAL: tiers.general,
    GETSALESDATAVIP: tiers.vip,
    GETSALESDATAVVIP: tiers.vvip,
    GETTOTALSALES: {
      general: tiers.general.general,
      vip: tiers.vip.vip,
      vvip: tiers.vvip.vvip,
      todayincome: rand(f.today.incomeCents),
      yesterdayincome: rand(f.yesterday.incomeCents),
      overallincome: rand(f.overall.incomeCents),
    },
    GETTOTALSOLD: {
      salesg: tiers.general.salesg,
      salesv: tiers.vip.salesv,
      salesvv: tiers.vvip.salesvv,
      sold: String(f.overall.sold),
      available: String(f.available),
      todaysales: String(f.today.sold),
      yesterdaysales: String(f.yesterday.sold),
      overallsales: String(f.overall.sold),
    },
    FINANCIALS: {
      generalTickets: tiers.general.generalTickets,
      viptickets: tiers.vip.viptickets,
      vviptickets: tiers.vvip.vviptickets,
      overallincome: rand(f.overall.incomeCents),
    },
  };
}

type Op = keyof ReturnType<typeof analyticsAnswers>;

const byAccount = (op: Exclude<Op, 'FINANCIALS'>, operation: typeof legacy.GETTOTALSALES) =>
  handle(operation, ({ accountid, eventid }, ctx) => {
    const eventId = idParam(eventid);
    const businessId = idParam(accountid);
    if (eventId === null || businessId === null) return {};
    return analyticsAnswers(ctx.data, eventId, businessId, ctx.now())[op];
  });

export const analyticsHandlers: readonly RegisteredHandler[] = [
  byAccount('GETSALESDATAGENERAL', legacy.GETSALESDATAGENERAL),
  byAccount('GETSALESDATAVIP', legacy.GETSALESDATAVIP),
  byAccount('GETSALESDATAVVIP', legacy.GETSALESDATAVVIP),
  byAccount('GETTOTALSALES', legacy.GETTOTALSALES),
  byAccount('GETTOTALSOLD', legacy.GETTOTALSOLD),
  handle(legacy.FINANCIALS, ({ eventid }, ctx) => {
    const eventId = idParam(eventid);
    return eventId === null ? {} : analyticsAnswers(ctx.data, eventId, null, ctx.now()).FINANCIALS;
  }),
];
