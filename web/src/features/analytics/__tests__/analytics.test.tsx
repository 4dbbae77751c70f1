import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { formatRand } from '@tix/contract/domain/money';
import type { EventAnalytics } from '@tix/contract/model/analytics';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_AVAILABLE, randOrNotAvailable } from '../../../lib/figures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { analyticsPage, sellInWorld } from '../../../test/seed-campaigns.ts';
import { ANALYTICS_COPY as COPY, TIER_NAMES } from '../messages.ts';

// jsdom has no ResizeObserver (recharts' ResponsiveContainer asks for one): the charts draw at
// no size here; their figures are checked in the table alternative, which screen readers read.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const organiser = { session: sessions.organiser };
/** Opens /analytics of `page`'s event; given `answered`, the service answers that instead. */
const open = (page: EventAnalytics, answered?: EventAnalytics) => {
  if (answered) server.use(answer(api.analytics.getEventAnalytics, () => answered));
  return renderApp(`/analytics?eventid=${page.event.id}`, organiser);
};
const heading = (page: EventAnalytics) => screen.findByRole('heading', { level: 1, name: page.event.name });
const movement = () => screen.getByRole('region', { name: COPY.movement });

describe('/analytics', () => {
  it('shows the event, both charts, the bars and the movement, with a Back button', async () => {
    const page = await analyticsPage.withSales();
    open(page);
    expect(await heading(page)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `← ${COPY.back}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: COPY.ticketsSold })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: COPY.totalSales })).toBeInTheDocument();
    expect(screen.getByTestId('tickets-sold-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('total-sales-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByText(randOrNotAvailable(page.overall.revenueCents)).length).toBeGreaterThan(0);

    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(4);
    expect(screen.getByRole('progressbar', { name: COPY.overall })).toHaveAttribute(
      'value',
      String(page.overall.percent),
    );
    const names = within(screen.getByRole('region', { name: COPY.progress }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names[0]).toContain(COPY.overall);
    expect(names.slice(1).map((n) => n?.split(/\d/)[0])).toEqual(['VIP', 'General', 'VVIP']);
    const vip = page.tiers.find((t) => t.tier === 'vip');
    expect(names[1]).toContain(`${vip?.percent}% · ${vip?.label}`);
  });

  it('gives the same numbers in the table alternative, shown on request', async () => {
    const page = await analyticsPage.withSales();
    const { user } = open(page);
    await heading(page);
    const table = screen.getByRole('table', { name: COPY.table.caption });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + page.tiers.length + 1);
    page.tiers.forEach((t, i) => {
      expect(rows[i + 1]?.textContent).toBe(
        `${TIER_NAMES[t.tier]}${t.sold}${t.capacity}${t.percent}%${randOrNotAvailable(t.revenueCents)}${t.label}`,
      );
    });
    const o = page.overall;
    expect(rows.at(-1)?.textContent).toBe(
      `${COPY.table.total}${o.sold}${o.capacity}${o.percent}%${randOrNotAvailable(o.revenueCents)}${o.label}`,
    );
    const toggle = screen.getByRole('button', { name: COPY.table.show });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: COPY.table.hide })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing sold yesterday or today, with the performance label', async () => {
    const page = await analyticsPage.withSales();
    open(page);
    await heading(page);
    expect(within(movement()).getByText(COPY.trend['no-sales'])).toBeInTheDocument();
    expect(
      within(movement()).getByText(COPY.performanceOf(page.overall.label, page.overall.percent)),
    ).toBeInTheDocument();
  });

  it('says sales are up, with both days in rand', async () => {
    const page = await analyticsPage.withSales();
    sellInWorld(page.event.id, [
      { daysAgo: 1, tickets: 3, cents: 60_000 },
      { daysAgo: 0, tickets: 5, cents: 100_000 },
    ]);
    open(page);
    await heading(page);
    expect(within(movement()).getByText(COPY.trend.up(5, 3))).toBeInTheDocument();
    expect(within(movement()).getByText('R600.00')).toBeInTheDocument();
    expect(within(movement()).getByText('R1 000.00')).toBeInTheDocument();
  });

  it('says sales are down', async () => {
    const page = await analyticsPage.withSales();
    sellInWorld(page.event.id, [
      { daysAgo: 1, tickets: 4, cents: 80_000 },
      { daysAgo: 0, tickets: 1, cents: 20_000 },
    ]);
    open(page);
    await heading(page);
    expect(within(movement()).getByText(COPY.trend.down(1, 4))).toBeInTheDocument();
    expect(within(movement()).getByText('R800.00')).toBeInTheDocument();
  });

  it.each([
    [10, 'Poor'],
    [30, 'Average'],
    [60, 'Good'],
    [80, 'Excellent'],
  ] as const)('labels %i%% sold %s', async (percent, label) => {
    const sold = await analyticsPage.withSales();
    const page = { ...sold, overall: { ...sold.overall, percent, label } };
    open(page, page);
    await heading(page);
    expect(within(movement()).getByText(COPY.performanceOf(label, percent))).toBeInTheDocument();
  });

  it('says so when the event has sold nothing, and offers the event’s page', async () => {
    const page = await analyticsPage.noSales();
    open(page);
    expect(await heading(page)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: COPY.noSalesTitle })).toBeInTheDocument();
    expect(screen.getByText(COPY.noSales(page.overall.capacity))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.toEvent })).toHaveAttribute(
      'href',
      `/editevent?eventid=${page.event.id}`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, then an error with a retry that works', async () => {
    const page = await analyticsPage.withSales();
    let calls = 0;
    server.use(
      answer(api.analytics.getEventAnalytics, async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return calls === 1 ? problem(503, 'Unavailable', 'The service is unavailable.') : page;
      }),
    );
    const { user } = open(page);
    expect(await screen.findByText(COPY.loading)).toBeInTheDocument();
    expect(await screen.findByText('The service is unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COPY.retry }));
    expect(await heading(page)).toBeInTheDocument();
  });

  it('says another organiser’s event is not theirs', async () => {
    renderApp('/analytics?eventid=7', organiser);
    expect(await screen.findByText(/could not find that/)).toBeInTheDocument();
  });

  it('goes Back to the organiser’s events when opened directly', async () => {
    const page = await analyticsPage.withSales();
    const { user } = open(page);
    await heading(page);
    await user.click(screen.getByRole('button', { name: `← ${COPY.back}` }));
    expect(await screen.findByRole('heading', { level: 1, name: /events/i })).toBeInTheDocument();
  });

  it('asks for an event when none is named', async () => {
    renderApp('/analytics', organiser);
    expect(await screen.findByText(COPY.noEvent, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.toEvents })).toHaveAttribute('href', '/myevents');
  });
});

describe('/analytics with figures no answer carried (issue 40)', () => {
  const unknownTier = { revenueCents: null, sold: null, capacity: null, percent: null, label: null };
  const unknownOf = (event: EventAnalytics['event']): EventAnalytics => ({
    event,
    tiers: (['vvip', 'vip', 'general'] as const).map((tier) => ({ tier, ...unknownTier })),
    overall: { ...unknownTier, available: null },
    movement: {
      yesterday: { sold: null, incomeCents: null },
      today: { sold: null, incomeCents: null },
      trend: null,
    },
  });

  it('says Not available for each unknown figure, never R0.00 or 0 sold', async () => {
    const sold = await analyticsPage.withSales();
    const unknown = unknownOf(sold.event);
    open(unknown, unknown);
    expect(await heading(unknown)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: COPY.noSalesTitle })).not.toBeInTheDocument();
    // The summary line and each bar's note.
    expect(screen.getAllByText(COPY.soldOf(null, null), { exact: false })).toHaveLength(5);
    const rows = within(screen.getByRole('table', { name: COPY.table.caption })).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toBe(`${COPY.table.total}${NOT_AVAILABLE.repeat(5)}`);
    expect(within(movement()).getByText(COPY.trendUnknown)).toBeInTheDocument();
    expect(within(movement()).getAllByText(NOT_AVAILABLE)).toHaveLength(3);
    expect(screen.queryByText(formatRand(0))).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: COPY.overall })).not.toHaveAttribute('value');
  });
});
