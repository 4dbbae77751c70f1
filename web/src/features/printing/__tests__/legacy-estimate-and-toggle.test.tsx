import { screen, waitFor } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import type { PrintingPage } from '@tix/contract/api/printing';
import { formatRand } from '@tix/contract/domain/money';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { PRINTING_COPY as COPY } from '../messages.ts';

// /downloadtickets and the legacy's own printing calls (issue 47): its estimated revenue until a
// quantity is typed, and a category toggle that the legacy hears of (and a refusal undoes).

const group = { priceCents: 28_000, inStock: 20, initialLoad: 20, toPrint: 0, printed: 0, revenueCents: 0 };
const page = (estimatedRevenueCents: number | null): PrintingPage => ({
  eventId: '2',
  eventName: 'Cape Town Sunset Sessions',
  eventDay: '2030-04-18',
  budgetCents: 18_000,
  balanceCents: 18_000,
  costPerTicketCents: 100,
  categories: [{ ticketId: '5020', tier: 'vip', checked: false, adults: group, kids: group }],
  readyCount: 0,
  printedCount: 0,
  estimatedRevenueCents,
});

async function open() {
  const view = renderApp('/downloadtickets?eventid=2', { session: sessions.organiser });
  expect(await screen.findByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
  return view;
}

describe('/downloadtickets with the legacy’s printing calls', () => {
  it('shows the legacy’s estimate until a quantity is typed, then the page’s own sum', async () => {
    const toggles: unknown[] = [];
    server.use(
      answer(api.printing.getPrintingPage, () => page(123_400)),
      answer(api.printing.markPrintCategory, ({ params, body }) => {
        toggles.push({ ...params, ...body });
        return body;
      }),
    );
    const { user } = await open();
    expect(screen.getByTestId('print-revenue')).toHaveTextContent(formatRand(123_400));
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('VIP') }));
    await waitFor(() => expect(toggles).toEqual([{ eventId: '2', ticketId: '5020', checked: true }]));
    await user.type(screen.getByLabelText('VIP Adults'), '2');
    expect(screen.getByTestId('print-revenue')).toHaveTextContent(formatRand(56_000));
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('VIP') }));
    await waitFor(() => expect(toggles).toHaveLength(2));
    expect(toggles[1]).toEqual({ eventId: '2', ticketId: '5020', checked: false });
  });

  it('adds up the quantities when the legacy sent no estimate', async () => {
    server.use(
      answer(api.printing.getPrintingPage, () => page(null)),
      answer(api.printing.markPrintCategory, ({ body }) => body),
    );
    const { user } = await open();
    expect(screen.getByTestId('print-revenue')).toHaveTextContent(formatRand(0));
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('VIP') }));
    await user.type(screen.getByLabelText('VIP Adults'), '1');
    expect(screen.getByTestId('print-revenue')).toHaveTextContent(formatRand(28_000));
  });

  it('puts the tick back and says why when the toggle is refused', async () => {
    server.use(
      answer(api.printing.getPrintingPage, () => page(null)),
      answer(api.printing.markPrintCategory, () =>
        problem(404, 'Not found', 'That ticket category is not one of this event’s.'),
      ),
    );
    const { user } = await open();
    const box = screen.getByRole('checkbox', { name: COPY.printThis('VIP') });
    await user.click(box);
    expect(await screen.findByText('That ticket category is not one of this event’s.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });
});
