import { describe, expect, it } from 'vitest';
import { relativeDate, relativeDates, templateFor } from '../relative-dates.ts';

describe('recorded dates become relative to the day of replay', () => {
  it('turns every calendar date of a JSON answer into a template by its offset from the recording day', () => {
    const body = JSON.stringify([
      { eventDate: '2026-12-05', created_at: '2026-11-20 15:42', name: 'Jazz 2026' },
    ]);
    const out = relativeDates(body, '2026-11-23');
    expect(out.templated).toBe(true);
    expect(JSON.parse(out.body)).toEqual([
      { eventDate: templateFor(12), created_at: `${templateFor(-3)} 15:42`, name: 'Jazz 2026' },
    ]);
  });

  it('templates dates inside text answers and messages, and leaves other numbers alone', () => {
    expect(relativeDate('<text>2026-11-24 · 18:00</text>', '2026-11-23')).toBe(
      `<text>${templateFor(1)} · 18:00</text>`,
    );
    expect(relativeDate('ref 12026-11-240', '2026-11-23')).toBeNull();
    expect(relativeDate('2026-13-40', '2026-11-23')).toBeNull();
  });

  it('leaves an answer without dates as it was, untemplated', () => {
    expect(relativeDates('{"val":0}', '2026-11-23')).toEqual({ body: '{"val":0}', templated: false });
  });

  it('writes WireMock’s now helper in South African time', () => {
    expect(templateFor(-2)).toBe(
      "{{now offset='-2 days' timezone='Africa/Johannesburg' format='yyyy-MM-dd'}}",
    );
  });
});

describe('split dates and written days', () => {
  it('templates a date split into year, month and day fields', () => {
    const body = JSON.stringify([
      { eventdate: '03', eventmonth: 'Jan', eventyear: '2027', venue: 'Sandton' },
    ]);
    const out = relativeDates(body, '2026-11-23');
    expect(out.templated).toBe(true);
    expect(JSON.parse(out.body)).toEqual([
      {
        eventdate: templateFor(41, 'dd'),
        eventmonth: templateFor(41, 'MMM'),
        eventyear: templateFor(41, 'yyyy'),
        venue: 'Sandton',
      },
    ]);
  });

  it('templates a day written in a text answer or a message', () => {
    expect(relativeDate('<text>Sat, 05 Sept 2026 · 18:00</text>', '2026-09-01')).toBe(
      `<text>${templateFor(4, 'EEE, dd MMM yyyy')} · 18:00</text>`,
    );
    expect(relativeDate('on 5 Dec 2026.', '2026-12-01')).toBe(`on ${templateFor(4, 'd MMM yyyy')}.`);
    expect(relativeDate('Room 12 Jan', '2026-12-01')).toBeNull();
  });
});
