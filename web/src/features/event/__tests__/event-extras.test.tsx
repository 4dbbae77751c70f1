import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { answer, fixtures } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { mapsSearchUrl } from '../components/venue-map.tsx';
import { EVENT_COPY } from '../messages.ts';

const event = fixtures.events.find((e) => e.id === '1001');

describe('event page: likes, venue map and view logging', () => {
  it("shows the event's likes", async () => {
    renderApp('/event/1001/tickets');
    expect(await screen.findByText(EVENT_COPY.likes(fixtures.likes['1001'] ?? 0))).toBeInTheDocument();
  });

  it('links the venue to a maps search in a new tab, with no third-party frame', async () => {
    const { container } = renderApp('/event/1001/tickets');
    const link = await screen.findByRole('link', { name: `${EVENT_COPY.openMap} ${EVENT_COPY.newTab}` });
    expect(link).toHaveAttribute('href', mapsSearchUrl(event?.venue ?? ''));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('logs the view once, and a failure shows the visitor nothing', async () => {
    const views: string[] = [];
    server.use(
      answer(api.browse.recordEventView, ({ params }) => {
        views.push(params.eventId);
        return new Response(null, { status: 503 });
      }),
    );
    renderApp('/event/1001/tickets');
    await screen.findByRole('heading', { level: 1, name: event?.name });
    await screen.findByText(EVENT_COPY.likes(fixtures.likes['1001'] ?? 0));
    expect(views).toEqual(['1001']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
