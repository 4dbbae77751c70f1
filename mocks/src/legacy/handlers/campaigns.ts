import { CAMPAIGN_ENDED_MARKER } from '@tix/contract/domain/campaign';
import { canReceiveTransfer } from '@tix/contract/domain/campaign-transfer';
import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { campaignOf, transferBalance } from '../campaign-money.ts';
import { saDateTime, saDay } from '../clock.ts';
import { type EventRecord, type StandinData, setCampaignRunning } from '../model.ts';
import type { CampaignRecord } from '../model-campaigns.ts';
import { eventsOf } from '../organiser-figures.ts';
import { type HandlerContext, handle, type RegisteredHandler, StandinError } from './define.ts';
import { idParam } from './rows.ts';

// The organiser's campaign list (/campaigns): rows, the selection (kept here, so it survives a
// reload), resuming or pausing all the ticked campaigns, device counts, and moving a leftover
// balance to another event once. Money moves only through campaign-money.ts.

export const CAMPAIGN_LIST_TEXT = {
  notOrganiser: 'Log in as an organiser to manage your campaigns.',
  unknownCampaign: 'This campaign does not exist.',
  notYours: 'This campaign belongs to another organiser.',
  notMarked: 'Mark the campaign for a transfer first.',
  zeroBalance: "You can't transfer if your balance is at R0.0",
  targetRequired: 'Please select an event to transfer balance to.',
  alreadyTransferred: (cents: number) =>
    `R${centsToLegacyRand(cents)} has already been transferred to another campaign`,
  transferred: (cents: number) => `R${centsToLegacyRand(cents)} has been transferred to the event`,
} as const;
const T = CAMPAIGN_LIST_TEXT;

const DAY_MS = 24 * 60 * 60 * 1000;

function sessionBusiness(ctx: HandlerContext): number {
  const account = ctx.session?.account;
  if (account?.type !== 'business') throw new StandinError(401, T.notOrganiser);
  return account.id;
}

/** The business's campaigns whose event still exists, in event-date order. */
export function campaignsOf(data: StandinData, businessId: number | null): CampaignRecord[] {
  const events = eventsOf(data, businessId);
  return data.campaigns
    .filter((c) => events.some((e) => e.id === c.eventId))
    .sort((a, b) => {
      const ea = events.find((e) => e.id === a.eventId);
      const eb = events.find((e) => e.id === b.eventId);
      return (ea?.day ?? '').localeCompare(eb?.day ?? '') || a.id - b.id;
    });
}

/** Days left in the campaign's period, or the legacy's '---' once it is over. */
function daysRemaining(campaign: CampaignRecord, today: string): string {
  if (campaign.endDay < today) return CAMPAIGN_ENDED_MARKER;
  return String(Math.round((Date.parse(campaign.endDay) - Date.parse(today)) / DAY_MS));
}

/** A row of CAMPAIGNS. */
export function campaignRow(data: StandinData, campaign: CampaignRecord, today: string) {
  const event = data.events.find((e) => e.id === campaign.eventId) as EventRecord;
  const buyers = new Set(
    data.purchases
      .filter((p) => p.eventId === event.id && p.status === 'paid')
      .map((p) => p.buyer.email.toLowerCase()),
  );
  const admissions = data.purchases
    .filter((p) => p.eventId === event.id && p.status === 'paid')
    .reduce((sum, p) => sum + p.quantity, 0);
  const views = data.impressions.filter((i) => i.eventId === event.id);
  return {
    campaignid: String(campaign.id),
    eventid: String(event.id),
    businessid: String(event.businessId),
    campaignname: campaign.name,
    eventname: event.name,
    campaignstatus: event.campaignStatus,
    activation: event.campaignStatus === 'running' ? '1' : '0',
    daysRemaining: daysRemaining(campaign, today),
    getPeriod: `${campaign.startDay} to ${campaign.endDay}`,
    keywords: campaign.keywords,
    budget: centsToLegacyRand(event.budgetCents),
    balance: centsToLegacyRand(event.balanceCents),
    feesDeductedDigital: centsToLegacyRand(campaign.serviceFeesCents),
    feesDeductedPhysical: centsToLegacyRand(campaign.printCostsCents),
    transferred: campaign.transferredCents === null ? '0' : '1',
    markedtransfer: campaign.markedTransfer ? '1' : '0',
    selected: campaign.selected ? '1' : '0',
    buyers: String(buyers.size),
    admission: String(admissions),
    eventClicks: String(event.clicks),
    unique_clicks: String(event.clicks),
    views: String(views.length),
    unique_visitors: String(new Set(views.map((v) => v.clientId)).size),
    eventday: event.day,
    event_day: event.day,
    finish_day: event.finishDay,
    enddate: event.finishDay,
    fromdate: campaign.startDay,
    todate: campaign.endDay,
    poster: event.poster,
    thumbnail: event.poster,
    theme: event.theme,
    venue: event.venue,
    ...(event.expected === undefined ? {} : { expected: String(event.expected) }),
    time: event.startTime,
    endtime: event.finishTime,
  };
}

