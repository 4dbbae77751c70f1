import { formatRand } from '@tix/contract/domain/money';
import { truncateFor } from '@tix/contract/domain/truncation';
import { describe, expect, it } from 'vitest';
import { formatDay, isBeforeToday } from '../dates.ts';

describe('display helpers the screens use', () => {
  it('cuts home grid names at 13 characters', () => {
    expect(truncateFor('homeGrid', 'Soweto Jazz Picnic')).toBe('Soweto Jazz P');
    expect(truncateFor('homeGrid', 'Short')).toBe('Short');
  });

  it('shows rand with R, thousands separators and 2 decimals', () => {
    expect(formatRand(123456789)).toBe('R1 234 567.89');
    expect(formatRand(0)).toBe('R0.00');
  });

  it("judges 'ended' by South Africa's calendar and formats days", () => {
    // 23:30 UTC on 14 June is already 15 June in South Africa (UTC+2).
    const now = new Date(Date.UTC(2025, 5, 14, 23, 30));
    expect(isBeforeToday('2025-06-14', now)).toBe(true);
    expect(isBeforeToday('2025-06-15', now)).toBe(false);
    expect(formatDay('2025-06-15')).toMatch(/15 Jun 2025/);
  });
});
