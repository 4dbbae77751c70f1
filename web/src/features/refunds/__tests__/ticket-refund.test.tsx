import { screen } from '@testing-library/react';
import { formatRand } from '@tix/contract/domain/money';
import { fixtures } from '@tix/mocks/msw/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { REFUND_COPY } from '../messages.ts';

const open = (eventId: string, ticketId: string) =>
  renderApp(`/ticket-refund?eventid=${eventId}&ticket=${ticketId}`, { session: fixtures.sessions.customer });

describe('the refund request', () => {
  it('shows the estimate, then checks the reason and the acknowledgement in order', async () => {
    const { user } = open('1001', '9001');
    expect(await screen.findByRole('heading', { name: REFUND_COPY.title })).toBeInTheDocument();
    // R300 fourteen days ahead: the platform's R10 fee.
    expect(await screen.findByText(formatRand(29_000), {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: REFUND_COPY.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUND_COPY.reasonRequired);
    await user.selectOptions(screen.getByLabelText(REFUND_COPY.reasonLabel), 'cant_attend');
    await user.click(screen.getByRole('button', { name: REFUND_COPY.submit }));
    expect(await screen.findByText(REFUND_COPY.acknowledgeRequired)).toBeInTheDocument();
  });

  it('sends the customer to /b-details with the message when bank details are missing', async () => {
    const { user } = open('1001', '9001');
    await user.selectOptions(
      await screen.findByLabelText(REFUND_COPY.reasonLabel, {}, { timeout: 3000 }),
      'other',
    );
    await user.click(screen.getByLabelText(REFUND_COPY.acknowledge));
    await user.click(screen.getByRole('button', { name: REFUND_COPY.submit }));
    expect(await screen.findByRole('heading', { name: 'Bank details' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/add your bank details before requesting a refund/);
    expect(await screen.findByRole('link', { name: '+ Add' })).toBeInTheDocument();
  });

  it('shows the attempt limit and the pending notice with Cancel Request', async () => {
    open('1007', '9007');
    expect(await screen.findByText(REFUND_COPY.maxAttempts, {}, { timeout: 3000 })).toBeInTheDocument();
    open('1002', '9003');
    expect(
      await screen.findByRole('button', { name: REFUND_COPY.cancelRequest }, { timeout: 3000 }),
    ).toBeEnabled();
  });
});
