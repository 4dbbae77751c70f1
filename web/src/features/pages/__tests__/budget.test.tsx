import { screen } from '@testing-library/react';
import { formatRand } from '@tix/contract/domain/money';
import { BUDGET_CALCULATOR_MESSAGES as M } from '@tix/contract/forms/calculator';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { CALCULATOR_COPY, PAGE_TITLES } from '../messages.ts';

async function openCalculator(session = sessions.guest) {
  const view = renderApp('/budget', { session });
  await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.budget });
  const tier = (name: string) => screen.getByRole('group', { name: `${name} tickets` });
  const fill = async (name: string, price: string, tickets: string) => {
    const group = tier(name);
    const [priceBox, ticketsBox] = [
      group.querySelector<HTMLInputElement>('input[name$="Price"]'),
      group.querySelector<HTMLInputElement>('input[name$="Tickets"]'),
    ];
    if (price && priceBox) await view.user.type(priceBox, price);
    if (tickets && ticketsBox) await view.user.type(ticketsBox, tickets);
  };
  const calculate = () => view.user.click(screen.getByRole('button', { name: CALCULATOR_COPY.submit }));
  return { ...view, fill, calculate };
}

describe('cost calculator', () => {
  it("asks for the price of a tier that has tickets, in the spec's words", async () => {
    const { fill, calculate } = await openCalculator();
    await fill('VVIP', '', '10');
    await calculate();
    expect(screen.getByRole('alert')).toHaveTextContent(M.vvipPriceRequired);
  });

  it('asks for the number of tickets of a tier that has a price', async () => {
    const { fill, calculate } = await openCalculator();
    await fill('General', '80', '');
    await calculate();
    expect(screen.getByRole('alert')).toHaveTextContent(M.generalTicketsRequired);
  });

  it('sums price × 3.5% × tickets over the tiers, in rand', async () => {
    const { fill, calculate } = await openCalculator();
    await fill('VVIP', '500', '10');
    await fill('VIP', '250', '20');
    await fill('General', '80', '100');
    await calculate();
    // 500×10×3.5% = 175; 250×20×3.5% = 175; 80×100×3.5% = 280.
    expect(screen.getByRole('status')).toHaveTextContent(`${CALCULATOR_COPY.total} ${formatRand(63000)}`);
    expect(screen.getByRole('status')).toHaveTextContent(`General: ${formatRand(28000)}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the organiser menu to a logged-in organiser, not to guests', async () => {
    await openCalculator(sessions.organiser);
    expect(
      await screen.findByRole('navigation', { name: `${ACCOUNT_LABELS.business} menu` }),
    ).toBeInTheDocument();
  });

  it('is public for guests', async () => {
    await openCalculator();
    expect(
      screen.queryByRole('navigation', { name: `${ACCOUNT_LABELS.business} menu` }),
    ).not.toBeInTheDocument();
  });
});
