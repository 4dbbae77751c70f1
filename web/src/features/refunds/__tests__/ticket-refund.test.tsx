import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { daysBetween, todayInSouthAfrica } from '@tix/contract/domain/dates';
import { formatRand } from '@tix/contract/domain/money';
import { estimateRefund, PLATFORM_REFUND_RULES } from '@tix/contract/domain/refunds';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { customerTicket, ticketPage } from '../../../test/seed-organiser.ts';
import { REFUND_COPY } from '../messages.ts';

const open = ({ eventId, id }: CustomerTicket) =>
  renderApp(`/ticket-refund?eventid=${eventId}&ticket=${id}`, { session: sessions.customer });

describe('the refund request', () => {
  // A draft kept from one test must not fill the next one's form.
  beforeEach(() => sessionStorage.clear());

  it('shows the estimate, then checks the reason and the acknowledgement in order', async () => {
    const valid = await customerTicket.valid();
    const { event } = await ticketPage(valid);
    const { user } = open(valid);
    expect(await screen.findByRole('heading', { name: REFUND_COPY.title })).toBeInTheDocument();
    // The platform's rules (the organiser set none), as many days ahead as the event is.
    const { refundCents } = estimateRefund(
      valid.unitPriceCents,
      daysBetween(todayInSouthAfrica(), event?.day ?? ''),
      PLATFORM_REFUND_RULES,
    );
    expect(await screen.findByText(formatRand(refundCents), {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: REFUND_COPY.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUND_COPY.reasonRequired);
    await user.selectOptions(screen.getByLabelText(REFUND_COPY.reasonLabel), 'cant_attend');
    await user.click(screen.getByRole('button', { name: REFUND_COPY.submit }));
    expect(await screen.findByText(REFUND_COPY.acknowledgeRequired)).toBeInTheDocument();
  });

  it('sends the customer to /b-details with the message when bank details are missing', async () => {
    const { user } = open(await customerTicket.valid());
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

  it('says a past event has taken place, not its days before nor the event-day notice', async () => {
    const valid = await customerTicket.valid();
    server.use(
      answer(api.refunds.getRefundQuote, () => ({
        ticket: valid,
        governance: { refundsAllowed: true, maxAttempts: 2 },
        quote: {
          daysLeft: -10,
          originalCents: valid.unitPriceCents,
          bookingFeeCents: 0,
          feeCents: valid.unitPriceCents,
          refundCents: 0,
          netCents: 0,
          admissions: 1,
          rules: 'platform' as const,
        },
        terms: { refundsAllowed: true, source: 'platform' as const, lines: [], eventDay: '2026-01-01' },
      })),
    );
    open(valid);
    expect(await screen.findByText(REFUND_COPY.eventPassed, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(REFUND_COPY.sameDay)).not.toBeInTheDocument();
    expect(screen.queryByText('Days before the event')).not.toBeInTheDocument();
  });

  it('shows the attempt limit and the pending notice with Cancel Request', async () => {
    const [attemptsUsedUp, refundSubmitted] = [
      await customerTicket.attemptsUsedUp(),
      await customerTicket.refundSubmitted(),
    ];
    open(attemptsUsedUp);
    expect(await screen.findByText(REFUND_COPY.maxAttempts, {}, { timeout: 3000 })).toBeInTheDocument();
    open(refundSubmitted);
    expect(
      await screen.findByRole('button', { name: REFUND_COPY.cancelRequest }, { timeout: 3000 }),
    ).toBeEnabled();
  });

  it('asks for bank details before the form, and keeps what was typed through the trip there', async () => {
    const { user } = open(await customerTicket.valid());
    const note = await screen.findByRole('note', {}, { timeout: 3000 });
    expect(note).toHaveTextContent(REFUND_COPY.bankFirst);
    await user.selectOptions(screen.getByLabelText(REFUND_COPY.reasonLabel), 'cant_attend');
    await user.type(screen.getByLabelText(REFUND_COPY.commentsLabel), 'Flight moved');
    await user.click(screen.getByLabelText(REFUND_COPY.acknowledge));
    await user.click(screen.getByRole('link', { name: REFUND_COPY.addBankDetails }));
    expect(await screen.findByRole('heading', { name: /bank details/i, level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to your refund request/ }));
    expect(await screen.findByLabelText(REFUND_COPY.reasonLabel, {}, { timeout: 3000 })).toHaveValue(
      'cant_attend',
    );
    expect(screen.getByLabelText(REFUND_COPY.commentsLabel)).toHaveValue('Flight moved');
    expect(screen.getByLabelText(REFUND_COPY.acknowledge)).toBeChecked();
  });
});
