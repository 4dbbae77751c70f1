import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { bffAnswer, SEED_EVENTS } from '../../../test/seed.ts';
import { publicEvent } from '../../../test/seed-campaigns.ts';
import { mapsSearchUrl } from '../components/venue-map.tsx';
import { EVENT_COPY } from '../messages.ts';

const id = SEED_EVENTS.soldOutTier;
const page = `/event/${id}/tickets`;
/** The event's likes as GET /api/events/:eventId/likes counts them. */
const eventLikes = async () => (await bffAnswer<{ likes: number }>(`/api/events/${id}/likes`)).likes;

describe('event page: likes, venue map and view logging', () => {
  it("shows the event's likes", async () => {
    const likes = await eventLikes();
    renderApp(page);
    expect(await screen.findByText(EVENT_COPY.likes(likes))).toBeInTheDocument();
  });

  it('links the venue to a maps search in a new tab, with no third-party frame', async () => {
    const { event } = await publicEvent(id);
    const { container } = renderApp(page);
    const link = await screen.findByRole('link', { name: `${EVENT_COPY.openMap} ${EVENT_COPY.newTab}` });
    expect(link).toHaveAttribute('href', mapsSearchUrl(event.venue ?? ''));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('logs the view once, and a failure shows the visitor nothing', async () => {
    const { event } = await publicEvent(id);
    const likes = await eventLikes();
    const views: string[] = [];
    server.use(
      answer(api.browse.recordEventView, ({ params }) => {
        views.push(params.eventId);
        return new Response(null, { status: 503 });
      }),
    );
    renderApp(page);
    await screen.findByRole('heading', { level: 1, name: event.name });
    await screen.findByText(EVENT_COPY.likes(likes));
    expect(views).toEqual([event.id]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
