import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { formatRand } from '@tix/contract/domain/money';
import { PREPARE_TICKETS_MESSAGES as M } from '@tix/contract/forms/printing';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { EVENT_SCREEN_COPY } from '../../../ui/event-screen.tsx';
import { PRINTING_COPY as COPY, PRINT_SUPPORT_PHONE, STOCK_MESSAGE_MS } from '../messages.ts';

const organiser = { session: sessions.organiser };
const prepareButton = () => screen.getByRole('button', { name: COPY.prepare });

async function openPrepare(eventId: number) {
  const view = renderApp(`/downloadtickets?eventid=${eventId}`, organiser);
  expect(await screen.findByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('/downloadtickets', () => {
  it('shows budget, balance and R1.00 a ticket; 8 VIP adults cost R8.00 and lead to the download', async () => {
    const { user } = await openPrepare(2);
    const balance = screen.getByTestId('print-balance');
    expect(balance).toHaveTextContent(formatRand(18_000));
    expect(screen.getByText(formatRand(100))).toBeInTheDocument();
    expect(prepareButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('VIP') }));
    await user.type(screen.getByLabelText('VIP Adults'), '8');
    expect(screen.getByTestId('print-quantity')).toHaveTextContent('8');
    expect(screen.getByTestId('print-cost')).toHaveTextContent(formatRand(800));
    await user.click(prepareButton());
    expect(await screen.findByRole('heading', { level: 1, name: COPY.previewTitle })).toBeInTheDocument();
    expect(screen.getByText(COPY.readyCount(8))).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(9);
  });

  it('says a sold-out group is out of stock, and more than the stock is refused', async () => {
    const { user } = await openPrepare(1);
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('VIP') }));
    await user.type(screen.getByLabelText('VIP Adults'), '1');
    expect(await screen.findByText(M.outOfStock('VIP', 'adults'))).toBeInTheDocument();
    expect(screen.getByLabelText('VIP Adults')).toHaveValue('');
    // The spec's stock messages hide after 4 seconds.
    await waitFor(() => expect(screen.queryByText(M.outOfStock('VIP', 'adults'))).not.toBeInTheDocument(), {
      timeout: STOCK_MESSAGE_MS + 1500,
    });
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('VVIP') }));
    await user.type(screen.getByLabelText('VVIP Adults'), '999');
    expect(screen.getByText(/^Only \d+ tickets available for VVIP$/)).toBeInTheDocument();
    expect(prepareButton()).toBeDisabled();
  });

  it('says the balance is too low, with Increase budget, and keeps Prepare disabled', async () => {
    const { user } = await openPrepare(4);
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('General') }));
    await user.type(screen.getByLabelText('General Adults'), '5');
    const message = screen.getByText(M.balanceTooLow(5), { exact: false });
    expect(within(message).getByRole('link', { name: COPY.increaseBudget })).toHaveAttribute(
      'href',
      '/campaign?eventid=4',
    );
    expect(prepareButton()).toBeDisabled();
  });

  it('shows the failure and retries', async () => {
    server.use(answer(api.printing.getPrintingPage, () => problem(503, 'Unavailable', 'Try again shortly.')));
    const { user } = renderApp('/downloadtickets?eventid=2', organiser);
    expect(await screen.findByText('Try again shortly.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: EVENT_SCREEN_COPY.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
  });

  it('goes to the dashboard without an event', async () => {
    renderApp('/downloadtickets', organiser);
    // The organiser's dashboard, not this screen nor its 'choose an event' message.
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent(COPY.title);
    expect(screen.queryByText(COPY.noEvent)).not.toBeInTheDocument();
  });
});

describe('/download', () => {
  it('lays out 4 tickets a page with QR codes, opens the print dialog and allocates after 3 s', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    let allocations = 0;
    server.use(
      answer(api.printing.allocateTickets, () => {
        allocations += 1;
        return { allocated: true };
      }),
    );
    const { user } = await openPrepare(2);
    await user.click(screen.getByRole('checkbox', { name: COPY.printThis('VIP') }));
    await user.type(screen.getByLabelText('VIP Adults'), '6');
    await user.click(prepareButton());
    await user.click(await screen.findByRole('button', { name: COPY.download }));
    const dialog = await screen.findByRole('dialog', { name: COPY.confirmTitle });
    expect(dialog).toHaveTextContent(COPY.confirmBody(6));
    await user.click(within(dialog).getByRole('button', { name: COPY.confirm }));
    expect(await screen.findAllByTestId('print-page')).toHaveLength(2);
    expect(screen.getAllByTestId('printed-ticket')).toHaveLength(6);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /QR code of ticket/ })).toHaveLength(6));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(allocations).toBe(0);
    await waitFor(() => expect(allocations).toBe(1), { timeout: 4500 });
  });

  it('says the tickets are already printed, offering a reprint, or shows the empty message', async () => {
    server.use(
      answer(api.printing.getPrintRun, () => ({ eventName: 'Jozi Jazz', tickets: [], printedCount: 4 })),
    );
    renderApp('/download?eventid=2&reprint=no', organiser);
    expect(await screen.findByText(M.alreadyPrinted(PRINT_SUPPORT_PHONE))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.printAgain })).toHaveAttribute(
      'href',
      '/download?eventid=2&reprint=yes',
    );
  });

  it('shows the empty message with a Dashboard link', async () => {
    renderApp('/download?eventid=2&reprint=yes', organiser);
    const empty = (await screen.findByText(COPY.printEmpty)).parentElement as HTMLElement;
    expect(within(empty).getByRole('link', { name: COPY.dashboard })).toHaveAttribute('href', '/dashboard');
  });
});
