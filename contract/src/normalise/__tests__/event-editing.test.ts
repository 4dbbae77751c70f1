import { describe, expect, it } from 'vitest';
import { CHECKIFEVENTDELETED, EVENTTYPE } from '../../legacy/index.ts';
import { normaliseEventDeletionStatus, normaliseEventTypeAnswer } from '../event-editing.ts';

describe('the edit form’s small reads', () => {
  it('EVENTTYPE: an object or a one-row list; blank is none', () => {
    expect(normaliseEventTypeAnswer(EVENTTYPE.response.parse({ eventtype: 'music concert' }))).toBe(
      'music concert',
    );
    expect(normaliseEventTypeAnswer(EVENTTYPE.response.parse([{ eventtype: 'PS5' }]))).toBe('PS5');
    expect(normaliseEventTypeAnswer(EVENTTYPE.response.parse({ eventtype: ' ' }))).toBeNull();
    expect(normaliseEventTypeAnswer(EVENTTYPE.response.parse({}))).toBeNull();
  });

  it('CHECKIFEVENTDELETED: the deletion flag in any spelling, the day without its time', () => {
    const parse = (raw: unknown) => normaliseEventDeletionStatus(CHECKIFEVENTDELETED.response.parse(raw));
    expect(parse({ deletion: '1', event_day: '2026-03-01 00:00:00' })).toEqual({
      deleted: true,
      day: '2026-03-01',
    });
    expect(parse([{ deletion: 'yes', event_day: '0000-00-00' }])).toEqual({ deleted: true, day: null });
    expect(parse({ deletion: 0, event_day: '2026-05-01' })).toEqual({ deleted: false, day: '2026-05-01' });
    expect(parse({})).toEqual({ deleted: false, day: null });
  });
});
