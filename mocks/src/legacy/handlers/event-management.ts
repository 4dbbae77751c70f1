import { EVENT_LIFECYCLE_REFUSALS } from '@tix/contract/domain/event-checklist';
import * as legacy from '@tix/contract/legacy/index';
import { saDateTime, saDay } from '../clock.ts';
import { type EventRecord, type StandinData, setCampaignRunning } from '../model.ts';
import { printedOf } from '../printing/issue.ts';
import { type HandlerContext, handle, type RegisteredHandler, StandinError } from './define.ts';
import { idParam } from './rows.ts';

// The organiser's event page (/editevent): its checklist reads, pausing and resuming the
// campaign, postponing or cancelling (every ticket holder is emailed) and deleting (a soft
// delete: the record stays, so its page can say it was deleted).

export const EVENT_MANAGEMENT_TEXT = {
  notOrganiser: 'Log in as an organiser to manage your events.',
  unknownEvent: 'This event does not exist.',
  notYours: 'This event belongs to another organiser.',
  deleted: 'Event deleted successfully',
  alreadyDeleted: 'This event has already been deleted.',
  passed: 'This event has already passed and cannot be deleted.',
  noCampaign: 'This event has no campaign yet.',
  paused: 'Campaign paused',
  resumed: 'Campaign resumed',
  postponed: 'The event has been postponed and ticket holders notified.',
  cancelled: 'The event has been cancelled and ticket holders notified.',
} as const;
const T = EVENT_MANAGEMENT_TEXT;

const find = (data: StandinData, eventId: number | string): EventRecord | undefined => {
  const id = idParam(eventId);
  return data.events.find((e) => e.id === id);
};

/** Distinct ticket holders of an event: the buyers of its paid purchases, by email. */
export function ticketHolders(data: StandinData, eventId: number): { email: string; name: string }[] {
  const holders = new Map<string, { email: string; name: string }>();
  for (const p of data.purchases) {
    if (p.eventId !== eventId || p.status !== 'paid') continue;
    const key = p.buyer.email.trim().toLowerCase();
    if (!holders.has(key)) holders.set(key, { email: p.buyer.email, name: p.buyer.firstName });
  }
  return [...holders.values()];
}

/** CHECKIFEVENTDELETED's row ('1' in `deletion` once deleted; `updated_at` is when). */
export const deletionRow = (event: EventRecord) => ({
  deletion: event.deletedAt ? '1' : '0',
  event_day: event.day,
  postponed_at: event.postponedAt ?? '',
  cancelled_at: event.cancelledAt ?? '',
  updated_at: event.deletedAt ?? '',
});

/** CHECKCAMPAIGN's answer: a campaign exists once it was funded. */
export const campaignCheckRow = (event: EventRecord) => ({
  thumbnail: event.poster,
  checkcampaign: event.budgetCents > 0 ? 'true' : 'false',
  image: event.poster,
  businessid: String(event.businessId),
  eventid: String(event.id),
});

export const loadedTicketTypes = (data: StandinData, eventId: number) =>
  data.ticketTypes.filter((t) => t.eventId === eventId).length;

function sessionBusiness(ctx: HandlerContext): number {
  const account = ctx.session?.account;
  if (account?.type !== 'business') throw new StandinError(401, T.notOrganiser);
  return account.id;
}

export const eventManagementHandlers: readonly RegisteredHandler[] = [
  handle(legacy.CHECKIFEVENTDELETED, ({ eventid }, { data }) => {
    const event = find(data, eventid);
    return event ? deletionRow(event) : {};
  }),

  handle(legacy.CHECKTICKETS, ({ eventid }, { data }) => {
    const event = find(data, eventid);
    return { tickets: event ? loadedTicketTypes(data, event.id) : 0 };
  }),

  handle(legacy.EVENTSALESDATA, ({ eventid }, { data }) => {
    const event = find(data, eventid);
    return { numberOfcustomers: event ? ticketHolders(data, event.id).length : 0 };
  }),

  handle(legacy.GET_CAMPAIGN_STATUS, ({ eventid }, { data }) => {
    const event = find(data, eventid);
    return event ? { campaign_status: event.campaignStatus } : {};
  }),

  handle(legacy.CHECKCAMPAIGN, ({ eventid }, { data }) => {
    const event = find(data, eventid);
    return event ? campaignCheckRow(event) : { checkcampaign: 'false' };
  }),

  // Tickets downloaded from the print page may be printed again (handlers/printing.ts).
  handle(legacy.REPRINTABLETICKETS, ({ eventid }, { data }) => ({
    ticketCount: printedOf(data, idParam(eventid) ?? 0, 'downloaded').length,
  })),

  handle(legacy.RESUMECAMPAIGN, ({ eventid, businessid }, { data, now }) => {
    const event = find(data, eventid);
    if (!event) return { status: 'failed', message: T.unknownEvent };
    if (event.businessId !== idParam(businessid)) return { status: 'failed', message: T.notYours };
    if (event.budgetCents <= 0) return { status: 'failed', message: T.noCampaign };
    if (event.state === 'postponed' && event.campaignStatus !== 'running')
      return { status: 'failed', message: EVENT_LIFECYCLE_REFUSALS.postponed };
    // Pause hides the event from the public; Resume shows it again (spec part 2, section 4).
    setCampaignRunning(event, event.campaignStatus !== 'running', saDateTime(now()));
    return event.campaignStatus === 'stop'
      ? { status: 'stop', message: T.paused }
      : { status: 'success', message: T.resumed };
  }),

  handle(legacy.POSTPONE, ({ businessid, eventid, type, message, reason }, { data, outbox, now }) => {
    const event = find(data, eventid);
    if (!event) return { status: 'failed', message: T.unknownEvent };
    if (event.businessId !== idParam(businessid)) return { status: 'failed', message: T.notYours };
    if (event.state === 'cancelled') return { status: 'failed', message: EVENT_LIFECYCLE_REFUSALS.cancelled };
    const at = saDateTime(now());
    if (type === 'cancel') {
      event.state = 'cancelled';
      event.cancelledAt = at;
      event.campaignStatus = 'stop';
    } else {
      event.state = 'postponed';
      event.postponedAt = at;
      // Off sale until it has a new date: its campaign stops (contract's campaignToggleBlock).
      event.campaignStatus = 'stop';
    }
    const word = type === 'cancel' ? 'cancelled' : 'postponed';
    for (const holder of ticketHolders(data, event.id)) {
      outbox.send({
        channel: 'email',
        to: holder.email,
        subject: `${event.name} has been ${word}`,
        body: `Hi ${holder.name}, ${event.name} (${event.day}) has been ${word}. Reason: ${reason}. Message from the organiser: ${message}`,
      });
    }
    return { status: 'success', message: type === 'cancel' ? T.cancelled : T.postponed };
  }),

  handle(legacy.DELETEEVENT, ({ eventid }, ctx) => {
    const business = sessionBusiness(ctx);
    const event = find(ctx.data, eventid);
    if (!event) return { status: 'failed', message: T.unknownEvent };
    if (event.businessId !== business) return { status: 'failed', message: T.notYours };
    if (event.deletedAt) return { status: 'failed', message: T.alreadyDeleted };
    if (event.day < saDay(ctx.now())) return { status: 'failed', message: T.passed };
    event.deletedAt = saDateTime(ctx.now());
    event.campaignStatus = 'stop';
    return { status: 'success', message: T.deleted };
  }),
];