/** CAMPAIGNS' rows for one business. */
export const campaignRows = (data: StandinData, businessId: number, today: string) =>
  campaignsOf(data, businessId).map((c) => campaignRow(data, c, today));

/**
 * Whether `event` may receive `source`'s leftover balance: one of the same organiser's events,
 * not the source's own, not deleted, cancelled or over. SEARCHEVENTS under a campaign answers
 * such events with indexid 0 and any other with its own id (the rule is "indexid below 1").
 */
export const isTransferTarget = (event: EventRecord, source: CampaignRecord, today: string): boolean =>
  event.businessId === source.businessId &&
  event.id !== source.eventId &&
  canReceiveTransfer(
    {
      budgetCents: event.budgetCents,
      status: event.deletedAt ? 'deleted' : event.state,
      lastDay: event.finishDay,
    },
    today,
  );

/** SEARCHEVENTS' indexid for an event, under the campaign the organiser is transferring from. */
export function transferIndexId(data: StandinData, campaignId: unknown, event: EventRecord, today: string) {
  const source = data.campaigns.find((c) => c.id === idParam(campaignId as string));
  return source && isTransferTarget(event, source, today) ? '0' : String(event.id);
}

/** Whether a paused campaign may run again: its event exists, is not cancelled and not over. */
const canRun = (event: EventRecord, today: string) =>
  event.budgetCents > 0 &&
  !event.deletedAt &&
  event.state !== 'cancelled' &&
  event.state !== 'postponed' &&
  event.finishDay >= today;

const ownCampaign = (ctx: HandlerContext, campaignId: number | string): CampaignRecord => {
  const business = sessionBusiness(ctx);
  const campaign = ctx.data.campaigns.find((c) => c.id === idParam(campaignId));
  if (!campaign) throw new StandinError(404, T.unknownCampaign);
  if (campaign.businessId !== business) throw new StandinError(403, T.notYours);
  return campaign;
};

