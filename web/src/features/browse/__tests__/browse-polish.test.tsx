import { screen, waitFor, within } from '@testing-library/react';
import { CATEGORIES_LISTED } from '@tix/contract/domain/constants';
import { problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { namesInBrowseOrder } from '../../../test/event-order.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { categories as categoryList, listedEvents, sessions } from '../../../test/seed.ts';
import { EMPTY_STATE_NEXT } from '../../../ui/empty-state.tsx';
import { BROWSE_COPY } from '../messages.ts';

const eventList = () => screen.findByRole('region', { name: 'Event list' });
const provinces = () => screen.findByRole('region', { name: 'Provinces' });
const categories = () => screen.findByRole('region', { name: 'Categories' });
const searchbox = () => screen.getByRole('searchbox', { name: BROWSE_COPY.searchLabel });
const resultsPage = () => screen.findByRole('region', { name: /^Search results for/ });
/** The event cards' titles (an empty state's next-step link is not a card). */
const cardTitles = async (region = eventList) =>
  within(await region())
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'))
    .filter((title) => title !== null);

describe('the search results page', () => {
  it('Enter in the header search opens the results page (the heading is read from ?q=) with every match as event cards', async () => {
    const matches = (await listedEvents()).slice(0, 3);
    let asked: string | null = null;
    server.use(
      http.get('*/api/events/search', ({ request }) => {
        asked = new URL(request.url).searchParams.get('q');
        return HttpResponse.json(matches);
      }),
    );
    const { user } = renderApp('/');
    await user.type(searchbox(), 'jazz{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.resultsHeading('jazz') }),
    ).toBeInTheDocument();
    expect(asked).toBe('jazz');
    await waitFor(async () => expect(await cardTitles(resultsPage)).toEqual(namesInBrowseOrder(matches)));
    const first = matches[0];
    if (!first) throw new Error('the seed world lists no event');
    expect(within(await resultsPage()).getByRole('link', { name: new RegExp(first.name) })).toHaveAttribute(
      'href',
      `/event/${first.id}/tickets`,
    );
  });

  it('the Search button does the same, and a shared link reopens the results', async () => {
    const { user } = renderApp('/');
    await user.type(searchbox(), 'zzz');
    await user.click(screen.getByRole('button', { name: BROWSE_COPY.searchButton }));
    expect(
      await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.resultsHeading('zzz') }),
    ).toBeVisible();
  });

  it('says there is no match (spec words) and offers to browse events', async () => {
    server.use(http.get('*/api/events/search', () => HttpResponse.json([])));
    renderApp('/search?q=zzz');
    const list = await resultsPage();
    expect(await within(list).findByText(BROWSE_COPY.noMatchFor('zzz'))).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: EMPTY_STATE_NEXT })).toHaveAttribute('href', '/');
  });

  it('organisers open their own events in /editevent', async () => {
    const own = (await listedEvents()).slice(0, 1);
    server.use(http.get('*/api/events/search', () => HttpResponse.json(own)));
    renderApp('/search?q=my', { session: sessions.organiser });
    const event = own[0];
    if (!event) throw new Error('the seed world lists no event');
    const card = await within(await resultsPage()).findByRole('link', { name: new RegExp(event.name) });
    expect(card).toHaveAttribute('href', `/editevent?eventid=${event.id}`);
  });

  it('without a query asks for one and offers to browse events', async () => {
    renderApp('/search');
    expect(await screen.findByText(BROWSE_COPY.searchPrompt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMPTY_STATE_NEXT })).toHaveAttribute('href', '/');
  });
});

describe('home filters, retry and empty states', () => {
  it('a province and a category combine (both sent to the BFF), and clicking one again drops it', async () => {
    const listed = await listedEvents();
    const top = (await categoryList()).slice(0, CATEGORIES_LISTED);
    const pair = listed.find((e) => {
      const inTop = top.some((c) => c.name === e.category);
      return inTop && e.province;
    });
    const province = pair?.province ?? '';
    const category = pair?.category ?? '';
    const asked: string[] = [];
    server.use(
      http.get('*/api/events', ({ request }) => {
        asked.push(new URL(request.url).search);
        return undefined;
      }),
    );
    const { user } = renderApp('/');
    await user.click(await within(await provinces()).findByRole('link', { name: province }));
    await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.eventsIn(province) });
    await user.click(within(await categories()).getByRole('link', { name: category }));
    expect(
      await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.combined(category, province) }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        asked.some((s) => {
          const p = new URLSearchParams(s);
          return p.get('province') === province && p.get('category') === category;
        }),
      ).toBe(true),
    );
    const both = namesInBrowseOrder(listed.filter((e) => e.province === province && e.category === category));
    await waitFor(async () => expect(await cardTitles()).toEqual(both));
    for (const name of [province, category]) {
      const region = name === province ? await provinces() : await categories();
      expect(within(region).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    // The chosen province again drops it and keeps the category.
    await user.click(within(await provinces()).getByRole('link', { name: province }));
    expect(
      await screen.findByRole('heading', { level: 1, name: BROWSE_COPY.categoryEvents(category) }),
    ).toBeInTheDocument();
  });

  it('a failed load offers Try again, which loads the events again', async () => {
    const listed = await listedEvents();
    let calls = 0;
    server.use(
      http.get('*/api/events', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const { user } = renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection');
    await user.click(screen.getByRole('button', { name: BROWSE_COPY.tryAgain }));
    await waitFor(async () => expect(await cardTitles()).toEqual(namesInBrowseOrder(listed)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a service failure also offers Try again', async () => {
    server.use(http.get('*/api/events', () => problem(503, 'Service Unavailable', 'Down for a minute.')));
    renderApp('/explore?province=limpopo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for a minute.');
    expect(screen.getByRole('button', { name: BROWSE_COPY.tryAgain })).toBeInTheDocument();
  });

  it('an empty filtered grid keeps the spec words and leads back to every event', async () => {
    server.use(http.get('*/api/events', () => HttpResponse.json([])));
    renderApp('/?province=limpopo');
    const list = await eventList();
    expect(await within(list).findByText(BROWSE_COPY.noEventsInProvince('limpopo'))).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: EMPTY_STATE_NEXT })).toHaveAttribute('href', '/');
  });

  it('with no event at all, the next step is the categories', async () => {
    server.use(http.get('*/api/events', () => HttpResponse.json([])));
    renderApp('/');
    const list = await eventList();
    expect(await within(list).findByText(BROWSE_COPY.noEvents)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: BROWSE_COPY.allCategories })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('an empty category page leads back to every event', async () => {
    server.use(http.get('*/api/events', () => HttpResponse.json([])));
    renderApp('/category?category=music+festival');
    const list = await eventList();
    expect(await within(list).findByText(BROWSE_COPY.noEventsInCategory)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: EMPTY_STATE_NEXT })).toBeInTheDocument();
  });
});
