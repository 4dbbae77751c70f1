import { formatRand } from '@tix/contract/domain/money';
import type { TierSales } from '@tix/contract/model/analytics';
import type { TicketTier } from '@tix/contract/model/event';
import {
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ANALYTICS_COPY as COPY, TIER_NAMES } from '../messages.ts';
import styles from './analytics.module.css';

// The two charts, drawn with recharts (only this route's chunk loads it). They are hidden from
// screen readers and out of the tab order (aria-hidden, inert): the same figures are in the
// table beside them (sales-table.tsx).
//
// The legacy's GETSALESDATA* answers carry no dates (the spec names no date field for them), so
// there is no time series to draw: the line chart joins the tickets sold per ticket type, VVIP,
// VIP then General, which is what the spec's data allow.

/** Distinguishable tier colours with at least 3:1 contrast on white. */
const TIER_COLOURS: Record<TicketTier, string> = { vvip: '#6b2c91', vip: '#a15c00', general: '#0b6e6e' };

export function SalesCharts({ tiers }: { tiers: readonly TierSales[] }) {
  // An unknown figure is left out of a chart (a gap in the line, no slice), never drawn as 0; the
  // table beside the charts says Not available for it.
  const sold = tiers.map((t) => ({ name: TIER_NAMES[t.tier], sold: t.sold }));
  const revenue = tiers.flatMap((t) =>
    t.revenueCents !== null && t.revenueCents > 0
      ? [{ name: TIER_NAMES[t.tier], tier: t.tier, value: t.revenueCents }]
      : [],
  );
  return (
    <div className={styles.charts}>
      <figure className={styles.chart}>
        <figcaption>
          <h2>{COPY.ticketsSold}</h2>
          <span className={styles.note}>{COPY.ticketsSoldNote}</span>
        </figcaption>
        <div className={styles.plot} aria-hidden="true" inert data-testid="tickets-sold-chart">
          <ResponsiveContainer width="100%" height={240}>
            <LineChart
              accessibilityLayer={false}
              data={sold}
              margin={{ top: 12, right: 16, bottom: 4, left: -16 }}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Line type="monotone" dataKey="sold" name={COPY.table.sold} stroke="#0b6e6e" strokeWidth={2} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className={styles.chart}>
        <figcaption>
          <h2>{COPY.totalSales}</h2>
          <span className={styles.note}>{COPY.totalSalesNote}</span>
        </figcaption>
        <div className={styles.plot} aria-hidden="true" inert data-testid="total-sales-chart">
          <ResponsiveContainer width="100%" height={240}>
            <PieChart accessibilityLayer={false}>
              <Pie data={revenue} dataKey="value" nameKey="name" outerRadius="75%" isAnimationActive={false}>
                {revenue.map((r) => (
                  <Cell key={r.tier} fill={TIER_COLOURS[r.tier]} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => formatRand(Number(value))} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
