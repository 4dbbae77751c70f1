import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { TRANSACTIONS_COPY as COPY } from '../messages.ts';

describe('/transactions-view for an organiser', () => {
  it('lists the organiser’s own events to choose from, each opening its transactions', async () => {
    renderApp('/transactions-view', { session: sessions.organiser });
    expect(await screen.findByText(COPY.chooseEvent)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Jozi Jazz Under the Stars' })).toHaveAttribute(
      'href',
      '/transactions-view?q_id=1',
    );
  });

  it('shows the buyer column and the five summary cards for one of their events', async () => {
    renderApp('/transactions-view?q_id=1', { session: sessions.organiser });
    expect(await screen.findByRole('columnheader', { name: /Buyer/ })).toBeInTheDocument();
    for (const label of ['Completed', 'Pending', 'Cancelled', 'Abandoned', 'Refunds'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: COPY.payout })).toHaveAttribute('href', '/payout?eventid=1');
    expect(screen.getByRole('link', { name: COPY.report })).toHaveAttribute('href', '/report?eventid=1');
  });
});
