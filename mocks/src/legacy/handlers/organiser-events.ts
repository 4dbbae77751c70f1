import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { saDay } from '../clock.ts';
import type { EventRecord, StandinData } from '../model.ts';
import {
  campaignCount,
  clientCount,
  deactivatedPromoterCount,
  eventCounts,
  eventSales,
  eventsOf,
} from '../organiser-figures.ts';
import { type HandlerContext, handle, type RegisteredHandler, StandinError } from './define.ts';
import { byDate, eventRow, idParam, listOrVal } from './rows.ts';

// The organiser's dashboard: counters and the event list. FETCH-EVENT-COUNTS names no account:
// like the legacy, it reads the business from the PHP session.

export const ORGANISER_TEXT = { notOrganiser: 'Log in as an organiser to see your events.' } as const;

function sessionBusiness(ctx: HandlerContext): number {
  const account = ctx.session?.account;
  if (account?.type !== 'business') throw new StandinError(401, ORGANISER_TEXT.notOrganiser);
  return account.id;
}

/** An event row of MYEVENTS: the browse row plus what only its organiser sees. */
export function organiserEventRow(event: EventRecord, data: StandinData) {
  const { sold, salesCents } = eventSales(data, event.id);
  return {
    ...eventRow(event, data),
    enddate: event.finishDay,
    time: event.startTime,
    endtime: event.finishTime,
    venue: event.venue,
    theme: event.theme,
    sold: String(sold),
    admissions: String(sold),
    sales: centsToLegacyRand(salesCents),
    activation: event.campaignStatus === 'running' ? '1' : '0',
    ...(event.expected === undefined ? {} : { expected: String(event.expected) }),
  };
}

/** MYEVENTS' rows for one business, in date order. */
export const organiserEventRows = (data: StandinData, businessId: number) =>
  eventsOf(data, businessId)
    .sort(byDate)
    .map((e) => organiserEventRow(e, data));

export const organiserEventHandlers: readonly RegisteredHandler[] = [
  handle(legacy.FETCH_EVENT_COUNTS, (_params, ctx) => {
    const counts = eventCounts(ctx.data, sessionBusiness(ctx), saDay(ctx.now()));
    return { ...counts, revenue: centsToLegacyRand(counts.revenueCents) };
  }),

  // The dashboard's list as the spec's EVENT-LIST gives it: the session's business, wrapped in a
  // status answer (no BFF endpoint reads it; recorded so the recordings cover the catalogue).
  handle(legacy.EVENT_LIST, (_params, ctx) => ({
    status: 'success',
    events: organiserEventRows(ctx.data, sessionBusiness(ctx)),
  })),

  handle(legacy.MYEVENTS, ({ accountid }, ctx) => {
    const businessId = idParam(accountid) ?? sessionBusiness(ctx);
    return listOrVal(
      eventsOf(ctx.data, businessId)
        .sort(byDate)
        .map((e) => organiserEventRow(e, ctx.data)),
    );
  }),

  handle(legacy.CAMPAIGNSTATSUSS, ({ businessid }, { data }) => {
    const count = campaignCount(data, idParam(businessid));
    return count > 0 ? { val: 1, campaignCount: String(count) } : { val: 0 };
  }),

  handle(legacy.NUMBEROFCLIENTELE, ({ businessid }, { data }) => {
    const count = clientCount(data, idParam(businessid));
    return count > 0 ? { val: 1, clientCount: String(count) } : { val: 0 };
  }),

  handle(legacy.NUMBEROFBOOSTERDEACTIVATEDS, ({ businessid }, { data }) => ({
    val: 1,
    boosterDeactivatedCount: String(deactivatedPromoterCount(data, idParam(businessid))),
  })),
];
