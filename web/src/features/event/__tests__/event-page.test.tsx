import { screen, within } from '@testing-library/react';
import { formatRand } from '@tix/contract/domain/money';
import { fixtures } from '@tix/mocks/msw/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { EVENT_COPY } from '../messages.ts';

// Testing Library collapses the non-breaking spaces Intl puts in en-ZA amounts.
const rand = (cents: number) => formatRand(cents).replace(/\s/g, ' ');
const tier = (label: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name: label })) ?? null;
const paragraph = (text: string) =>
  screen.queryByText((_, el) => el?.tagName === 'P' && el.textContent === text);

async function openEvent(id: string, session = fixtures.guestSession) {
  const view = renderApp(`/event/${id}/tickets`, { session });
  const event = fixtures.events.find((e) => e.id === id);
  await screen.findByRole('heading', { level: 1, name: event?.name });
  return view;
}

describe('event page', () => {
  it('shows poster, name, date, time, venue, description and the tiers with rand prices', async () => {
    await openEvent('1001');
    expect(screen.getByRole('img', { name: 'Poster: Soweto Jazz Picnic Under the Stars' })).toBeVisible();
    expect(screen.getByText('14:00 – 22:00')).toBeInTheDocument();
    expect(screen.getByText('Walter Sisulu Square, Kliptown')).toBeInTheDocument();
    expect(screen.getByText(/a day to remember/)).toBeInTheDocument();
    const general = tier('General');
    expect(general).toHaveTextContent(rand(15000));
    expect(general).toHaveTextContent(rand(7500));
    expect(tier('VVIP')).toHaveTextContent(rand(125000));
    expect(formatRand(125000)).toBe('R1 250.00');
  });

  it('marks a tier sold out when neither adults nor kids are available', async () => {
    await openEvent('1001');
    expect(tier('VVIP')).toHaveTextContent(EVENT_COPY.soldOut);
    expect(tier('General')).not.toHaveTextContent(EVENT_COPY.soldOut);
  });

  it('marks every tier of a sold-out event', async () => {
    await openEvent('1010');
    expect(screen.getAllByText(EVENT_COPY.soldOut)).toHaveLength(2);
  });

  it('asks guests to log in or register, with links', async () => {
    await openEvent('1001');
    expect(paragraph(EVENT_COPY.guestPrompt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
    expect(screen.queryByRole('link', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('lets a logged-in customer go on to buy the tiers that are not sold out', async () => {
    await openEvent('1001', fixtures.sessions.customer);
    expect(paragraph(EVENT_COPY.guestPrompt)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy General tickets' })).toHaveAttribute(
      'href',
      '/buy?eventid=1001&ticketid=10011&businessid=501',
    );
    expect(screen.getAllByRole('link', { name: /^Buy/ })).toHaveLength(2);
  });

  it('says when the event has ended', async () => {
    await openEvent('1009', fixtures.sessions.customer);
    expect(screen.getByText(EVENT_COPY.ended)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Buy/ })).not.toBeInTheDocument();
  });

  it("says when the event isn't active", async () => {
    await openEvent('1008');
    expect(screen.getByText(EVENT_COPY.notActive)).toBeInTheDocument();
    expect(paragraph(EVENT_COPY.guestPrompt)).not.toBeInTheDocument();
  });

  it('uses the placeholder when there is no poster', async () => {
    const { container } = await openEvent('1004');
    expect(screen.queryByRole('img', { name: /Poster/ })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/placeholder-poster.svg');
  });

  it('says so for an unknown event', async () => {
    renderApp('/event/999/tickets');
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_COPY.notFound);
  });
});
