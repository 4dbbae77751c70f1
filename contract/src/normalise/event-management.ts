import type { CampaignStatus } from '../domain/campaign.ts';
import { eventLifecycleState, nextChecklistStep } from '../domain/event-checklist.ts';
import type {
  AnswerOf,
  CHECKCAMPAIGN,
  CHECKIFEVENTDELETED,
  CHECKTICKETS,
  EVENTSALESDATA,
  FETCH_EVENT_DETAILS,
  GET_CAMPAIGN_STATUS,
  LegacyRawOf,
  REPRINTABLETICKETS,
} from '../legacy/index.ts';
import type { Event } from '../model/event.ts';
import type { EventLifecycle, EventOverview } from '../model/event-management.ts';
import { normaliseEventDetail } from './browse.ts';
import { normaliseCampaignCheck } from './campaigns.ts';
import { normaliseLoadedTicketCount, normaliseTicketHolderCount } from './organiser-events.ts';
import { normaliseDownloadableCount } from './printing.ts';
import { oneRow, word } from './shapes.ts';
import { day, flag, text } from './values.ts';

// The organiser's event page (/editevent): its reads gathered into one overview.

type RawDetail = AnswerOf<typeof FETCH_EVENT_DETAILS>;

/** The legacy's answers /editevent reads, one per operation. */
export interface RawEventOverview {
  detail: RawDetail;
  deletion: LegacyRawOf<typeof CHECKIFEVENTDELETED>;
  tickets: LegacyRawOf<typeof CHECKTICKETS>;
  campaignStatus: LegacyRawOf<typeof GET_CAMPAIGN_STATUS>;
  campaign: LegacyRawOf<typeof CHECKCAMPAIGN>;
  reprintable: LegacyRawOf<typeof REPRINTABLETICKETS>;
  sales: LegacyRawOf<typeof EVENTSALESDATA>;
}

/** 'deletion' is a flag ('1', 'yes', true) or the word 'deleted'. */
export const isDeletedFlag = (value: unknown): boolean => flag(value) || word(value) === 'deleted';

/** CHECKIFEVENTDELETED with the event's day: where the event is in its lifecycle, and since when. */
export function normaliseEventLifecycle(
  raw: LegacyRawOf<typeof CHECKIFEVENTDELETED>,
  eventDay: string,
  today: string,
): EventLifecycle {
  const row = oneRow(raw) ?? {};
  const postponedAt = day(row.postponed_at);
  const cancelledAt = day(row.cancelled_at);
  const deleted = isDeletedFlag(row.deletion);
  const state = eventLifecycleState(
    { day: day(row.event_day) ?? eventDay, deleted, postponedAt, cancelledAt },
    today,
  );
  const changedOn =
    state === 'cancelled'
      ? cancelledAt
      : state === 'postponed'
        ? postponedAt
        : state === 'deleted'
          ? day(row.updated_at)
          : null;
  return { state, changedOn };
}

/** GET-CAMPAIGN-STATUS under any of its spellings: running, or stopped. */
export function normaliseCampaignRunState(raw: LegacyRawOf<typeof GET_CAMPAIGN_STATUS>): CampaignStatus {
  const row = oneRow(raw) ?? {};
  const status = word(row.campaign_status, row.campaignstatus, row.campaignStatus, row.status);
  return status === 'running' ? 'running' : 'stopped';
}

/** Everything /editevent shows, from its reads; `today` is South Africa's day. */
export function normaliseEventOverview(raw: RawEventOverview, eventId: string, today: string): EventOverview {
  const event: Event = normaliseEventDetail(raw.detail, eventId);
  const check = normaliseCampaignCheck(raw.campaign, eventId);
  const ticketTypesLoaded = normaliseLoadedTicketCount(raw.tickets);
  const ticketsDownloaded = normaliseDownloadableCount(raw.reprintable);
  const facts = {
    ticketsLoaded: ticketTypesLoaded > 0,
    posterUploaded: check.thumbnailUrl !== null || check.imageUrl !== null || event.posterUrl !== null,
    campaignCreated: check.exists,
    ticketsDownloaded: ticketsDownloaded > 0,
  };
  return {
    event,
    lifecycle: normaliseEventLifecycle(raw.deletion, event.day, today),
    checklist: {
      ticketTypesLoaded,
      posterUploaded: facts.posterUploaded,
      campaignCreated: facts.campaignCreated,
      campaignStatus: normaliseCampaignRunState(raw.campaignStatus),
      ticketsDownloaded,
      next: nextChecklistStep(facts),
    },
    ticketHolders: normaliseTicketHolderCount(raw.sales),
  };
}

/** DELETEEVENT's "server message", as a status object or the bare text. */
export function normaliseDeletionMessage(raw: unknown, fallback: string): string {
  if (typeof raw === 'string') return raw.trim() || fallback;
  if (raw && typeof raw === 'object') return text((raw as { message?: unknown }).message) ?? fallback;
  return fallback;
}
