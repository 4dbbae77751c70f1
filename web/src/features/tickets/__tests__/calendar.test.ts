import { describe, expect, it } from 'vitest';
import { calendarFile, southAfricanInstant } from '../calendar.ts';

// A buyer's ticket as an .ics file: South African times written as their UTC instants.

const event = {
  id: '7',
  name: 'Cape Town Sunset Sessions',
  day: '2026-12-13',
  finishDay: null,
  startTime: '18:00:00',
  finishTime: '23:00:00',
  venue: 'Green Point Park, Cape Town',
};

describe('the calendar file of a ticket', () => {
  it('turns a South African day and time into its UTC instant (UTC+2 all year)', () => {
    expect(southAfricanInstant('2026-12-13', '18:00').toISOString()).toBe('2026-12-13T16:00:00.000Z');
    expect(southAfricanInstant('2026-06-13', '00:30:00').toISOString()).toBe('2026-06-12T22:30:00.000Z');
  });

  it('holds the event, its times, venue, page and ticket number', async () => {
    const text = await calendarFile(event, 'https://tix.example/event/7/tickets', 'ABCDEFG');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Cape Town Sunset Sessions');
    expect(text).toMatch(/DTSTART:20261213T160000Z/);
    expect(text).toMatch(/DTEND:20261213T210000Z/);
    expect(text).toContain('LOCATION:Green Point Park\\, Cape Town');
    expect(text).toContain('URL:https://tix.example/event/7/tickets');
    expect(text).toContain('ABCDEFG');
  });

  it('makes an all-day event when the event has no time of day', async () => {
    const text = await calendarFile({ ...event, startTime: null, finishTime: null }, 'https://x/e', 'T1');
    expect(text).toMatch(/DTSTART;VALUE=DATE:20261213/);
    expect(text).toMatch(/DTEND;VALUE=DATE:20261214/);
  });

  // Each line of an .ics file is a property: a text that could start a line could add one
  // (an alarm, an attendee, a second event). Unfolded, no line may start from the legacy's text.
  const properties = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

  it.each([
    ['a bare carriage return', '\r'],
    ['a bare line feed', '\n'],
    ['CRLF', '\r\n'],
    ['a Unicode line separator', '\u2028'],
    ['a vertical tab and a form feed', '\u000b\u000c'],
  ])('keeps a name and venue carrying %s on their own line', async (_, br) => {
    const text = await calendarFile(
      {
        ...event,
        id: `7${br}X`,
        name: `Party${br}BEGIN:VALARM${br}TRIGGER:-PT1M`,
        venue: `Hall${br}ATTENDEE:mailto:evil@example.com`,
      },
      'https://tix.example/event/7/tickets',
      'ABCDEFG',
    );
    const lines = properties(text);
    expect(lines.filter((l) => l.startsWith('BEGIN:VALARM'))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('TRIGGER') || l.startsWith('ATTENDEE'))).toEqual([]);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toMatch(/^SUMMARY:Party/);
    // No control character survives anywhere but the CRLF line ends.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the point.
    expect(lines.join('').match(/[\u0000-\u001f\u007f\u2028\u2029]/)).toBeNull();
  });
});
