import { describe, expect, it } from 'vitest';
import type { SalesFigures } from '../../model/analytics.ts';
import { eventAnalyticsSchema } from '../../model/analytics.ts';
import { summariseSales } from '../analytics.ts';

const none = { general: null, vip: null, vvip: null };
const figures = (over: Partial<SalesFigures> = {}): SalesFigures => ({
  revenueCents: none,
  ticketsSold: none,
  capacity: none,
  sold: null,
  available: null,
  incomeCents: { today: null, yesterday: null, overall: null },
  sales: { today: null, yesterday: null, overall: null },
  ...over,
});
const event = { id: '1', name: 'Jozi Jazz', day: '2026-12-01', startTime: '18:00' };

describe('summariseSales', () => {
  const summary = summariseSales(
    figures({
      revenueCents: { general: 300_000, vip: 135_050, vvip: 0 },
      ticketsSold: { general: 30, vip: 3, vvip: 0 },
      capacity: { general: 40, vip: 12, vvip: 10 },
      incomeCents: { today: 45_000, yesterday: 0, overall: 435_050 },
      sales: { today: 2, yesterday: 0, overall: 33 },
      sold: 33,
      available: 29,
    }),
  );

  it('reads each tier in the charts’ order with its percentage and label', () => {
    expect(summary.tiers).toEqual([
      { tier: 'vvip', revenueCents: 0, sold: 0, capacity: 10, percent: 0, label: 'Poor' },
      { tier: 'vip', revenueCents: 135_050, sold: 3, capacity: 12, percent: 25, label: 'Average' },
      { tier: 'general', revenueCents: 300_000, sold: 30, capacity: 40, percent: 75, label: 'Excellent' },
    ]);
    expect(eventAnalyticsSchema.parse({ event, ...summary })).toBeTruthy();
  });

  it('totals them and compares yesterday with today', () => {
    expect(summary.overall).toEqual({
      revenueCents: 435_050,
      sold: 33,
      capacity: 62,
      available: 29,
      percent: 53,
      label: 'Good',
    });
    expect(summary.movement).toEqual({
      yesterday: { sold: 0, incomeCents: 0 },
      today: { sold: 2, incomeCents: 45_000 },
      trend: 'up',
    });
  });

  it('sums the tiers when the totals are missing and every tier is known', () => {
    const partial = summariseSales(
      figures({
        ticketsSold: { general: 1, vip: 2, vvip: 0 },
        revenueCents: { general: 100, vip: 50, vvip: 0 },
        capacity: { general: 10, vip: 10, vvip: 0 },
      }),
    );
    expect(partial.overall).toMatchObject({
      sold: 3,
      revenueCents: 150,
      capacity: 20,
      percent: 15,
      available: 17,
    });
  });

  it('keeps a total unknown when a tier it would be summed from is unknown, and reads nothing as unknown', () => {
    const partial = summariseSales(
      figures({
        ticketsSold: { general: 1, vip: 2, vvip: null },
        revenueCents: { general: 100, vip: 50, vvip: null },
      }),
    );
    expect(partial.overall).toEqual({
      sold: null,
      revenueCents: null,
      capacity: null,
      percent: null,
      label: null,
      available: null,
    });
    expect(partial.tiers.find((t) => t.tier === 'general')).toMatchObject({
      sold: 1,
      percent: null,
      label: null,
    });
    expect(summariseSales(figures()).movement).toEqual({
      yesterday: { sold: null, incomeCents: null },
      today: { sold: null, incomeCents: null },
      trend: null,
    });
    expect(summariseSales(figures({ sales: { today: 0, yesterday: 0, overall: 0 } })).movement.trend).toBe(
      'no-sales',
    );
  });

  it('says down when today sold fewer than yesterday', () => {
    expect(summariseSales(figures({ sales: { today: 1, yesterday: 4, overall: 5 } })).movement.trend).toBe(
      'down',
    );
  });
});
