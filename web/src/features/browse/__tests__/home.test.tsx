import { screen, waitFor, within } from '@testing-library/react';
import { CATEGORIES_LISTED } from '@tix/contract/domain/constants';
import { problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from '../../../lib/session.ts';
import { namesInBrowseOrder } from '../../../test/event-order.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  categories as categoryList,
  listedEvent,
  listedEvents,
  provinces as provinceList,
  SEED_EVENTS,
  seedEvent,
  sessions,
} from '../../../test/seed.ts';
import { visibleText } from '../../../test/visible-text.ts';
import { BROWSE_COPY } from '../messages.ts';

const eventList = () => screen.findByRole('region', { name: 'Event list' });
const provinces = () => screen.findByRole('region', { name: 'Provinces' });
const categories = () => screen.findByRole('region', { name: 'Categories' });
const namesOf = namesInBrowseOrder;
/** The event cards (an empty state's next-step link is not a card). */
const cardNames = async () =>
  within(await eventList())
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'))
    .filter((title) => title !== null);

describe('home page', () => {
  it('shows the event grid: poster, name cut at 13, date, venue, linking to the event page', async () => {
    const listed = await listedEvents();
    const event = await listedEvent(SEED_EVENTS.soldOutTier);
    const hidden = seedEvent(SEED_EVENTS.hidden);
    // The BFF leaves out hidden events (future date, balance under R6).
    expect(listed.map((e) => e.id)).not.toContain(SEED_EVENTS.hidden);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeInTheDocument();
    expect(event.name.length).toBeGreaterThan(13);
    // Cut at the spec's 13 characters with '…' for the eye; whole for screen readers and on hover.
    const card = await within(await eventList()).findByRole('link', { name: new RegExp(event.name) });
    expect(card).toHaveAttribute('href', `/event/${event.id}/tickets`);
    expect(visibleText(card)).toContain(`${event.name.slice(0, 13)}…`);
    expect(visibleText(card)).not.toContain(event.name.slice(0, 14));
    expect(within(card).getByTitle(event.name)).toBeInTheDocument();
    expect(card).toHaveTextContent(event.venue ?? '');
    expect(within(card).getByRole('img', { name: `Poster: ${event.name}` })).toBeVisible();
    // The page shows the rest, and not the hidden one.
    expect(await cardNames()).not.toContain(hidden.name);
    expect(await cardNames()).toEqual(namesOf(listed));
  });

  it('lists the provinces and the first 9 categories with a More link', async () => {
    const expected = await provinceList();
    renderApp('/');
    const provinceLinks = await within(await provinces()).findAllByRole('link');
    expect(provinceLinks.map((l) => l.textContent)).toEqual([
      BROWSE_COPY.allEvents,
      ...expected.map((p) => p.name),
    ]);
    const categoryList = await categories();
    await within(categoryList).findByRole('link', { name: 'music festival' });
    const categoryLinks = within(categoryList).getAllByRole('link');
    expect(categoryLinks).toHaveLength(10);
    expect(categoryLinks.at(-1)).toHaveTextContent(BROWSE_COPY.more);
    expect(categoryLinks.at(-1)).toHaveAttribute('href', '/categories');
  });

  it('filters by province: heading and grid change, the choice is in the URL', async () => {
    const listed = await listedEvents();
    const province = (await listedEvent(SEED_EVENTS.soldOutTier)).province ?? '';
    const { user } = renderApp('/');
    await user.click(await within(await provinces()).findByRole('link', { name: province }));
    expect(
      await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.eventsIn(province) }),
    ).toBeInTheDocument();
    expect(await cardNames()).toEqual(namesOf(listed.filter((e) => e.province === province)));
    expect(within(await provinces()).getByRole('link', { name: province })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens a shared link with the province filter', async () => {
    const listed = await listedEvents();
    const province = seedEvent(SEED_EVENTS.hidden).province;
    renderApp(`/?province=${encodeURIComponent(province)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.eventsIn(province) }),
    ).toBeInTheDocument();
    await within(await eventList()).findAllByRole('link');
    expect(await cardNames()).toEqual(namesOf(listed.filter((e) => e.province === province)));
  });

  it('filters by category', async () => {
    // A category on the home page with several events.
    const listed = await listedEvents();
    const category =
      (await categoryList())
        .slice(0, CATEGORIES_LISTED)
        .map((c) => c.name)
        .find((name) => listed.filter((e) => e.category === name).length > 1) ?? '';
    const inCategory = namesOf(listed.filter((e) => e.category === category));
    const { user } = renderApp('/');
    await user.click(await within(await categories()).findByRole('link', { name: category }));
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(category) })).toBeInTheDocument();
    await waitFor(async () => expect(await cardNames()).toEqual(inCategory));
  });

  it('says so when a province or a category has no events', async () => {
    // Every province of the seed world has events: this one's list comes back empty.
    const listed = await listedEvents();
    const province = (await provinceList()).at(-1)?.name ?? '';
    server.use(
      http.get('*/api/events', ({ request }) =>
        new URL(request.url).searchParams.get('province') === province ? HttpResponse.json([]) : undefined,
      ),
    );
    // A category on the home page whose only events are hidden.
    const empty = (await categoryList())
      .slice(0, CATEGORIES_LISTED)
      .find((c) => !listed.some((e) => e.category === c.name));
    const { user } = renderApp('/');
    await user.click(await within(await provinces()).findByRole('link', { name: province }));
    expect(await screen.findByText(BROWSE_COPY.noEventsInProvince(province))).toBeInTheDocument();
    await user.click(within(await categories()).getByRole('link', { name: empty?.name ?? '' }));
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
    renderApp('/', { session: sessions.organiser });
    const { accountName } = sessions.organiser;
    expect(await screen.findByRole('heading', { name: `Welcome, ${accountName}` })).toBeInTheDocument();
  });

  it('sends affiliates to /in', async () => {
    renderApp('/', { session: sessions.partner });
    const { accountName } = sessions.partner;
    expect(await screen.findByRole('heading', { name: `Welcome, ${accountName}` })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: `${ACCOUNT_LABELS.partner} menu` })).toBeInTheDocument();
  });

  it('keeps customers on the home page', async () => {
    renderApp('/', { session: sessions.customer });
    expect(await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeInTheDocument();
    const { accountName } = sessions.customer;
    expect(await screen.findByRole('button', { name: new RegExp(accountName) })).toBeInTheDocument();
  });
});
