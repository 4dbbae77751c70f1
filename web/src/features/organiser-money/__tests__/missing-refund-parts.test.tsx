import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@tix/contract/api/index';
import type { RefundManagement } from '@tix/contract/api/organiser-money';
import type { RefundRequestRow } from '@tix/contract/model/organiser-refunds';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { PART_UNAVAILABLE_COPY as NOTE } from '../../../ui/part-unavailable.tsx';
import { REFUND_POLICY_COPY as POLICY } from '../../../ui/refund-policy.tsx';
import { REFUND_ADMIN_COPY as COPY } from '../messages.ts';

// A page survives a missing part (issue 40): /view-refund-request shows the rules and the requests
// when the policy buyers are told or the auto-approve setting could not be read, with a note and
// a retry; an unknown auto-approve is not off, so approve and decline wait for it.

const organiser = { session: sessions.organiser };
const open = () => renderApp('/view-refund-request?eventid=1', organiser);

const pending: RefundRequestRow = {
  id: '7',
  refundId: 'RF7',
  requestedAt: '2026-11-20 10:15:00',
  buyerName: 'Buyer 7',
  originalCents: 14000,
  refundCents: 13000,
  ticketNumber: 'TK7',
  reason: 'cant_attend',
  comments: null,
  status: 'pending',
  source: 'customer',
  autoApprove: false,
  decidable: true,
};
const whole: RefundManagement = {
  eventName: 'Jozi Jazz Under the Stars',
  settings: {
    rules: null,
    autoRefund: false,
    maxAttempts: 2,
    policyLocked: true,
    policyLockedAt: '2026-10-01 09:00:00',
  },
  terms: { refundsAllowed: false, source: 'platform', lines: [], eventDay: '2026-12-06' },
  autoApprove: false,
  requestsFailed: false,
  requests: [pending],
};

async function note(part: string): Promise<HTMLElement> {
  const found = (await screen.findByText(NOTE.note(part))).closest('[role="status"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no note for ${part}`);
  return found;
}

describe('/view-refund-request with a part missing', () => {
  it('shows the rules and requests without the policy, then the policy once a retry reads it', async () => {
    let calls = 0;
    server.use(
      answer(api.organiserMoney.getRefundManagement, () => {
        calls += 1;
        if (calls > 1) return whole;
        const { terms: _left, ...rest } = whole;
        return { ...rest, unavailable: ['terms' as const] };
      }),
    );
    const user = userEvent.setup();
    open();
    const missing = await note(COPY.parts.terms);
    expect(screen.getByText(/Your refund rules were locked on/)).toBeVisible();
    expect(screen.queryByText(POLICY.notRefundable)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.approve })).toBeEnabled();

    await user.click(within(missing).getByRole('button', { name: NOTE.retry }));
    expect(await screen.findByText(POLICY.notRefundable)).toBeVisible();
    expect(screen.queryByText(NOTE.note(COPY.parts.terms))).not.toBeInTheDocument();
  });

  it('keeps approve and decline disabled while auto-approve is unknown, and says why', async () => {
    let calls = 0;
    server.use(
      answer(api.organiserMoney.getRefundManagement, () => {
        calls += 1;
        return calls > 1 ? whole : { ...whole, autoApprove: null, unavailable: ['governance' as const] };
      }),
    );
    const user = userEvent.setup();
    open();
    const missing = await note(COPY.parts.governance);
    expect(screen.getByText(COPY.autoUnknown)).toBeVisible();
    expect(screen.queryByText(COPY.autoOn)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.approve })).toBeDisabled();
    expect(screen.getByRole('button', { name: COPY.decline })).toBeDisabled();

    await user.click(within(missing).getByRole('button', { name: NOTE.retry }));
    expect(await screen.findByRole('button', { name: COPY.approve })).toBeEnabled();
    expect(screen.queryByText(COPY.autoUnknown)).not.toBeInTheDocument();
  });
});
