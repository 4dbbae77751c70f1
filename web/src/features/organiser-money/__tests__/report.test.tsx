import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import type { SalesReport } from '@tix/contract/api/organiser-money';
import { formatRand } from '@tix/contract/domain/money';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../../../lib/figures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { REPORT_COPY as COPY } from '../messages.ts';

// /report's totals over MSW: known figures in rand; totals the service did not send (no payout
// summary) read Not available, never R0.00 (issue 40).

const open = () => renderApp('/report?eventid=1', { session: sessions.organiser });
const totals = () => within(screen.getByRole('region', { name: COPY.totals }));

const UNKNOWN_TOTALS: SalesReport = {
  eventName: 'Jozi Jazz Under the Stars',
  byDay: [{ day: '2026-11-20', transactions: 2, admissions: 3, grossCents: 42000, refundedCents: 0 }],
  byTier: [{ ticketType: 'VIP', ticketsSold: 2, admissions: 3, revenueCents: 42000 }],
  grossCents: null,
  refundedCents: null,
  feesDeductedCents: null,
  payoutFeeCents: null,
  netPayoutCents: null,
};

describe('/report totals', () => {
  it('shows the totals the service sent in rand', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: /Jozi Jazz Under the Stars/ })).toBeVisible();
    expect(totals().getByText(COPY.figures.gross).nextElementSibling).toHaveTextContent(formatRand(182000));
    expect(totals().queryByText(NOT_AVAILABLE)).not.toBeInTheDocument();
  });

  it('says Not available for totals the service did not send, and keeps the sales it did', async () => {
    server.use(answer(api.organiserMoney.getSalesReport, () => UNKNOWN_TOTALS));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: /Jozi Jazz Under the Stars/ })).toBeVisible();
    // The net payout and the four rows.
    expect(totals().getAllByText(NOT_AVAILABLE)).toHaveLength(5);
    expect(totals().queryByText(formatRand(0))).not.toBeInTheDocument();
    const days = within(screen.getByRole('region', { name: COPY.byDay }));
    expect(days.getByText(formatRand(42000))).toBeVisible();
  });
});
