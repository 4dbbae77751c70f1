import { screen, within } from '@testing-library/react';
import { TRUNCATION } from '@tix/contract/domain/truncation';
import { server } from '@tix/mocks/msw/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { listedEvent, listedEvents, SEED_EVENTS, sessions } from '../../../test/seed.ts';
import { visibleText } from '../../../test/visible-text.ts';
import { BROWSE_COPY } from '../messages.ts';

const results = () => screen.findByRole('region', { name: 'Search results' });

describe('header search', () => {
  it('lists matching events as the user types: names cut at 27, hosts at 30', async () => {
    const { search, host } = TRUNCATION;
    const found = (await listedEvents()).find((e) => e.name.length > search.max);
    if (!found) throw new Error('the seed world has no event name longer than the search shows');
    // The seed's organiser names all fit in 30 characters: this answer gives the host a longer one.
    const event = { ...found, businessName: `${found.businessName} ${found.businessName}` };
    server.use(http.get('*/api/events/search', () => HttpResponse.json([event])));
    const { user } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: BROWSE_COPY.searchLabel }), event.name);
    // Cut for the eye with '…'; the link's accessible name carries both names whole.
    const link = await within(await results()).findByRole('link', { name: new RegExp(event.name) });
    expect(link).toHaveAccessibleName(expect.stringContaining(event.businessName));
    expect(visibleText(link)).toContain(`${event.name.slice(0, search.max)}…`);
    expect(visibleText(link)).toContain(`${event.businessName.slice(0, host.max)}…`);
    expect(visibleText(link)).not.toContain(event.name.slice(0, search.max + 1));
    expect(visibleText(link)).not.toContain(event.businessName.slice(0, host.max + 1));
    expect(link).toHaveAttribute('href', `/event/${event.id}/tickets`);
  });

  it('guests: no match found for the text', async () => {
    const { user } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: BROWSE_COPY.searchLabel }), 'zzz');
    expect(await within(await results()).findByText(BROWSE_COPY.noMatchFor('zzz'))).toBeInTheDocument();
  });

  it('customers: no event found', async () => {
    const { user } = renderApp('/', { session: sessions.customer });
    await user.type(screen.getByRole('searchbox', { name: BROWSE_COPY.searchLabel }), 'zzz');
    expect(await within(await results()).findByText(BROWSE_COPY.customerNoResults)).toBeInTheDocument();
  });

  it('organisers: only their own events, opened in the editor', async () => {
    const { user } = renderApp('/dashboard', { session: sessions.organiser });
    const box = await screen.findByRole('searchbox', { name: BROWSE_COPY.searchLabel });
    const own = await listedEvent(SEED_EVENTS.soldOutTier);
    const others = (await listedEvents()).find((e) => e.businessId !== own.businessId);
    if (!others) throw new Error('the seed lists no event of another organiser');
    await user.type(box, own.name);
    const link = await within(await results()).findByRole('link', {
      name: new RegExp(own.name.slice(0, 13)),
    });
    expect(link).toHaveAttribute('href', `/editevent?eventid=${own.id}`);
    await user.clear(box);
    await user.type(box, others.name);
    expect(await within(await results()).findByText(BROWSE_COPY.organiserNoResults)).toBeInTheDocument();
  });

  it('affiliates have no search box', async () => {
    renderApp('/in', { session: sessions.partner });
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('header search panel', () => {
  it('closes when focus leaves the search and reopens on return', async () => {
    const { user } = renderApp('/');
    const box = screen.getByRole('searchbox', { name: BROWSE_COPY.searchLabel });
    await user.type(box, 'jazz');
    await within(await results()).findAllByRole('link');
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
    await user.click(box);
    expect(await results()).toBeInTheDocument();
  });
});
