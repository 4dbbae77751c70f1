import { screen, within } from '@testing-library/react';
import { formatRand } from '@tix/contract/domain/money';
import { TRANSACTIONS_PAGE_SIZE } from '@tix/contract/domain/ui-limits';
import type { Profile } from '@tix/contract/model/profile';
import { ticketResentTo } from '@tix/mocks/flows/legacy-messages';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { bffAnswer, SEED_EVENTS, sessions } from '../../../test/seed.ts';
import { customerTransactions } from '../../../test/seed-organiser.ts';
import { PAGINATION_COPY } from '../../../ui/pagination.tsx';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';

const eventId = SEED_EVENTS.soldOutTier;

describe('the transactions view', () => {
  it('shows the five summaries, pages of 10, and resends a completed transaction', async () => {
    // The demo customer's purchases of one event fill more than a page, one of them already resent.
    const ofEvent = (await customerTransactions()).filter((t) => t.eventId === eventId);
    const completed = ofEvent
      .filter((t) => t.status === 'complete')
      .reduce((sum, t) => sum + t.grossCents, 0);
    const lastPageRows = ofEvent.length % TRANSACTIONS_PAGE_SIZE || TRANSACTIONS_PAGE_SIZE;
    const { email } = await bffAnswer<Profile>('/api/profile', sessions.customer);
    if (!email) throw new Error('the demo customer has no email');
    expect(ofEvent.length).toBeGreaterThan(TRANSACTIONS_PAGE_SIZE);
    const { user } = renderApp(`/transactions-view?q_id=${eventId}`, { session: sessions.customer });
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
    expect(await screen.findByText(ticketResentTo(email))).toBeInTheDocument();
  });

  it('lists transactions with a link to their details', async () => {
    const [newest] = await customerTransactions();
    renderApp('/transactions', { session: sessions.customer });
    const links = await screen.findAllByRole('link', { name: /^Details of transaction/ });
    expect(links[0]).toHaveAttribute('href', `/transactiondetails?id=${newest?.id}`);
  });
});
