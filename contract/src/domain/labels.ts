// Analytics labels (spec part 2, sections 2, 4 and 9).

export const PERFORMANCE_LABELS = ['Poor', 'Average', 'Good', 'Excellent'] as const;
export type PerformanceLabel = (typeof PERFORMANCE_LABELS)[number];

/** Below 25 Poor, below 50 Average, below 75 Good, else Excellent. */
export function salesPerformanceLabel(percentSold: number): PerformanceLabel {
  if (percentSold < 25) return 'Poor';
  if (percentSold < 50) return 'Average';
  if (percentSold < 75) return 'Good';
  return 'Excellent';
}

/**
 * Share of capacity sold, in whole percent, rounded down: the shown figure never reaches a
 * label's bound (or 100%) that the sales have not, so 24.99% reads 24% and Poor, and 199 of
 * 200 reads 99%, not sold out. No capacity means nothing to sell, which reads as 0% rather
 * than a division by zero; more sold than loaded reads as 100%.
 */
export function percentSold(sold: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.min(100, Math.floor((Math.max(0, sold) * 100) / capacity));
}

export const DAILY_TRENDS = ['no-sales', 'up', 'down'] as const;
export type DailyTrend = (typeof DAILY_TRENDS)[number];

/**
 * Sales movement from yesterday to today. The spec names three states; a day equal to the
 * one before (and not both zero) counts as up, since sales did not fall.
 */
export function dailyTrend(yesterday: number, today: number): DailyTrend {
  if (yesterday <= 0 && today <= 0) return 'no-sales';
  return today >= yesterday ? 'up' : 'down';
}
