import { screen, within } from '@testing-library/react';
import { fixtures } from '@tix/mocks/msw/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { BROWSE_COPY } from '../messages.ts';

const results = () => screen.findByRole('region', { name: 'Search results' });

describe('header search', () => {
  it('lists matching events as the user types: names cut at 27, hosts at 30', async () => {
    const { user } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: BROWSE_COPY.searchLabel }), 'polokwane');
    const link = await within(await results()).findByRole('link', { name: /Polokwane Gospel Praise Nig/ });
    expect(link).toHaveTextContent('Heartland Community Events & C');
    expect(link).not.toHaveTextContent('Polokwane Gospel Praise Nigh');
    expect(link).not.toHaveTextContent('Heartland Community Events & Co');
    expect(link).toHaveAttribute('href', '/event/1005/tickets');
  });

  it('guests: no match found for the text', async () => {
    const { user } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: BROWSE_COPY.searchLabel }), 'zzz');
    expect(await within(await results()).findByText(BROWSE_COPY.noMatchFor('zzz'))).toBeInTheDocument();
  });

  it('customers: no event found', async () => {
    const { user } = renderApp('/', { session: fixtures.sessions.customer });
    await user.type(screen.getByRole('searchbox', { name: BROWSE_COPY.searchLabel }), 'zzz');
    expect(await within(await results()).findByText(BROWSE_COPY.customerNoResults)).toBeInTheDocument();
  });

  it('organisers: only their own events, opened in the editor', async () => {
    const { user } = renderApp('/dashboard', { session: fixtures.sessions.organiser });
    const box = await screen.findByRole('searchbox', { name: BROWSE_COPY.searchLabel });
    await user.type(box, 'jazz');
    const link = await within(await results()).findByRole('link', { name: /Soweto Jazz/ });
    expect(link).toHaveAttribute('href', '/editevent?eventid=1001');
    await user.clear(box);
    await user.type(box, 'Durban');
    expect(await within(await results()).findByText(BROWSE_COPY.organiserNoResults)).toBeInTheDocument();
  });

  it('affiliates have no search box', async () => {
    renderApp('/in', { session: fixtures.sessions.partner });
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
