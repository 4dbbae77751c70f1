import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { TICKET_TIER_LABELS, type TicketTierKey } from '@tix/contract/domain/constants';
import { formatRand } from '@tix/contract/domain/money';
import type { Event, TicketType } from '@tix/contract/model/event';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../lib/dates.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SEED_EVENTS, sessions } from '../../../test/seed.ts';
import { publicEvent } from '../../../test/seed-campaigns.ts';
import { EVENT_COPY } from '../messages.ts';

// Testing Library collapses the non-breaking spaces Intl puts in en-ZA amounts.
const rand = (cents: number) => formatRand(cents).replace(/\s/g, ' ');
const tier = (label: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name: label })) ?? null;
const paragraph = (text: string) =>
  screen.queryByText((_, el) => el?.tagName === 'P' && el.textContent === text);

/** The seed's event with one tier sold out, and its tiers, as its page reads them. */
const soldOutTier = () => publicEvent(SEED_EVENTS.soldOutTier);
const eventOf = async (id: string) => (await publicEvent(id)).event;
const tierOf = (tiers: readonly TicketType[], key: TicketTierKey) => tiers.find((t) => t.tier === key);
const isSoldOut = (t: TicketType) => t.adultsAvailable <= 0 && t.kidsAvailable <= 0;

async function openEvent(shown: Event, session = sessions.guest) {
  const view = renderApp(`/event/${shown.id}/tickets`, { session });
  await screen.findByRole('heading', { level: 1, name: shown.name });
  return view;
}

describe('event page', () => {
  it('shows poster, name, date, time, venue, description and the tiers with rand prices', async () => {
    const { event, ticketTypes: tiers } = await soldOutTier();
    await openEvent(event);
    expect(screen.getByRole('img', { name: `Poster: ${event.name}` })).toBeVisible();
    const times = [event.startTime, event.finishTime].map((t) => formatTime(t ?? ''));
    expect(screen.getByText(times.join(' – '))).toBeInTheDocument();
    expect(screen.getByText(event.venue ?? '')).toBeInTheDocument();
    expect(screen.getByText(event.description ?? '')).toBeInTheDocument();
    const general = tier(TICKET_TIER_LABELS.general);
    expect(general).toHaveTextContent(rand(tierOf(tiers, 'general')?.adultPriceCents ?? -1));
    expect(general).toHaveTextContent(rand(tierOf(tiers, 'general')?.kidsPriceCents ?? -1));
    expect(tier(TICKET_TIER_LABELS.vvip)).toHaveTextContent(
      rand(tierOf(tiers, 'vvip')?.adultPriceCents ?? -1),
    );
    expect(formatRand(125000)).toBe('R1 250.00');
  });

  it('marks a tier sold out when neither adults nor kids are available', async () => {
    const { event } = await soldOutTier();
    await openEvent(event);
    expect(tier(TICKET_TIER_LABELS.vip)).toHaveTextContent(EVENT_COPY.soldOut);
    expect(tier(TICKET_TIER_LABELS.general)).not.toHaveTextContent(EVENT_COPY.soldOut);
  });

  it('marks every tier of a sold-out event', async () => {
    const { event, ticketTypes: tiers } = await soldOutTier();
    // The seed world sells out one tier only: this answer has nothing left in any.
    const gone = tiers.map((t) => ({ ...t, adultsAvailable: 0, kidsAvailable: 0 }));
    server.use(answer(api.browse.getEvent, () => ({ event, ticketTypes: gone })));
    await openEvent(event);
    expect(screen.getAllByText(EVENT_COPY.soldOut)).toHaveLength(tiers.length);
  });

  it('asks guests to log in or register, with links', async () => {
    const { event } = await soldOutTier();
    await openEvent(event);
    expect(paragraph(EVENT_COPY.guestPrompt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
    expect(screen.queryByRole('link', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('lets a logged-in customer go on to buy the tiers that are not sold out', async () => {
    const { event, ticketTypes: tiers } = await soldOutTier();
    await openEvent(event, sessions.customer);
    expect(paragraph(EVENT_COPY.guestPrompt)).not.toBeInTheDocument();
    const query = new URLSearchParams({
      eventid: event.id,
      ticketid: tierOf(tiers, 'general')?.id ?? '',
      businessid: event.businessId ?? '',
    });
    expect(screen.getByRole('link', { name: `Buy ${TICKET_TIER_LABELS.general} tickets` })).toHaveAttribute(
      'href',
      `/buy?${query}`,
    );
    expect(screen.getAllByRole('link', { name: /^Buy/ })).toHaveLength(
      tiers.filter((t) => !isSoldOut(t)).length,
    );
  });

  it('sells a running event whose answer carries no balance (the spec lists none): unknown is not zero', async () => {
    const { event, ticketTypes: tiers } = await soldOutTier();
    server.use(
      answer(api.browse.getEvent, () => ({ event: { ...event, balanceCents: null }, ticketTypes: tiers })),
    );
    await openEvent(event, sessions.customer);
    expect(screen.queryByText(EVENT_COPY.notActive)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Buy ${TICKET_TIER_LABELS.general} tickets` })).toBeVisible();
  });

  it('still stops a running event whose known balance is R6 or less, as not active', async () => {
    const { event, ticketTypes: tiers } = await soldOutTier();
    server.use(
      answer(api.browse.getEvent, () => ({ event: { ...event, balanceCents: 600 }, ticketTypes: tiers })),
    );
    await openEvent(event, sessions.customer);
    expect(screen.getByText(EVENT_COPY.notActive)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Buy/ })).not.toBeInTheDocument();
  });

  it('says when the event has ended', async () => {
    const ended = await eventOf(SEED_EVENTS.ended);
    await openEvent(ended, sessions.customer);
    expect(screen.getByText(EVENT_COPY.ended)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Buy/ })).not.toBeInTheDocument();
  });

  it("says when the event isn't active", async () => {
    const notRunning = await eventOf(SEED_EVENTS.notRunning);
    await openEvent(notRunning);
    expect(screen.getByText(EVENT_COPY.notActive)).toBeInTheDocument();
    expect(paragraph(EVENT_COPY.guestPrompt)).not.toBeInTheDocument();
  });

  it('uses the placeholder when there is no poster', async () => {
    const noPoster = await eventOf(SEED_EVENTS.noPoster);
    const { container } = await openEvent(noPoster);
    expect(screen.queryByRole('img', { name: /Poster/ })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/placeholder-poster.svg');
  });

  it('says so for an unknown event', async () => {
    renderApp('/event/999/tickets');
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_COPY.notFound);
  });
});
