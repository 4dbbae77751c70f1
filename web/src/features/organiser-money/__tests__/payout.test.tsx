import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@tix/contract/api/index';
import type { PayoutPage } from '@tix/contract/api/organiser-money';
import { formatRand } from '@tix/contract/domain/money';
import { PAYOUT_FEE_CENTS } from '@tix/contract/domain/payouts';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payouts';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { PAYOUT_COPY as COPY } from '../messages.ts';

// /payout over MSW: the demo organiser's event 1 sold R1 820 of tickets; event 3 sold nothing.

const organiser = { session: sessions.organiser };
const open = (eventId: string) => renderApp(`/payout?eventid=${eventId}`, organiser);
const NET = 182000 - PAYOUT_FEE_CENTS;
const SPONSORED: PayoutPage = {
  eventName: 'Sponsored Gala',
  availableCents: 50000,
  message: null,
  phase: 'Completed',
  breakdown: [],
  summary: {
    grossSalesCents: 50000,
    salesCount: 5,
    netCents: 50000,
    budgetCents: 0,
    budgetBalanceCents: 0,
    feesDeductedCents: 0,
    gatewayFeeCents: 0,
    bookingFeeCents: 0,
    approvedRefundsCents: 0,
    payoutsRequestedCents: 0,
    sponsored: true,
    payoutFeeCents: 0,
    netPayoutCents: 50000,
    status: 'No Activity',
    eventEndDay: '2026-01-01',
    nextPayout: null,
    message: null,
  },
};
const summaryRegion = () => screen.getByRole('region', { name: COPY.summaryTitle });
const requestRegion = () => screen.getByRole('region', { name: COPY.requestTitle });

describe('/payout', () => {
  it('shows the one clear total, the summary rows and revenue by ticket type with totals', async () => {
    open('1');
    expect(await screen.findByRole('heading', { level: 1, name: /Jozi Jazz Under the Stars/ })).toBeVisible();
    expect(within(requestRegion()).getByText(formatRand(NET))).toBeVisible();
    const summary = within(summaryRegion());
    for (const label of Object.values(COPY.rows)) expect(summary.getByText(label)).toBeVisible();
    expect(summary.getByText(formatRand(182000))).toBeVisible();
    expect(summary.getByText(`− ${formatRand(PAYOUT_FEE_CENTS)}`)).toBeVisible();
    expect(summary.getByText('In Progress')).toBeVisible();
    expect(summary.getByText(COPY.realTime)).toBeVisible();
    const revenue = within(screen.getByRole('region', { name: COPY.revenueTitle }));
    const total = revenue.getByText(COPY.total).closest('tr');
    expect(total?.textContent).toContain(formatRand(182000));
  });

  it('checks the amount with the spec messages, then requests a partial payout', async () => {
    const user = userEvent.setup();
    open('1');
    const amount = await screen.findByLabelText(COPY.amount);
    await user.click(screen.getByRole('button', { name: COPY.request }));
    expect(await screen.findByText(PAYOUT_MESSAGES.amountInvalid)).toBeVisible();
    await user.type(amount, String(NET / 100 + 1));
    await user.click(screen.getByRole('button', { name: COPY.request }));
    expect(await screen.findByText(PAYOUT_MESSAGES.exceedsNetPayout)).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: COPY.request }));
    expect(await screen.findByText(/Your payout request has been received/)).toBeVisible();
    expect(await within(requestRegion()).findByText(formatRand(NET - 25000))).toBeVisible();
    expect(within(summaryRegion()).getByText(`− ${formatRand(25000)}`)).toBeVisible();
    expect(within(summaryRegion()).getByText('Pending')).toBeVisible();
  });

  it('says no sales have been made yet and that there is no data, with no request form', async () => {
    open('3');
    expect(await screen.findByText(PAYOUT_MESSAGES.noSales)).toBeVisible();
    expect(screen.getByText(COPY.revenueEmpty)).toBeVisible();
    expect(screen.queryByLabelText(COPY.amount)).not.toBeInTheDocument();
  });

  it('hides the budget rows of a sponsored event and strikes the payout fee through', async () => {
    server.use(answer(api.organiserMoney.getPayout, () => SPONSORED));
    open('1');
    expect(await screen.findByText(COPY.sponsored)).toBeVisible();
    const summary = within(summaryRegion());
    expect(summary.queryByText(COPY.rows.budget)).not.toBeInTheDocument();
    expect(summary.queryByText(COPY.rows.balance)).not.toBeInTheDocument();
    expect(summary.getByText(formatRand(PAYOUT_FEE_CENTS)).tagName).toBe('S');
    expect(summary.getByText('Completed')).toBeVisible();
  });

  it('shows the reason and a retry when the page cannot load', async () => {
    const user = userEvent.setup();
    server.use(
      answer(api.organiserMoney.getPayout, () => problem(503, 'Unavailable', 'The service is unavailable.')),
    );
    open('1');
    expect(await screen.findByText('The service is unavailable.')).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Jozi Jazz/ })).toBeVisible();
  });

  it('lists the organiser’s events to choose from when none is named', async () => {
    renderApp('/payout', organiser);
    expect(await screen.findByRole('link', { name: 'Jozi Jazz Under the Stars' })).toHaveAttribute(
      'href',
      '/payout?eventid=1',
    );
  });
});