export const campaignListHandlers: readonly RegisteredHandler[] = [
  handle(legacy.CAMPAIGNS, ({ businessid }, { data, now }) => {
    const rows = campaignRows(data, idParam(businessid) ?? -1, saDay(now()));
    return rows.length > 0 ? rows : { status: 'failed', message: 'No campaigns found' };
  }),

  handle(legacy.GETSELECTCAMPAIGNS, ({ businessid }, { data }) => {
    const selected = campaignsOf(data, idParam(businessid)).filter((c) => c.selected);
    const only = selected.length === 1 ? selected[0] : undefined;
    const event = only && data.events.find((e) => e.id === only.eventId);
    if (!only || !event) return { val: selected.length > 0 ? 1 : 0, selectedCount: String(selected.length) };
    return {
      val: 1,
      selectedCount: '1',
      eventid: String(event.id),
      eventname: event.name,
      campaignname: only.name,
      poster: event.poster,
      dates: `${event.day} to ${event.finishDay}`,
      theme: event.theme,
      venue: event.venue,
      ...(event.expected === undefined ? {} : { expectednum: String(event.expected) }),
      time: event.startTime,
      endtime: event.finishTime,
    };
  }),

  // val 1 when every campaign is ticked.
  handle(legacy.ALLSELECTCAMPAIGNS, ({ businessid }, { data }) => {
    const all = campaignsOf(data, idParam(businessid));
    return { val: all.length > 0 && all.every((c) => c.selected) ? 1 : 0 };
  }),

  // With eventid: toggles that row. Without: ticks all, or none when all were ticked.
  handle(legacy.UPDATESELECT, ({ businessid, eventid, accountid }, { data }) => {
    const business = idParam(accountid) ?? idParam(businessid);
    const all = campaignsOf(data, business);
    if (eventid !== undefined && eventid !== '') {
      const one = all.find((c) => c.eventId === idParam(eventid));
      if (one) one.selected = !one.selected;
    } else {
      const to = !(all.length > 0 && all.every((c) => c.selected));
      for (const c of all) c.selected = to;
    }
    return { val: 1, selectedCount: String(all.filter((c) => c.selected).length) };
  }),

  handle(legacy.UPDATEALLTRANSFER, ({ campaignid, businessid }, { data }) => {
    const campaign = data.campaigns.find((c) => c.id === idParam(campaignid));
    const event = campaign && data.events.find((e) => e.id === campaign.eventId);
    if (campaign && event && campaign.businessId === idParam(businessid)) {
      campaign.markedTransfer = event.balanceCents > 0 && campaign.transferredCents === null;
    }
    return {};
  }),

  handle(legacy.UPDATETRANSFERCHECK, ({ campaignid, businessid }, { data }) => {
    const campaign = data.campaigns.find((c) => c.id === idParam(campaignid));
    const event = campaign && data.events.find((e) => e.id === campaign.eventId);
    if (!campaign || !event) return { status: 'failed', message: T.unknownCampaign };
    if (campaign.businessId !== idParam(businessid)) return { status: 'failed', message: T.notYours };
    if (campaign.transferredCents !== null)
      return { status: 'failed', message: T.alreadyTransferred(campaign.transferredCents) };
    if (event.balanceCents <= 0) return { status: 'failed', message: T.zeroBalance };
    if (!campaign.markedTransfer) return { status: 'failed', message: T.notMarked };
    return { status: 'success' };
  }),

  // The amounts sent are not trusted: the whole balance held moves, through campaign-money.ts.
  handle(legacy.TRANSFERBALANCE, ({ campaignid, neweventid }, ctx) => {
    const campaign = ownCampaign(ctx, campaignid);
    const { data } = ctx;
    const from = data.events.find((e) => e.id === campaign.eventId);
    const to = data.events.find((e) => e.id === idParam(neweventid));
    if (!from) return { status: 'failed', message: T.unknownCampaign };
    if (campaign.transferredCents !== null)
      return { status: 'failed', message: T.alreadyTransferred(campaign.transferredCents) };
    if (from.balanceCents <= 0) return { status: 'failed', message: T.zeroBalance };
    if (!campaign.markedTransfer) return { status: 'failed', message: T.notMarked };
    if (!to || !isTransferTarget(to, campaign, saDay(ctx.now())))
      return { status: 'failed', message: T.targetRequired };
    const moved = transferBalance(data, from, to);
    if (moved <= 0) return { status: 'failed', message: T.zeroBalance };
    return { status: 'success', message: T.transferred(moved) };
  }),

  // Resumes the ticked campaigns when any is paused (those that can run), else pauses them all.
  handle(legacy.RESUMECAMPAIGNS, ({ businessid }, { data, now }) => {
    const today = saDay(now());
    const ticked = campaignsOf(data, idParam(businessid)).filter((c) => c.selected);
    const events = ticked
      .map((c) => data.events.find((e) => e.id === c.eventId))
      .filter((e): e is EventRecord => e !== undefined);
    const resume = events.some((e) => e.campaignStatus !== 'running');
    for (const event of events) {
      if (resume && canRun(event, today)) setCampaignRunning(event, true, saDateTime(now()));
      else if (!resume) setCampaignRunning(event, false, saDateTime(now()));
    }
    return {};
  }),

  // Page views of the event by device and browser (INSERTIMPRESSION logs them).
  handle(legacy.PLATFORMS, ({ businessid, eventid }, { data }) => {
    const event = data.events.find((e) => e.id === idParam(eventid));
    if (!event || event.businessId !== idParam(businessid) || !campaignOf(data, event.id))
      return { val: 0 as const };
    const counts = new Map<string, { device: string; useragent: string; platformCount: number }>();
    for (const view of data.impressions.filter((i) => i.eventId === event.id)) {
      const key = `${view.device}\u0000${view.browser}`;
      const entry = counts.get(key) ?? { device: view.device, useragent: view.browser, platformCount: 0 };
      entry.platformCount += 1;
      counts.set(key, entry);
    }
    const rows = [...counts.values()].map((c) => ({ ...c, platformCount: String(c.platformCount) }));
    return rows.length > 0 ? rows : { val: 0 as const };
  }),
];
