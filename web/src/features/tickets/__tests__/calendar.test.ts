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
});
