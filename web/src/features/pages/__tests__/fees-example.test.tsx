import { screen, within } from '@testing-library/react';
import { bookingFee } from '@tix/contract/domain/booking-fee';
import { formatRand, rand } from '@tix/contract/domain/money';
import { serviceFeeCents } from '@tix/contract/domain/organiser-costs';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { PAGE_TITLES } from '../messages.ts';

describe('/fees worked example', () => {
  it('shows what a R150 ticket costs the buyer and the organiser, from the contract functions', async () => {
    renderApp('/fees');
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.fees });
    const fee = bookingFee(rand(150), 1);
    const buyer = screen.getByRole('table', { name: 'The buyer: one R150.00 ticket' });
    const row = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });
    expect(row(buyer, /Ticket price/)).toHaveTextContent('R150.00');
    expect(row(buyer, /Booking fee \(2% of the ticket price\)/)).toHaveTextContent(
      formatRand(fee.bookingFeeAdmission),
    );
    expect(row(buyer, /gateway fee/)).toHaveTextContent(formatRand(fee.finalEstimatedGatewayFee));
    // The contract's answer today: R3.00 + R8.81 = R11.81 on top of the R150.00.
    expect(row(buyer, /The buyer pays/)).toHaveTextContent(formatRand(rand(150) + fee.totalBookingFees));
    expect(row(buyer, /The buyer pays/)).toHaveTextContent('R161.81');
    const organiser = screen.getByRole('table', { name: 'The organiser: the same ticket sold' });
    expect(row(organiser, /Service fee .*\(3\.5%\)/)).toHaveTextContent(
      formatRand(serviceFeeCents(rand(150))),
    );
    expect(row(organiser, /Service fee/)).toHaveTextContent('R5.25');
    expect(row(organiser, /Ticket revenue/)).toHaveTextContent('R150.00');
  });
});
