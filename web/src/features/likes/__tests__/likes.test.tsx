import { screen } from '@testing-library/react';
import { fixtures } from '@tix/mocks/msw/index';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { LIKES_COPY as C } from '../messages.ts';

describe('likes', () => {
  it('links running events to their tickets and shows the others disabled', async () => {
    renderApp('/likes', { session: fixtures.sessions.customer });
    await screen.findByRole('heading', { level: 1, name: C.heading });
    const liked = fixtures.events.filter((e) => fixtures.likedEventIds.includes(e.id));
    const [first, , last] = liked;
    if (!first || !last) throw new Error('fixtures changed');
    const link = await screen.findByRole('link', { name: new RegExp(first.name) });
    expect(link).toHaveAttribute('href', `/event/${first.id}/tickets`);
    const disabled = screen.getByRole('link', { name: new RegExp(last.name) });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).not.toHaveAttribute('href');
    expect(disabled).toHaveTextContent(C.notOnSale);
  });

  it('is for customers only', async () => {
    renderApp('/likes', { session: fixtures.sessions.organiser });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
  });
});
