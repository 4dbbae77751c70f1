import {
  type EventOverviewAnswer,
  type EventOverviewPart,
  legacy,
  normaliseEventLifecycle,
  normaliseEventOverview,
} from '@tix/contract';
import { lifecycleChangeBlock } from '@tix/contract/domain/event-checklist';
import type { EventLifecycle } from '@tix/contract/model/event-management';
import { HttpProblem, problem } from '../lib/problem.ts';
import { todayInSouthAfrica } from '../lib/today.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { Parts, type PartsPort, rowsOrAnswer } from './partial-reads.ts';

// The rules of /editevent the BFF enforces whatever the client shows: no lifecycle change on a
// deleted, cancelled or past event.

/** The event's day and where it is in its lifecycle, from the legacy. */
export async function eventLifecycle(port: LegacyPort, eventId: string): Promise<EventLifecycle> {
  const [detail, deletion] = await Promise.all([
    port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }),
    port.legacy(legacy.CHECKIFEVENTDELETED, { eventid: eventId }),
  ]);
  return normaliseEventLifecycle(deletion, detail.eventDate, todayInSouthAfrica());
}

/** Refuses (409, with the rule's message) a lifecycle change the event's state does not allow. */
export async function assertChangeable(port: LegacyPort, eventId: string): Promise<EventLifecycle> {
  const lifecycle = await eventLifecycle(port, eventId);
  const refusal = lifecycleChangeBlock(lifecycle.state);
  if (refusal) throw new HttpProblem(problem(409, 'Not allowed for this event', refusal));
  return lifecycle;
}

/**
 * Everything /editevent shows. The event and its lifecycle are the page (their failure fails it);
 * the checklist's four reads and the ticket holders are parts that may be missing.
 */
export async function readEventOverview(port: PartsPort, eventid: string): Promise<EventOverviewAnswer> {
  const parts = new Parts<EventOverviewPart>(port.log);
  const [detail, deletion, tickets, campaignStatus, campaign, reprintable, sales] = await Promise.all([
    port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid }),
    port.legacy(legacy.CHECKIFEVENTDELETED, { eventid }),
    parts.read('checklist', legacy.CHECKTICKETS, port.legacy(legacy.CHECKTICKETS, { eventid })),
    parts.read('checklist', legacy.GET_CAMPAIGN_STATUS, port.legacy(legacy.GET_CAMPAIGN_STATUS, { eventid })),
    parts.read('checklist', legacy.CHECKCAMPAIGN, port.legacy(legacy.CHECKCAMPAIGN, { eventid })),
    parts.read('checklist', legacy.REPRINTABLETICKETS, port.legacy(legacy.REPRINTABLETICKETS, { eventid }), {
      usable: rowsOrAnswer,
    }),
    parts.read('ticketHolders', legacy.EVENTSALESDATA, port.legacy(legacy.EVENTSALESDATA, { eventid })),
  ]);
  // One assembly of the page (the contract's normaliser). A missing part's answer is replaced by
  // a neutral one only to run it; what that yields is dropped below, never shown as a zero.
  const overview = normaliseEventOverview(
    {
      detail,
      deletion,
      tickets: tickets ?? { tickets: null },
      campaignStatus: campaignStatus ?? {},
      campaign: campaign ?? {},
      reprintable: reprintable ?? {},
      sales: sales ?? { numberOfcustomers: 0 },
    },
    eventid,
    todayInSouthAfrica(),
  );
  return {
    event: overview.event,
    lifecycle: overview.lifecycle,
    ...(parts.has('checklist') ? {} : { checklist: overview.checklist }),
    ...(parts.has('ticketHolders') ? {} : { ticketHolders: overview.ticketHolders }),
    ...parts.marker(),
  };
}
