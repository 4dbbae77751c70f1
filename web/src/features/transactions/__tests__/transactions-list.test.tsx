import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { customerTransactions } from '../../../test/seed-organiser.ts';
import { refundLabel, transactionDate } from '../components/transactions-table.tsx';

// Issue 17, item 9: South African dates and the real refund state of each transaction.

describe('the transaction list', () => {
  it('formats dates as South Africans read them', () => {
    expect(transactionDate('2026-11-22 15:42')).toBe('Sun, 22 Nov 2026, 15:42');
    expect(transactionDate('2026-11-22')).toBe('Sun, 22 Nov 2026');
    expect(transactionDate(null)).toBe('');
  });

  it("shows a pending refund as Pending, not None, with every cell labelled for the phone's cards", async () => {
    const pending = (await customerTransactions()).find((t) => t.refundStatus === 'Pending' && !t.refundedAt);
    expect(pending).toBeDefined();
    const tx = pending as NonNullable<typeof pending>;
    expect(refundLabel(tx)).toBe('Pending');
    renderApp('/transactions', { session: sessions.customer });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByTitle(tx.id));
    expect(row).toBeDefined();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    const byLabel = Object.fromEntries(cells.map((c) => [c.getAttribute('data-label'), c.textContent]));
    expect(byLabel['Refund status']).toBe('Pending');
    expect(byLabel.Date).toBe(transactionDate(tx.date));
    expect(byLabel.Date).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}/);
    // No raw 'YYYY-MM-DD' anywhere in the table.
    expect(table.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
