import type { CHECKIFEVENTDELETED, EVENTTYPE, LegacyRawOf } from '../legacy/index.ts';
import { isDeletedFlag } from './event-management.ts';
import { oneRow } from './shapes.ts';
import { day, text } from './values.ts';

// The two small reads the edit form needs beside the private details. Neither answer's shape is
// shown in the spec: an object or a one-row list, every field optional.

/** EVENTTYPE: the event type chosen at creation, or null. */
export const normaliseEventTypeAnswer = (raw: LegacyRawOf<typeof EVENTTYPE>): string | null =>
  text(oneRow(raw)?.eventtype);

/** CHECKIFEVENTDELETED: whether the event was deleted, and its day. */
export function normaliseEventDeletionStatus(raw: LegacyRawOf<typeof CHECKIFEVENTDELETED>): {
  deleted: boolean;
  day: string | null;
} {
  const row = oneRow(raw);
  return { deleted: isDeletedFlag(row?.deletion), day: day(row?.event_day) };
}
