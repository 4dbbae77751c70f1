import { describe, expect, it } from 'vitest';
import { percentSold, salesPerformanceLabel } from '../../domain/labels.ts';
import { FINANCIALS, GETSALESDATAVIP, GETTOTALSALES, GETTOTALSOLD } from '../../legacy/index.ts';
import { salesFiguresSchema } from '../../model/analytics.ts';
import { combineSalesFigures, normaliseSalesSeries, normaliseSalesTotals } from '../analytics.ts';

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
