import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import type { PrintingPage } from '@tix/contract/api/printing';
import { formatRand } from '@tix/contract/domain/money';
import { PREPARE_TICKETS_MESSAGES as M } from '@tix/contract/forms/printing';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../../../lib/figures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { PRINTING_COPY as COPY } from '../messages.ts';

// /downloadtickets when the service sent no budget or balance (issue 40): both read Not available,
// never R0.00, and the form does not judge the cost against a balance it does not know (the
// legacy still refuses a run its budget cannot pay for).

const group = { priceCents: 28_000, inStock: 20, initialLoad: 20, toPrint: 0, printed: 0, revenueCents: 0 };
const UNKNOWN_MONEY: PrintingPage = {
  eventId: '2',
  eventName: 'Cape Town Sunset Sessions',
  eventDay: '2030-04-18',
  budgetCents: null,
  balanceCents: null,
  costPerTicketCents: 100,
  categories: [{ ticketId: '5020', tier: 'vip', checked: false, adults: group, kids: group }],
  readyCount: 0,
  printedCount: 0,
};

describe('/downloadtickets without a budget or balance', () => {
  it('says Not available and lets the organiser prepare tickets', async () => {
    server.use(
      answer(api.printing.getPrintingPage, () => UNKNOWN_MONEY),
      // The page above is made up: so is the legacy's answer to its category toggle.
      answer(api.printing.markPrintCategory, ({ body }) => body),
    );
    const { user } = renderApp('/downloadtickets?eventid=2', { session: sessions.organiser });
    expect(await screen.findByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
    expect(screen.getByTestId('print-balance')).toHaveTextContent(NOT_AVAILABLE);
    const money = within(screen.getByRole('region', { name: COPY.balance }));
    // The budget and the balance; the cost per ticket is ours and known.
    expect(money.getAllByText(NOT_AVAILABLE)).toHaveLength(2);
    expect(money.queryByText(formatRand(0))).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('VIP') }));
    await user.type(screen.getByLabelText('VIP Adults'), '8');
    expect(screen.queryByText(M.balanceTooLow(8), { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.prepare })).toBeEnabled();
  });
});
