import { screen, within } from '@testing-library/react';
import { fixtures, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BROWSE_COPY } from '../messages.ts';

const eventList = () => screen.findByRole('region', { name: 'Event list' });
const provinces = () => screen.findByRole('region', { name: 'Provinces' });
const categories = () => screen.findByRole('region', { name: 'Categories' });
const cardNames = async () =>
  within(await eventList())
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'));

describe('home page', () => {
  it('shows the event grid: poster, name cut at 13, date, venue, linking to the event page', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeInTheDocument();
    const card = await within(await eventList()).findByRole('link', { name: /Soweto Jazz P/ });
    expect(card).toHaveAttribute('href', '/event/1001/tickets');
    expect(card).toHaveTextContent('Soweto Jazz P');
    expect(card).not.toHaveTextContent('Soweto Jazz Pi');
    expect(card).toHaveTextContent('Walter Sisulu Square, Kliptown');
    expect(
      within(card).getByRole('img', { name: 'Poster: Soweto Jazz Picnic Under the Stars' }),
    ).toBeVisible();
    // The BFF leaves out the hidden event (future date, balance under R6); the page shows the rest.
    expect(await cardNames()).not.toContain('Stellenbosch Team Building Day');
    expect(await cardNames()).toHaveLength(fixtures.events.length - 1);
  });

  it('lists the provinces and the first 9 categories with a More link', async () => {
    renderApp('/');
    const provinceLinks = await within(await provinces()).findAllByRole('link');
    expect(provinceLinks.map((l) => l.textContent)).toEqual([
      BROWSE_COPY.allEvents,
      ...fixtures.provinces.map((p) => p.name),
    ]);
    const categoryList = await categories();
    await within(categoryList).findByRole('link', { name: 'music festival' });
    const categoryLinks = within(categoryList).getAllByRole('link');
    expect(categoryLinks).toHaveLength(10);
    expect(categoryLinks.at(-1)).toHaveTextContent(BROWSE_COPY.more);
    expect(categoryLinks.at(-1)).toHaveAttribute('href', '/categories');
  });

  it('filters by province: heading and grid change, the choice is in the URL', async () => {
    const { user } = renderApp('/');
    await user.click(await within(await provinces()).findByRole('link', { name: 'western cape' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.eventsIn('western cape') }),
    ).toBeInTheDocument();
    expect(await cardNames()).toEqual(['Cape Town Food & Wine Festival']);
    expect(within(await provinces()).getByRole('link', { name: 'western cape' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens a shared link with the province filter', async () => {
    renderApp('/?province=gauteng');
    expect(
      await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.eventsIn('gauteng') }),
    ).toBeInTheDocument();
    await within(await eventList()).findAllByRole('link');
    expect(await cardNames()).toEqual([
      'Soweto Jazz Picnic Under the Stars',
      'Joburg Tech Leaders Conference',
      'Pretoria Colour Frenzy Fun Run',
    ]);
  });

  it('filters by category', async () => {
    const { user } = renderApp('/');
    await user.click(await within(await categories()).findByRole('link', { name: 'street party' }));
    expect(await screen.findByRole('heading', { level: 1, name: /street party/ })).toBeInTheDocument();
    await within(await eventList()).findByRole('link', { name: /Durban Beachf/ });
    expect(await cardNames()).toEqual(['Durban Beachfront Street Party']);
  });

  it('says so when a province or a category has no events', async () => {
    const { user } = renderApp('/');
    await user.click(await within(await provinces()).findByRole('link', { name: 'northern cape' }));
    expect(await screen.findByText(BROWSE_COPY.noEventsInProvince('northern cape'))).toBeInTheDocument();
    await user.click(within(await categories()).getByRole('link', { name: 'PS5' }));
    expect(await screen.findByText(BROWSE_COPY.noEventsInCategory)).toBeInTheDocument();
  });

  it('says so when there are no events at all', async () => {
    server.use(http.get('*/api/events', () => HttpResponse.json([])));
    renderApp('/');
    expect(await screen.findByText(BROWSE_COPY.noEvents)).toBeInTheDocument();
  });

  it('shows the problem in an error banner when the events service is down', async () => {
    const detail = 'The ticketing service is unreachable right now. Please try again in a minute.';
    server.use(http.get('*/api/events', () => problem(503, 'Service Unavailable', detail)));
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('shows the client’s message when the network fails', async () => {
    server.use(http.get('*/api/events', () => HttpResponse.error()));
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the service');
  });

  it('sends organisers to /dashboard', async () => {
    renderApp('/', { session: fixtures.sessions.organiser });
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Soweto Sounds Productions' }),
    ).toBeInTheDocument();
  });

  it('sends affiliates to /in', async () => {
    renderApp('/', { session: fixtures.sessions.partner });
    expect(await screen.findByRole('heading', { name: 'Welcome, Lerato Mokoena' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: `${ACCOUNT_LABELS.partner} menu` })).toBeInTheDocument();
  });

  it('keeps customers on the home page', async () => {
    renderApp('/', { session: fixtures.sessions.customer });
    expect(await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Thandiwe Nkosi/ })).toBeInTheDocument();
  });
});
