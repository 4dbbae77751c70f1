import type { IsoDay } from './dates.ts';

// Whether an organiser's event may still be edited (spec part 2, sections 4 and 8): past or
// deleted events cannot be, and the refund setting locks at the first ticket sale.

export const EVENT_EDIT_MESSAGES = {
  passed: "This event has already passed, it can't be edited",
  deleted: "This event has been deleted, it can't be edited",
  /** Not in the spec, ours. */
  refundsLocked: 'The refund setting is locked: it cannot change once tickets have been sold.',
} as const;

export const NOT_EDITABLE_REASONS = ['passed', 'deleted'] as const;
export type NotEditableReason = (typeof NOT_EDITABLE_REASONS)[number];

/** Why the event cannot be edited, deletion first; null when it can. */
export function notEditableReason(
  event: { deleted: boolean; day: IsoDay | null },
  today: IsoDay,
): NotEditableReason | null {
  if (event.deleted) return 'deleted';
  if (event.day !== null && event.day < today) return 'passed';
  return null;
}
