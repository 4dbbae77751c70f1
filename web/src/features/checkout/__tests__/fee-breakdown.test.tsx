import { render, screen, within } from '@testing-library/react';
import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { parseRandToCents, rand } from '@tix/contract/domain/money';
import { describe, expect, it } from 'vitest';
import { FeeBreakdown } from '../components/fee-breakdown.tsx';

/** The amounts the breakdown shows, top to bottom, in cents. */
const shownAmounts = (): number[] =>
  within(screen.getByLabelText('Price breakdown'))
    .getAllByRole('definition')
    .map((dd) => parseRandToCents(dd.textContent ?? '') ?? Number.NaN);

// Issue 18's orders, including the two whose parts rounded one by one would not add up.
describe('the price breakdown at checkout', () => {
  it.each([
    [99, 1],
    [140, 1],
    [800, 1],
    [560, 10],
    [140, 15],
  ])('adds up to the total to pay for %s rand × %s', (price, quantity) => {
    render(<FeeBreakdown unitPriceCents={rand(price)} quantity={quantity} />);
    const [tickets = 0, tier = 0, gateway = 0, vat = 0, fees = 0, ...more] = shownAmounts();
    expect(more).toEqual([]);
    expect(tier + gateway + vat).toBe(fees);
    // One total, above the breakdown: the amount charged, booking fee included.
    const total = parseRandToCents(
      screen.getByText('Total to pay').parentElement?.textContent?.replace('Total to pay', '') ?? '',
    );
    expect(tickets + fees).toBe(total);
    expect(total).toBe(checkoutTotal(rand(price), quantity));
    expect(screen.getAllByText(/total/i).map((el) => el.textContent)).toEqual([
      'Total to pay',
      'Total booking fees',
    ]);
    const first = screen.getByText('Total to pay');
    const breakdown = screen.getByLabelText('Price breakdown');
    expect(first.compareDocumentPosition(breakdown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
