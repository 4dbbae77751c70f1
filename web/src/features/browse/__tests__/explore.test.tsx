import { screen, within } from '@testing-library/react';
import { server } from '@tix/mocks/msw/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { namesInBrowseOrder } from '../../../test/event-order.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  categories as categoryList,
  listedEvent,
  listedEvents,
  provinces as provinceList,
  SEED_EVENTS,
  seedEvent,
} from '../../../test/seed.ts';
import { BROWSE_COPY } from '../messages.ts';

const eventList = () => screen.findByRole('region', { name: 'Event list' });
const provinces = () => screen.findByRole('region', { name: 'Provinces' });
const categories = () => screen.findByRole('region', { name: 'Categories' });
const cardTitles = async () =>
  within(await eventList())
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The names of the events the BFF lists for a guest with that province or category, in browse order. */
const namesIn = async (field: 'province' | 'category', value: string) =>
  namesInBrowseOrder((await listedEvents()).filter((e) => e[field] === value));

describe('/explore', () => {
  it("shows 'Events in {province}' with that province's events", async () => {
    const expected = await namesIn('province', 'gauteng');
    renderApp('/explore?province=gauteng');
    await heading(BROWSE_COPY.eventsIn('gauteng'));
    await within(await eventList()).findAllByRole('link');
    expect(await cardTitles()).toEqual(expected);
  });

  it('opens on the first province when none is given', async () => {
    const first = (await provinceList())[0]?.name ?? '';
    renderApp('/explore');
    expect(await heading(BROWSE_COPY.eventsIn(first))).toBeInTheDocument();
  });

  it('reloads the events when another province is clicked, and says when there are none', async () => {
    // Every province of the seed world has events: this one's list comes back empty.
    server.use(
      http.get('*/api/events', ({ request }) =>
        new URL(request.url).searchParams.get('province') === 'northern cape'
          ? HttpResponse.json([])
          : undefined,
      ),
    );
    const { user } = renderApp('/explore?province=gauteng');
    await heading(BROWSE_COPY.eventsIn('gauteng'));
    await user.click(await within(await provinces()).findByRole('link', { name: 'northern cape' }));
    await heading(BROWSE_COPY.eventsIn('northern cape'));
    expect(await screen.findByText(BROWSE_COPY.noEventsInProvince('northern cape'))).toBeInTheDocument();
  });

  it('sends a category to /category, and More... to /categories', async () => {
    renderApp('/explore?province=gauteng');
    const list = await categories();
    expect(await within(list).findByRole('link', { name: 'music festival' })).toHaveAttribute(
      'href',
      '/category?category=music+festival',
    );
    expect(within(list).getByRole('link', { name: BROWSE_COPY.more })).toHaveAttribute('href', '/categories');
  });
});

describe('/category', () => {
  it("lists one category's events, leaving out hidden ones", async () => {
    const category = seedEvent(SEED_EVENTS.hidden).category;
    // The category's only event is hidden (future, balance under R6).
    expect(await namesIn('category', category)).toEqual([]);
    renderApp(`/category?category=${encodeURIComponent(category)}`);
    await heading(BROWSE_COPY.categoryEvents(category));
    expect(await screen.findByText(BROWSE_COPY.noEventsInCategory)).toBeInTheDocument();
  });

  it('shows the events of the category, and a province goes to /explore', async () => {
    const expected = await namesIn('category', 'music festival');
    const { user } = renderApp('/category?category=music+festival');
    await heading(BROWSE_COPY.categoryEvents('music festival'));
    await within(await eventList()).findAllByRole('link');
    expect(await cardTitles()).toEqual(expected);
    await user.click(await within(await provinces()).findByRole('link', { name: 'limpopo' }));
    expect(await heading(BROWSE_COPY.eventsIn('limpopo'))).toBeInTheDocument();
  });

  it('goes to /categories when no category is given', async () => {
    renderApp('/category');
    expect(await heading(BROWSE_COPY.categoriesHeading)).toBeInTheDocument();
  });
});

describe('/categories', () => {
  it('lists every category, each opening /category', async () => {
    const all = await categoryList();
    const category = (await listedEvent(SEED_EVENTS.soldOutTier)).category ?? '';
    const inCategory = await namesIn('category', category);
    const { user } = renderApp('/categories');
    await heading(BROWSE_COPY.categoriesHeading);
    const links = await screen.findAllByRole('link', { name: /./ });
    const tiles = links.filter((l) => l.getAttribute('href')?.startsWith('/category?'));
    expect(tiles.map((l) => l.textContent)).toEqual(all.map((c) => c.name));
    await user.click(screen.getByRole('link', { name: category }));
    expect(await heading(BROWSE_COPY.categoryEvents(category))).toBeInTheDocument();
    await within(await eventList()).findAllByRole('link');
    expect(await cardTitles()).toEqual(inCategory);
  });

  it('keeps a province it was opened with', async () => {
    renderApp('/categories?province=gauteng');
    expect(await screen.findByRole('link', { name: 'conference' })).toHaveAttribute(
      'href',
      '/category?category=conference&province=gauteng',
    );
  });
});
