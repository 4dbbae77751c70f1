import { formatRand } from '@tix/contract/domain/money';
import { truncateFor } from '@tix/contract/domain/truncation';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../dates.ts';

describe('display helpers the screens use', () => {
  it('cuts home grid names at 13 characters', () => {
    expect(truncateFor('homeGrid', 'Soweto Jazz Picnic')).toBe('Soweto Jazz P');
    expect(truncateFor('homeGrid', 'Short')).toBe('Short');
  });

  it('shows rand with R, thousands separators and 2 decimals', () => {
    expect(formatRand(123456789)).toBe('R1 234 567.89');
    expect(formatRand(0)).toBe('R0.00');
  });

  it('formats days', () => {
    expect(formatDay('2025-06-15')).toMatch(/15 Jun 2025/);
  });
});

describe('formatDay without Intl', () => {
  it("writes every day of 2025-2028 as en-ZA's Intl formatter does", () => {
    const intl = new Intl.DateTimeFormat('en-ZA', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      expect(formatDay(iso)).toBe(intl.format(new Date(y, m - 1, d)));
    }
  });

  it('reads the day as written, with a time after it or not, and leaves anything else alone', () => {
    expect(formatDay('2026-11-22')).toBe('Sun, 22 Nov 2026');
    expect(formatDay('2026-01-05 18:00:00')).toBe('Mon, 05 Jan 2026');
    expect(formatDay('2027-09-30')).toBe('Thu, 30 Sept 2027');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
