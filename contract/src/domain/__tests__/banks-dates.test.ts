import { describe, expect, it } from 'vitest';
import { BANK_OPTIONS, maskAccountNumber, universalBranchCode } from '../banks.ts';
import { daysBetween, isIsoDay, todayInSouthAfrica } from '../dates.ts';

describe('banks', () => {
  it('offers the 12 dropdown options ending with Other', () => {
    expect(BANK_OPTIONS).toHaveLength(12);
    expect(BANK_OPTIONS.at(-1)).toBe('Other');
  });

  it('fills in a universal branch code for known banks only', () => {
    expect(universalBranchCode('Capitec')).toBe('470010');
    expect(universalBranchCode('FNB')).toBe('250655');
    expect(universalBranchCode('Old Mutual')).toBe('462005');
    expect(universalBranchCode('Other')).toBeNull();
    expect(universalBranchCode('toString')).toBeNull();
  });

  it('masks all but the last 4 digits', () => {
    expect(maskAccountNumber('62001234567')).toBe('*******4567');
    expect(maskAccountNumber('123')).toBe('123');
  });
});

describe('days', () => {
  it('counts days across months and years', () => {
    expect(daysBetween('2025-06-15', '2025-06-23')).toBe(8);
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysBetween('2025-06-15', '2025-06-14')).toBe(-1);
  });

  it('checks real calendar days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-6-1')).toBe(false);
  });

  it("gives South Africa's date, two hours ahead of UTC", () => {
    expect(todayInSouthAfrica(new Date('2025-06-15T21:59:00Z'))).toBe('2025-06-15');
    expect(todayInSouthAfrica(new Date('2025-06-15T22:00:00Z'))).toBe('2025-06-16');
  });
});
