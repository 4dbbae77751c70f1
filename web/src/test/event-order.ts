import { todayInSouthAfrica } from '@tix/contract/domain/dates';
import { upcomingFirst } from '@tix/contract/domain/event-order';

/** Event names in the order buyers see them: what is on soonest first, then past events. */
export function namesInBrowseOrder(
  events: readonly { name: string; day: string; finishDay: string | null }[],
) {
  const { upcoming, past } = upcomingFirst(events, todayInSouthAfrica());
  return [...upcoming, ...past].map((e) => e.name);
}
