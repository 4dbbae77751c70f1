import { legacy, normaliseEventLifecycle } from '@tix/contract';
import { lifecycleChangeBlock } from '@tix/contract/domain/event-checklist';
import type { EventLifecycle } from '@tix/contract/model/event-management';
import { HttpProblem, notFound, problem } from '../lib/problem.ts';
import { todayInSouthAfrica } from '../lib/today.ts';
import type { LegacyPort } from '../plugins/legacy.ts';

// The rules of /editevent the BFF enforces whatever the client shows: no lifecycle change on a
// deleted, cancelled or past event.

const NO_EVENT = 'This event does not exist.';

/** The event's day and where it is in its lifecycle, from the legacy. */
export async function eventLifecycle(port: LegacyPort, eventId: string): Promise<EventLifecycle> {
  const [detail, deletion] = await Promise.all([
    port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }),
    port.legacy(legacy.CHECKIFEVENTDELETED, { eventid: eventId }),
  ]);
  if (legacy.isEmptyVal(detail)) throw notFound(NO_EVENT);
  return normaliseEventLifecycle(deletion, detail.eventDate, todayInSouthAfrica());
}

/** Refuses (409, with the rule's message) a lifecycle change the event's state does not allow. */
export async function assertChangeable(port: LegacyPort, eventId: string): Promise<EventLifecycle> {
  const lifecycle = await eventLifecycle(port, eventId);
  const refusal = lifecycleChangeBlock(lifecycle.state);
  if (refusal) throw new HttpProblem(problem(409, 'Not allowed for this event', refusal));
  return lifecycle;
}
