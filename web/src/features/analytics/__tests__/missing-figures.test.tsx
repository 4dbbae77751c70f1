import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { analyticsPage } from '../../../test/seed-campaigns.ts';
import { PART_UNAVAILABLE_COPY as NOTE } from '../../../ui/part-unavailable.tsx';
import { ANALYTICS_COPY as COPY } from '../messages.ts';

// A page survives a missing part (issue 40): when one of the figure reads failed, /analytics shows
// the event and what the others gave, with a note and a retry. (An event without sales: its page
// draws no chart, so this file needs no ResizeObserver.)

const organiser = { session: sessions.organiser };

describe('/analytics with some figures missing', () => {
  it('shows the event with a note, and drops the note once a retry reads every figure', async () => {
    const page = await analyticsPage.noSales();
    let calls = 0;
    server.use(
      answer(api.analytics.getEventAnalytics, () => {
        calls += 1;
        return calls > 1 ? page : { ...page, unavailable: ['figures' as const] };
      }),
    );
    const { user } = renderApp(`/analytics?eventid=${page.event.id}`, organiser);
    expect(await screen.findByRole('heading', { level: 1, name: page.event.name })).toBeInTheDocument();
    const missing = (await screen.findByText(NOTE.note(COPY.figuresPart))).closest('[role="status"]');
    if (!(missing instanceof HTMLElement)) throw new Error('no note');
    await user.click(within(missing).getByRole('button', { name: NOTE.retry }));
    await screen.findByRole('heading', { level: 1, name: page.event.name });
    await expect.poll(() => screen.queryByText(NOTE.note(COPY.figuresPart))).toBeNull();
    expect(calls).toBe(2);
  });
});
