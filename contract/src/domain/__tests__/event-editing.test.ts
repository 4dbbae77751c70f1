import { describe, expect, it } from 'vitest';
import { EVENT_EDIT_MESSAGES, notEditableReason } from '../event-editing.ts';

describe('whether an event may be edited', () => {
  const today = '2026-03-02';
  it('is refused for a deleted event first, then for one whose day is before today', () => {
    expect(notEditableReason({ deleted: true, day: '2026-01-01' }, today)).toBe('deleted');
    expect(notEditableReason({ deleted: false, day: '2026-03-01' }, today)).toBe('passed');
  });

  it('is allowed today, later, or when the day is unknown', () => {
    expect(notEditableReason({ deleted: false, day: today }, today)).toBeNull();
    expect(notEditableReason({ deleted: false, day: '2026-04-01' }, today)).toBeNull();
    expect(notEditableReason({ deleted: false, day: null }, today)).toBeNull();
  });

  it('uses the spec’s words', () => {
    expect(EVENT_EDIT_MESSAGES.passed).toBe("This event has already passed, it can't be edited");
    expect(EVENT_EDIT_MESSAGES.deleted).toBe("This event has been deleted, it can't be edited");
  });
});
