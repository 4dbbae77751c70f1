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
