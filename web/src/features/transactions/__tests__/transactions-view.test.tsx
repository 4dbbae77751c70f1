import { screen, within } from '@testing-library/react';
import { formatRand } from '@tix/contract/domain/money';
import { ticketResentTo } from '@tix/mocks/flows/legacy-messages';
import { fixtures } from '@tix/mocks/msw/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';

const completed = fixtures.customerTransactions
  .filter((t) => t.status === 'complete')
  .reduce((sum, t) => sum + t.grossCents, 0);

describe('the transactions view', () => {
  it('shows the five summaries, pages of 10, and resends a completed transaction', async () => {
    const { user } = renderApp('/transactions-view?q_id=1001', { session: fixtures.sessions.customer });
    const cards = await screen.findByRole('list', { name: 'Amounts by status' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    expect(within(cards).getByText(formatRand(completed))).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(COPY.page(1, 2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COPY.next }));
    expect(screen.getAllByRole('row')).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText(COPY.filter), 'complete');
    expect(screen.getByText(COPY.resent)).toBeInTheDocument();
    const [resend] = screen.getAllByRole('button', { name: /^Resend transaction/ });
    await user.click(resend as HTMLElement);
    expect(await screen.findByText(ticketResentTo('customer@demo.co.za'))).toBeInTheDocument();
  });

  it('lists transactions with a link to their details', async () => {
    renderApp('/transactions', { session: fixtures.sessions.customer });
    const links = await screen.findAllByRole('link', { name: COPY.details });
    expect(links[0]).toHaveAttribute('href', '/transactiondetails?id=MSWTX1000');
  });
});
