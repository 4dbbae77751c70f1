import { screen, within } from '@testing-library/react';
import { formatRand } from '@tix/contract/domain/money';
import { TRANSACTIONS_PAGE_SIZE } from '@tix/contract/domain/ui-limits';
import { ticketResentTo } from '@tix/mocks/flows/legacy-messages';
import { fixtures } from '@tix/mocks/msw/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { PAGINATION_COPY } from '../../../ui/pagination.tsx';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';

const eventId = fixtures.sampleEvents.soldOutTier.id;
const ofEvent = fixtures.customerTransactions.filter((t) => t.eventId === eventId);
const completed = ofEvent.filter((t) => t.status === 'complete').reduce((sum, t) => sum + t.grossCents, 0);
const lastPageRows = ofEvent.length % TRANSACTIONS_PAGE_SIZE || TRANSACTIONS_PAGE_SIZE;

describe('the transactions view', () => {
  it('shows the five summaries, pages of 10, and resends a completed transaction', async () => {
    // The demo customer's purchases of one event fill more than a page, one of them already resent.
    expect(ofEvent.length).toBeGreaterThan(TRANSACTIONS_PAGE_SIZE);
    const { user } = renderApp(`/transactions-view?q_id=${eventId}`, { session: fixtures.sessions.customer });
    const cards = await screen.findByRole('list', { name: 'Amounts by status' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    expect(within(cards).getByText(formatRand(completed))).toBeInTheDocument();
    // A header row above each page's rows.
    expect(screen.getAllByRole('row')).toHaveLength(TRANSACTIONS_PAGE_SIZE + 1);
    const pages = Math.ceil(ofEvent.length / TRANSACTIONS_PAGE_SIZE);
    expect(screen.getByText(PAGINATION_COPY.page(1, pages))).toBeInTheDocument();
    for (let page = 1; page < pages; page += 1)
      await user.click(screen.getByRole('button', { name: PAGINATION_COPY.next }));
    expect(screen.getAllByRole('row')).toHaveLength(lastPageRows + 1);

    await user.selectOptions(screen.getByLabelText(COPY.filter), 'complete');
    expect(screen.getByText(COPY.resent)).toBeInTheDocument();
    const [resend] = screen.getAllByRole('button', { name: /^Resend transaction/ });
    await user.click(resend as HTMLElement);
    expect(await screen.findByText(ticketResentTo(fixtures.demoRecords.customer.email))).toBeInTheDocument();
  });

  it('lists transactions with a link to their details', async () => {
    renderApp('/transactions', { session: fixtures.sessions.customer });
    const links = await screen.findAllByRole('link', { name: /^Details of transaction/ });
    expect(links[0]).toHaveAttribute(
      'href',
      `/transactiondetails?id=${fixtures.customerTransactions[0]?.id}`,
    );
  });
});
