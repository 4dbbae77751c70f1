import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { formatRand } from '@tix/contract/domain/money';
import { LOAD_TICKETS_MESSAGES } from '@tix/contract/forms/tickets';
import { EVENT_SETUP_TEXT } from '@tix/mocks/legacy/handlers/event-setup';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupEvent, ticketTiers } from '../../../test/seed-organiser.ts';
import { LoadTicketsPanel } from '../components/load-tickets-panel.tsx';
import { EVENT_SETUP_COPY as COPY } from '../messages.ts';
import { renderPanel } from './setup-helpers.tsx';

async function open(eventId: string) {
  const onLoaded = vi.fn();
  const view = renderPanel(<LoadTicketsPanel eventId={eventId} onLoaded={onLoaded} />);
  await screen.findByRole('table', { name: COPY.currentHeading });
  return { ...view, onLoaded };
}
/** The panel of one of the demo organiser's drafts: no tier loaded yet. */
const openDraft = async () => open((await setupEvent.draft()).id);

type Typed = Partial<Record<'adultTickets' | 'adultPrice' | 'kidsTickets' | 'kidsPrice', string>>;
const LABELS = {
  adultTickets: COPY.adultTickets,
  adultPrice: COPY.adultPrice,
  kidsTickets: COPY.kidsTickets,
  kidsPrice: COPY.kidsPrice,
} as const;

async function fill(user: Awaited<ReturnType<typeof open>>['user'], tier: string, typed: Typed) {
  await user.selectOptions(screen.getByLabelText(COPY.tier), tier);
  for (const [name, label] of Object.entries(LABELS)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    const value = typed[name as keyof Typed];
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: COPY.loadButton }));
}

describe('the load tickets panel', () => {
  it('shows each tier as loaded, in rand', async () => {
    const loaded = await setupEvent.loaded();
    const { vip } = await ticketTiers(loaded.id);
    if (!vip?.adultPriceCents) throw new Error('the loaded event has no VIP price');
    await open(loaded.id);
    const row = screen.getByRole('row', { name: /^VIP/ });
    expect(row).toHaveTextContent(COPY.loaded(vip.adultsLoaded, formatRand(vip.adultPriceCents)));
    expect(formatRand(123450)).toBe('R1 234.50');
    await openDraft();
    expect(screen.getAllByText(COPY.notLoaded).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [{ adultTickets: '10' }, LOAD_TICKETS_MESSAGES.adultPriceRequired],
    [{ adultTickets: '10', adultPrice: '0' }, 'Ticket price cannot be empty or R0.0 for Adults'],
    [{ adultTickets: '10', adultPrice: 'abc' }, 'Invalid ticket price for Adults.'],
    [{ kidsTickets: '4' }, 'Ticket price cannot be empty or R0.0 for Kids.'],
    [{ kidsTickets: '4', kidsPrice: 'R12x' }, 'Invalid ticket price, please enter a number for Kids.'],
  ])('says what is wrong with %o: %s', async (typed, message) => {
    const { user, onLoaded } = await openDraft();
    await fill(user, 'vip', typed);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('loads a tier: green banner, figures updated, the editor told', async () => {
    const { user, onLoaded } = await openDraft();
    await fill(user, 'vip', {
      adultTickets: '100',
      adultPrice: '1234.5',
      kidsTickets: '20',
      kidsPrice: '60',
    });
    const banner = await screen.findByText('VIP tickets loaded successfully.');
    expect(banner.className).toMatch(/success/);
    expect(onLoaded).toHaveBeenCalledOnce();
    const row = screen.getByRole('row', { name: /^VIP/ });
    expect(row).toHaveTextContent('100 at R1 234.50');
    expect(within(row).getByText('20 at R60.00')).toBeInTheDocument();
  });

  it('shows the legacy’s warning in the warning style', async () => {
    // The legacy's warning for a tier loaded below what it sold (the stand-in's words).
    const loaded = await setupEvent.loaded();
    const tiers = await ticketTiers(loaded.id);
    server.use(
      answer(api.eventSetup.loadTickets, () => ({
        outcome: 'warning' as const,
        message: EVENT_SETUP_TEXT.belowSold('vip', 'adult', 3),
        tiers,
      })),
    );
    const { user, onLoaded } = await open(loaded.id);
    await fill(user, 'vip', { adultTickets: '1', adultPrice: '100' });
    const banner = await screen.findByText(/tickets are already sold/);
    expect(banner.className).toMatch(/warning/);
    expect(banner).toHaveAttribute('role', 'status');
    expect(onLoaded).toHaveBeenCalledOnce();
  });

  it('a refusal is shown in red with the legacy’s message, and the button is busy meanwhile', async () => {
    server.use(
      answer(api.eventSetup.loadTickets, async () => {
        await delay(150);
        return problem(422, 'Refused', "This event has already passed, it can't be edited");
      }),
    );
    const { user, onLoaded } = await openDraft();
    await fill(user, 'general', { adultTickets: '10', adultPrice: '80' });
    expect(screen.getByRole('button', { name: new RegExp(COPY.loadButton) })).toBeDisabled();
    expect(screen.getByText(COPY.loading)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This event has already passed, it can't be edited",
    );
    expect(screen.getByRole('button', { name: COPY.loadButton })).toBeEnabled();
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('starts the form from what a loaded tier holds', async () => {
    const loaded = await setupEvent.loaded();
    const { vip } = await ticketTiers(loaded.id);
    const { user } = await open(loaded.id);
    await user.selectOptions(screen.getByLabelText(COPY.tier), 'vip');
    expect(screen.getByLabelText(COPY.adultTickets)).toHaveValue(String(vip?.adultsLoaded));
  });
});
