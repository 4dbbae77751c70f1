import type { EventAnalytics, SalesFigures } from '../model/analytics.ts';
import type { TicketTier } from '../model/event.ts';
import { dailyTrend, percentSold, salesPerformanceLabel } from './labels.ts';

// The organiser's analytics (spec part 2, sections 2, 3 and 4): the legacy's figures read
// together. The spec names the calls, not which answers which, so a figure may come from none: it
// stays unknown (null), and so does whatever is worked out from it (a percentage, a label, a sum,
// the trend). A total the legacy did not send is the sum of the tiers' when every tier is known.

/** The charts' and the table's order. */
export const ANALYTICS_TIERS = ['vvip', 'vip', 'general'] as const satisfies readonly TicketTier[];

type Figure = number | null;

const progress = (revenueCents: Figure, sold: Figure, capacity: Figure) => {
  const percent = sold === null || capacity === null ? null : percentSold(sold, capacity);
  return {
    revenueCents,
    sold,
    capacity,
    percent,
    label: percent === null ? null : salesPerformanceLabel(percent),
  };
};

/** The sum of known figures; unknown when any is. */
const sumOf = (figures: readonly Figure[]): Figure =>
  figures.reduce<Figure>((sum, f) => (sum === null || f === null ? null : sum + f), 0);

/** Per tier and overall sales with their percentages and labels, and yesterday against today. */
export function summariseSales(figures: SalesFigures): Omit<EventAnalytics, 'event'> {
  const tiers = ANALYTICS_TIERS.map((tier) => ({
    tier,
    ...progress(figures.revenueCents[tier], figures.ticketsSold[tier], figures.capacity[tier]),
  }));
  const sold = figures.sold ?? figures.sales.overall ?? sumOf(tiers.map((t) => t.sold));
  const capacity = sumOf(tiers.map((t) => t.capacity));
  const yesterday = { sold: figures.sales.yesterday, incomeCents: figures.incomeCents.yesterday };
  const today = { sold: figures.sales.today, incomeCents: figures.incomeCents.today };
  const available =
    figures.available ?? (capacity === null || sold === null ? null : Math.max(0, capacity - sold));
  return {
    tiers,
    overall: {
      ...progress(figures.incomeCents.overall ?? sumOf(tiers.map((t) => t.revenueCents)), sold, capacity),
      available,
    },
    movement: {
      yesterday,
      today,
      trend: yesterday.sold === null || today.sold === null ? null : dailyTrend(yesterday.sold, today.sold),
    },
  };
}
