import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { TICKETS_COPY } from '../messages.ts';

// The spec gives ids no format: a legacy may name an event "ev-7k2". A page taking an id from its
// address takes it as it is; only what cannot be an id (empty, a slash) is "no event".
const customer = sessions.customer;

describe('an event id that is not a number', () => {
  it('opens the event’s tickets page', async () => {
    renderApp('/previewtickets?eventid=ev-7k2', { session: customer });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your tickets for this event' }),
    ).toBeVisible();
    expect(screen.queryByText(TICKETS_COPY.missingEvent)).toBeNull();
  });

  it.each(['', 'ev%2F7k2'])('is no event when it cannot be an id (%j)', async (id) => {
    renderApp(`/previewtickets?eventid=${id}`, { session: customer });
    expect(await screen.findByText(TICKETS_COPY.missingEvent)).toBeVisible();
  });
});
