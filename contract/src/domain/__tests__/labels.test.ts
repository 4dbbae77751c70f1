import { describe, expect, it } from 'vitest';
import { dailyTrend, percentSold, salesPerformanceLabel } from '../labels.ts';

describe('sales performance', () => {
  it.each([
    [0, 'Poor'],
    [24.9, 'Poor'],
    [24.99, 'Poor'],
    [25, 'Average'],
    [49, 'Average'],
    [49.99, 'Average'],
    [50, 'Good'],
    [74, 'Good'],
    [74.99, 'Good'],
    [75, 'Excellent'],
    [100, 'Excellent'],
  ])('labels %d%% %s', (percent, label) => {
    expect(salesPerformanceLabel(percent)).toBe(label);
  });

  it('computes whole percentages, rounded down, and survives no capacity', () => {
    expect(percentSold(1, 3)).toBe(33);
    expect(percentSold(1, 8)).toBe(12); // 12.5 rounds down
    expect(percentSold(2499, 10_000)).toBe(24); // 24.99%: still Poor, as shown
    expect(salesPerformanceLabel(percentSold(2499, 10_000))).toBe('Poor');
    expect(percentSold(199, 200)).toBe(99); // not shown as sold out
    expect(percentSold(5, 0)).toBe(0);
    expect(percentSold(12, 10)).toBe(100);
  });
});

describe('daily trend', () => {
  it('has three states', () => {
    expect(dailyTrend(0, 0)).toBe('no-sales');
    expect(dailyTrend(2, 5)).toBe('up');
    expect(dailyTrend(5, 2)).toBe('down');
    expect(dailyTrend(3, 3)).toBe('up');
  });
});
