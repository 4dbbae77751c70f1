import { describe, expect, it } from 'vitest';
import { formatDay, isBeforeToday, todayIso } from '../dates.ts';
import { formatRand } from '../money.ts';
import { CUT, truncate } from '../truncate.ts';

describe('local helpers (until contract/src/domain has them)', () => {
  it('truncate cuts at the limit and marks it', () => {
    expect(truncate('Soweto Jazz Picnic', CUT.homeCard)).toBe('Soweto Jazz P…');
    expect(truncate('Short', CUT.homeCard)).toBe('Short');
    expect(truncate('1234567890123', 13)).toBe('1234567890123');
  });

  it('formatRand: R, en-ZA thousands separator, 2 decimals', () => {
    expect(formatRand(123456789).replace(/\s/g, ' ')).toBe('R 1 234 567,89');
    expect(formatRand(0).replace(/\s/g, ' ')).toBe('R 0,00');
  });

  it('dates: before today, formatting', () => {
    const now = new Date(2025, 5, 15, 23, 30);
    expect(todayIso(now)).toBe('2025-06-15');
    expect(isBeforeToday('2025-06-14', now)).toBe(true);
    expect(isBeforeToday('2025-06-15', now)).toBe(false);
    expect(formatDay('2025-06-15')).toMatch(/15 Jun 2025/);
  });
});
