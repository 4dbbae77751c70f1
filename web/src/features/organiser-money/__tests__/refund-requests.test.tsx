import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@tix/contract/api/index';
import type { RefundManagement } from '@tix/contract/api/organiser-money';
import { REFUND_REASON_LABELS } from '@tix/contract/domain/refund-requests';
import type { RefundRequestRow } from '@tix/contract/model/organiser-refunds';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { REFUND_ADMIN_COPY as COPY } from '../messages.ts';

// /view-refund-request over MSW: event 3 has sold nothing (rules editable, no requests); event 1
// has sold (policy locked). The requests table is given by the tests.

const organiser = { session: sessions.organiser };
const open = (eventId: string) => renderApp(`/view-refund-request?eventid=${eventId}`, organiser);

const row = (id: string, status: string): RefundRequestRow => ({
  id,
  refundId: `RF${id}`,
  requestedAt: '2026-11-20 10:15:00',
  buyerName: `Buyer ${id}`,
  originalCents: 14000,
  refundCents: 13000,
  ticketNumber: `TK${id}`,
  reason: 'cant_attend',
  comments: null,
  status,
  source: 'customer',
  autoApprove: false,
  decidable: status === 'pending',
});
const withRequests = (autoApprove = false): RefundManagement => ({
  eventName: 'Jozi Jazz Under the Stars',
  settings: {
    rules: null,
    autoRefund: autoApprove,
    maxAttempts: 2,
    policyLocked: true,
    policyLockedAt: '2026-10-01 09:00:00',
  },
  terms: { refundsAllowed: false, source: 'platform', lines: [], eventDay: '2026-12-06' },
  autoApprove,
  requestsFailed: false,
  requests: [row('1', 'pending'), row('2', 'approved')],
});

describe('/view-refund-request', () => {
  it('offers the rules form with the default tiers before the first sale, and the friendly empty table', async () => {
    open('3');
    expect(await screen.findByText(COPY.empty)).toBeVisible();
    const days = screen.getAllByLabelText(COPY.days) as HTMLInputElement[];
    expect(days.map((d) => d.value)).toEqual(['14', '7', '3', '0']);
    expect(days[3]).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: COPY.save })).toBeVisible();
  });

  it('caps a percentage at 100 and saves the rules', async () => {
    const user = userEvent.setup();
    open('3');
    const [feeOne] = (await screen.findAllByLabelText(COPY.fee)) as HTMLInputElement[];
    const [typeOne] = screen.getAllByLabelText(COPY.feeType) as HTMLSelectElement[];
    await user.selectOptions(typeOne as HTMLSelectElement, 'flat');
    await user.clear(feeOne as HTMLInputElement);
    await user.type(feeOne as HTMLInputElement, '150');
    await user.selectOptions(typeOne as HTMLSelectElement, 'percent');
    expect(feeOne).toHaveValue(100);
    await user.click(screen.getByRole('button', { name: COPY.save }));
    expect(await screen.findByText('Refund rules saved.')).toBeVisible();
  });

  it('hides the rules after the first sale and says so', async () => {
    open('1');
    expect(await screen.findByText(/Your refund rules were locked on/)).toBeVisible();
    expect(screen.queryByRole('button', { name: COPY.save })).not.toBeInTheDocument();
  });

  it('declines only with a reason, approves after saying it is final; decided rows need no action', async () => {
    const user = userEvent.setup();
    const decisions: unknown[] = [];
    server.use(
      answer(api.organiserMoney.getRefundManagement, () => withRequests()),
      answer(api.organiserMoney.decideRefundRequest, ({ body }) => {
        decisions.push(body);
        return { message: 'Done.' };
      }),
    );
    open('1');
    const table = await screen.findByRole('table', { name: COPY.requestsTitle });
    expect(within(table).getByText(COPY.noAction)).toBeVisible();
    // The customer's words, not the reason code.
    expect(within(table).getAllByText(REFUND_REASON_LABELS.cant_attend).length).toBeGreaterThan(0);
    expect(within(table).queryByText('cant_attend')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: COPY.decline }));
    const dialog = await screen.findByRole('dialog', { name: COPY.declineTitle });
    await user.click(within(dialog).getByRole('button', { name: COPY.decline }));
    expect(await within(dialog).findByText(COPY.reasonRequired)).toBeVisible();
    await user.type(within(dialog).getByLabelText(COPY.declineReason), 'Venue policy');
    await user.click(within(dialog).getByRole('button', { name: COPY.decline }));
    expect(await screen.findByText('Done.')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: COPY.approve }));
    const confirm = await screen.findByRole('dialog', { name: COPY.confirmApproveTitle });
    expect(within(confirm).getByText(/Approval is final/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: COPY.approve }));
    expect(decisions).toEqual([{ decision: 'declined', reason: 'Venue policy' }, { decision: 'approved' }]);
  });

  it('disables approve and decline when auto-approve is on', async () => {
    server.use(answer(api.organiserMoney.getRefundManagement, () => withRequests(true)));
    open('1');
    expect(await screen.findByText(COPY.autoOn)).toBeVisible();
    expect(screen.getByRole('button', { name: COPY.approve })).toBeDisabled();
    expect(screen.getByRole('button', { name: COPY.decline })).toBeDisabled();
  });
});
