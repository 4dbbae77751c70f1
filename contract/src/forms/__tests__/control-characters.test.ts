import { describe, expect, it } from 'vitest';
import { createEventSchema, editEventSchema } from '../events.ts';
import { feedbackSchema } from '../feedback.ts';
import { CONTROL_CHARACTER_MESSAGES } from '../fields.ts';

// What a person types into a one-line field ends up as one line of a file (the buyer's .ics, a
// CSV cell, a printed ticket): a line break or another control character in it could start a
// line of its own. Multi-line fields keep their line breaks.

const event = {
  eventType: 'music concert',
  province: 'gauteng',
  eventName: 'Jazz on the Lawn',
  venue: 'Zoo Lake, Johannesburg',
  expectedAttendees: '200',
  startDate: '2026-12-12',
  endDate: '2026-12-12',
  startTime: '18:00',
  endTime: '22:00',
  description: 'An evening of jazz.\nBring a blanket.\r\nNo glass.',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

describe('single-line fields refuse control characters', () => {
  it('accepts a clean event with a description over several lines', () => {
    expect(createEventSchema.safeParse(event).success).toBe(true);
  });

  it.each([
    ['a bare carriage return', 'Jazz\rBEGIN:VALARM'],
    ['a line feed', 'Jazz\nBEGIN:VALARM'],
    ['a NUL', 'Jazz\u0000'],
    ['an escape', 'Jazz\u001b[2J'],
    ['a Unicode line separator', 'Jazz\u2028Lawn'],
  ])('an event name with %s gets the one-line message', (_, eventName) => {
    expect(messagesOf(createEventSchema.safeParse({ ...event, eventName }))).toEqual([
      `eventName: ${CONTROL_CHARACTER_MESSAGES.singleLine}`,
    ]);
    expect(messagesOf(editEventSchema.safeParse({ ...event, eventName }))).toEqual([
      `eventName: ${CONTROL_CHARACTER_MESSAGES.singleLine}`,
    ]);
  });

  it('a venue (another one-line field) with a carriage return is refused too', () => {
    expect(messagesOf(createEventSchema.safeParse({ ...event, venue: 'Hall\rATTENDEE:x' }))).toEqual([
      `venue: ${CONTROL_CHARACTER_MESSAGES.singleLine}`,
    ]);
  });

  it('a multi-line field keeps line breaks and tabs but refuses other control characters', () => {
    expect(feedbackSchema.safeParse({ feedback: 'Great\r\nsite\tthanks', context: 'other' }).success).toBe(
      true,
    );
    const bell = feedbackSchema.safeParse({ feedback: 'Great\u0007', context: 'other' });
    expect(messagesOf(bell)).toContain(`feedback: ${CONTROL_CHARACTER_MESSAGES.multiLine}`);
  });
});
