import { compareDays, type IsoDay } from './dates.ts';

// The event page's rules (spec part 2, sections 2, 4 and 8): where an event is in its lifecycle,
// which checklist step comes next, and the message that blocks an action out of order. One pure
// module for the web (which shows the messages), the BFF (which refuses) and the stand-in.

/** The organiser's checklist, in its enforced order. */
export const CHECKLIST_STEPS = ['tickets', 'poster', 'campaign', 'download'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

/** What the legacy tells about an event's checklist. */
export interface ChecklistFacts {
  ticketsLoaded: boolean;
  posterUploaded: boolean;
  campaignCreated: boolean;
  ticketsDownloaded: boolean;
}

export const EVENT_LIFECYCLE_STATES = [
  'scheduled',
  'concluded',
  'deleted',
  'postponed',
  'cancelled',
] as const;
export type EventLifecycleState = (typeof EVENT_LIFECYCLE_STATES)[number];

/** The spec's blocked-action messages (part 2, section 8), verbatim. */
export const EVENT_BLOCKED_MESSAGES = {
  loadTicketsFirst: 'You first have to load tickets before you can do anything',
  posterThenCampaign: 'Now that tickets are loaded, upload a poster and then create a campaign',
  campaignFirst: 'You have to create a campaign first',
  deleted: "This event has been deleted, it can't be edited",
  passed: "This event has already passed, it can't be edited",
} as const;

/** Refusals of a lifecycle change the spec implies but does not word (cancellation is final). */
export const EVENT_LIFECYCLE_REFUSALS = {
  cancelled: 'This event has been cancelled. Cancellation is final and cannot be reinstated.',
  /** Ours: postponing takes the event off sale (spec part 2: its actions are hidden). */
  postponed:
    'This event has been postponed: its campaign is paused and no tickets are sold until you set a new date.',
} as const;

/**
 * Why the campaign may not be paused or resumed, or null: as any lifecycle change, and never on a
 * postponed event, whose campaign postponing stopped (a postponed event does not sell).
 */
export function campaignToggleBlock(state: EventLifecycleState): string | null {
  if (state === 'postponed') return EVENT_LIFECYCLE_REFUSALS.postponed;
  return lifecycleChangeBlock(state);
}

/** The first step not yet done, or null when the checklist is complete. */
export function nextChecklistStep(facts: ChecklistFacts): ChecklistStep | null {
  if (!facts.ticketsLoaded) return 'tickets';
  if (!facts.posterUploaded) return 'poster';
  if (!facts.campaignCreated) return 'campaign';
  if (!facts.ticketsDownloaded) return 'download';
  return null;
}

/**
 * Why `step` cannot be started yet, or null when it can: each step waits for the ones before it.
 * Doing a step again (a second poster, more tickets) is never blocked by the checklist.
 */
export function checklistBlock(step: ChecklistStep, facts: ChecklistFacts): string | null {
  const index = CHECKLIST_STEPS.indexOf(step);
  if (index > 0 && !facts.ticketsLoaded) return EVENT_BLOCKED_MESSAGES.loadTicketsFirst;
  if (index > 1 && !facts.posterUploaded) return EVENT_BLOCKED_MESSAGES.posterThenCampaign;
  if (index > 2 && !facts.campaignCreated) return EVENT_BLOCKED_MESSAGES.campaignFirst;
  return null;
}

export interface LifecycleFacts {
  /** The event day, YYYY-MM-DD. */
  day: IsoDay;
  deleted: boolean;
  /** When the event was postponed or cancelled (any date-time text), null when it was not. */
  postponedAt: string | null;
  cancelledAt: string | null;
}

/**
 * Where the event is: cancelled (final) first, then deleted, postponed, concluded (its day is
 * before today), else scheduled.
 */
export function eventLifecycleState(facts: LifecycleFacts, today: IsoDay): EventLifecycleState {
  if (facts.cancelledAt) return 'cancelled';
  if (facts.deleted) return 'deleted';
  if (facts.postponedAt) return 'postponed';
  if (facts.day && compareDays(facts.day, today) < 0) return 'concluded';
  return 'scheduled';
}

/** Why the event cannot be edited at all (past or deleted), or null. */
export function editBlock(state: EventLifecycleState): string | null {
  if (state === 'deleted') return EVENT_BLOCKED_MESSAGES.deleted;
  if (state === 'concluded') return EVENT_BLOCKED_MESSAGES.passed;
  return null;
}

/**
 * Why a lifecycle change (postpone, cancel, delete, pausing or resuming the campaign) is refused,
 * or null: never on a deleted, past or cancelled event.
 */
export function lifecycleChangeBlock(state: EventLifecycleState): string | null {
  if (state === 'cancelled') return EVENT_LIFECYCLE_REFUSALS.cancelled;
  return editBlock(state);
}

/**
 * The checklist and its actions (with postpone, cancel and delete) are hidden on a cancelled,
 * postponed or deleted event: a reload of a deleted event's page shows only that it was deleted.
 */
export function hidesChecklistActions(state: EventLifecycleState): boolean {
  return state === 'cancelled' || state === 'postponed' || state === 'deleted';
}
