import { describe, expect, it } from 'vitest';
import { percentSold, salesPerformanceLabel } from '../../domain/labels.ts';
import { FINANCIALS, GETSALESDATAVIP, GETTOTALSALES, GETTOTALSOLD } from '../../legacy/index.ts';
import { salesFiguresSchema } from '../../model/analytics.ts';
import {
  combineSalesFigures,
  normaliseEventAnalytics,
  normaliseSalesSeries,
  normaliseSalesTotals,
} from '../analytics.ts';

describe('normaliseSalesSeries', () => {
  it('turns each row into figures, in order, with rand revenue in cents', () => {
    const raw = GETSALESDATAVIP.response.parse([
      { vip: '900.00', salesv: '2', viptickets: '50' },
      { vip: '1350.50', salesv: '3', viptickets: '50' },
    ]);
    const series = normaliseSalesSeries(raw);
    expect(salesFiguresSchema.array().parse(series)).toHaveLength(2);
    expect(series.map((point) => [point.revenueCents.vip, point.ticketsSold.vip])).toEqual([
      [90000, 2],
      [135050, 3],
    ]);
    expect(series[0]?.revenueCents.general).toBeNull();
  });

  it('reads a single object as a one-point series, and [] as none', () => {
    expect(normaliseSalesSeries(GETSALESDATAVIP.response.parse({ vip: 100 }))).toHaveLength(1);
    expect(normaliseSalesSeries(GETSALESDATAVIP.response.parse([]))).toEqual([]);
  });
});

describe('totals', () => {
  const totals = normaliseSalesTotals(
    GETTOTALSALES.response.parse({
      general: '3000.00',
      vip: '1350.50',
      vvip: null,
      todayincome: '450.00',
      yesterdayincome: '0',
      overallincome: '4350.50',
    }),
  );
  const sold = normaliseSalesTotals(
    GETTOTALSOLD.response.parse([{ sold: '46', available: '154', salesg: '30', salesv: '3', salesvv: '0' }]),
  );
  const financials = normaliseSalesTotals(
    FINANCIALS.response.parse({
      generalTickets: '100',
      viptickets: '50',
      vviptickets: '50',
      overallincome: '9999',
    }),
  );

  it('combines the answers, the first figure sent winning', () => {
    const all = combineSalesFigures([totals, sold, financials]);
    expect(salesFiguresSchema.parse(all)).toEqual({
      revenueCents: { general: 300000, vip: 135050, vvip: null },
      ticketsSold: { general: 30, vip: 3, vvip: 0 },
      capacity: { general: 100, vip: 50, vvip: 50 },
      sold: 46,
      available: 154,
      incomeCents: { today: 45000, yesterday: 0, overall: 435050 },
      sales: { today: null, yesterday: null, overall: null },
    });
  });

  it('feeds the domain performance labels', () => {
    const all = combineSalesFigures([sold, financials]);
    const vip = percentSold(all.ticketsSold.vip ?? 0, all.capacity.vip ?? 0);
    expect(salesPerformanceLabel(vip)).toBe('Poor');
  });
});

describe('normaliseEventAnalytics', () => {
  it('reads the event and the six answers as the page’s figures', () => {
    const page = normaliseEventAnalytics(
      {
        detail: {
          eventid: '1',
          eventName: 'Jozi Jazz',
          eventDate: '2026-12-05',
          startTime: '18:00',
          businessId: '201',
        },
        general: { general: '700.00', salesg: '5', generalTickets: '247' },
        vip: { vip: '560.00', salesv: '2', viptickets: '2' },
        vvip: { vvip: '560.00', salesvv: '1', vviptickets: '18' },
        totalSales: { todayincome: '280.00', yesterdayincome: '0.00', overallincome: '1820.00' },
        totalSold: { sold: '8', available: '259', todaysales: '2', yesterdaysales: '0' },
        financials: {},
      },
      '1',
    );
    expect(page.event).toEqual({ id: '1', name: 'Jozi Jazz', day: '2026-12-05', startTime: '18:00' });
    expect(page.tiers.map((t) => [t.tier, t.sold, t.capacity, t.revenueCents])).toEqual([
      ['vvip', 1, 18, 56000],
      ['vip', 2, 2, 56000],
      ['general', 5, 247, 70000],
    ]);
    expect(page.overall).toMatchObject({ sold: 8, capacity: 267, available: 259, revenueCents: 182000 });
    expect(page.movement).toEqual({
      yesterday: { sold: 0, incomeCents: 0 },
      today: { sold: 2, incomeCents: 28000 },
      trend: 'up',
    });
  });
});

describe('figures no answer carries (issue 40: unknown is never zero)', () => {
  const detail = {
    eventid: '1',
    eventName: 'Jozi Jazz',
    eventDate: '2026-12-05',
    startTime: '18:00',
    businessId: '201',
  };

  it('keeps every figure unknown, and what is worked out from it, when the six answers carry none', () => {
    const page = normaliseEventAnalytics(
      { detail, general: [], vip: { val: 0 }, vvip: {}, totalSales: [], totalSold: {}, financials: {} },
      '1',
    );
    for (const tier of page.tiers)
      expect(tier).toMatchObject({
        revenueCents: null,
        sold: null,
        capacity: null,
        percent: null,
        label: null,
      });
    expect(page.overall).toEqual({
      revenueCents: null,
      sold: null,
      capacity: null,
      percent: null,
      label: null,
      available: null,
    });
    expect(page.movement).toEqual({
      yesterday: { sold: null, incomeCents: null },
      today: { sold: null, incomeCents: null },
      trend: null,
    });
  });

  it('sums the tiers only when every tier is known, and keeps the figures that did come', () => {
    const page = normaliseEventAnalytics(
      {
        detail,
        general: { general: '700.00', salesg: '5', generalTickets: '247' },
        vip: { vip: '560.00', salesv: '2', viptickets: '2' },
        vvip: [],
        totalSales: [],
        totalSold: { todaysales: '2' },
        financials: [],
      },
      '1',
    );
    expect(page.tiers.find((t) => t.tier === 'general')).toMatchObject({
      sold: 5,
      capacity: 247,
      percent: 2,
    });
    expect(page.tiers.find((t) => t.tier === 'vvip')).toMatchObject({ sold: null, percent: null });
    expect(page.overall).toMatchObject({ sold: null, capacity: null, revenueCents: null, available: null });
    expect(page.movement).toMatchObject({ today: { sold: 2, incomeCents: null }, trend: null });
  });
});
