import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import type { Event } from '@tix/contract/model/event';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { bffAnswer, SEED_EVENTS, sessions } from '../../../test/seed.ts';
import { publicEvent } from '../../../test/seed-campaigns.ts';
import { LIKES_COPY as C } from '../messages.ts';

describe('likes', () => {
  it('links running events to their tickets and shows the others disabled', async () => {
    const liked = await bffAnswer<Event[]>('/api/likes', sessions.customer);
    const [first] = liked;
    if (!first) throw new Error('the seed world gives the demo customer no liked event');
    // Every event the demo customer liked is on sale: this answer adds one that is not.
    const { event: off } = await publicEvent(SEED_EVENTS.notRunning);
    server.use(answer(api.account.listLikes, () => [...liked, off]));
    renderApp('/likes', { session: sessions.customer });
    await screen.findByRole('heading', { level: 1, name: C.heading });
    const link = await screen.findByRole('link', { name: new RegExp(first.name) });
    expect(link).toHaveAttribute('href', `/event/${first.id}/tickets`);
    const disabled = screen.getByRole('link', { name: new RegExp(off.name) });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).not.toHaveAttribute('href');
    expect(disabled).toHaveTextContent(C.notOnSale);
  });

  it('is for customers only', async () => {
    renderApp('/likes', { session: sessions.organiser });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
  });
});
