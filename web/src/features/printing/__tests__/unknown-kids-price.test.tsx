import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import type { PrintingPage } from '@tix/contract/api/printing';
import { formatRand } from '@tix/contract/domain/money';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../../../lib/figures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { PRINTING_COPY as COPY } from '../messages.ts';

// /downloadtickets when PREPARETICKETS sent no kids price under either spelling (issue 40): the
// price reads Not available, never R0.00, and so does a revenue estimate that counts those tickets.

const adults = { priceCents: 28_000, inStock: 20, initialLoad: 20, toPrint: 0, printed: 0, revenueCents: 0 };
const page: PrintingPage = {
  eventId: '2',
  eventName: 'Cape Town Sunset Sessions',
  eventDay: '2030-04-18',
  budgetCents: 50_000,
  balanceCents: 40_000,
  costPerTicketCents: 100,
  categories: [
    { ticketId: '5020', tier: 'vip', checked: false, adults, kids: { ...adults, priceCents: null } },
  ],
  readyCount: 0,
  printedCount: 0,
};

describe('/downloadtickets with an unknown kids price', () => {
  it('says the price is not available, and the estimate too once kids are chosen', async () => {
    server.use(
      answer(api.printing.getPrintingPage, () => page),
      // The page above is made up: so is the legacy's answer to its category toggle.
      answer(api.printing.markPrintCategory, ({ body }) => body),
    );
    const { user } = renderApp('/downloadtickets?eventid=2', { session: sessions.organiser });
    expect(await screen.findByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('VIP') }));
    expect(screen.getByText(COPY.stock(20, null))).toBeInTheDocument();
    expect(COPY.stock(20, null)).toContain(NOT_AVAILABLE);
    await user.type(screen.getByLabelText('VIP Adults'), '2');
    expect(screen.getByText(formatRand(56_000))).toBeInTheDocument();
    await user.type(screen.getByLabelText('VIP Kids'), '1');
    expect(screen.queryByText(formatRand(56_000))).not.toBeInTheDocument();
    expect(screen.getByText(NOT_AVAILABLE)).toBeInTheDocument();
  });
});
