import { describe, expect, it } from 'vitest';
import { lastChars, TRUNCATION, truncate, truncateFor } from '../truncation.ts';

describe('truncate', () => {
  it('cuts without an ellipsis by default', () => {
    expect(truncate('Durban July Fashion Show', 13)).toBe('Durban July F');
    expect(truncate('Short', 13)).toBe('Short');
  });

  it('adds an ellipsis only when asked and only when something was cut', () => {
    expect(truncate('Summer Campaign For The Big Show', 25, true)).toBe('Summer Campaign For The B...');
    expect(truncate('Exactly twenty-five chars', 25, true)).toBe('Exactly twenty-five chars');
  });

  it('never splits an emoji', () => {
    expect(truncate('🎉🎉🎉', 2)).toBe('🎉🎉');
  });
});

describe('named lengths', () => {
  it('uses the spec lengths', () => {
    expect(TRUNCATION.homeGrid.max).toBe(13);
    expect(TRUNCATION.search.max).toBe(27);
    expect(TRUNCATION.host.max).toBe(30);
    expect(TRUNCATION.headerAccountName.max).toBe(20);
    expect(TRUNCATION.dashboard.max).toBe(17);
    expect(TRUNCATION.sidebar.max).toBe(19);
    expect(TRUNCATION.modelList.max).toBe(25);
  });

  it('gives campaign names their ellipsis and home grid names none', () => {
    expect(truncateFor('campaignName', 'A'.repeat(30))).toBe(`${'A'.repeat(25)}...`);
    expect(truncateFor('homeGrid', 'B'.repeat(30))).toBe('B'.repeat(13));
  });

  it('shows the last 6 characters of a transaction id', () => {
    expect(lastChars('TXN-2025-00123456', 6)).toBe('123456');
    expect(lastChars('abc', 6)).toBe('abc');
  });
});
