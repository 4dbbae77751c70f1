import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { dashboardCounts } from '../../../test/seed-organiser.ts';
import { PART_UNAVAILABLE_COPY as NOTE } from '../../../ui/part-unavailable.tsx';
import { ORGANISER_EVENTS_COPY as COPY } from '../messages.ts';

// A page survives a missing part (issue 40): the dashboard shows the counters it could read, with
// a note and a retry where a count read failed; the retry reads the counters again.

const organiser = { session: sessions.organiser };
const counters = () => screen.findByRole('list', { name: COPY.countersLabel });

/** The note for `part`, found by its words. */
async function note(part: string): Promise<HTMLElement> {
  const found = (await screen.findByText(NOTE.note(part))).closest('[role="status"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no note for ${part}`);
  return found;
}

describe('/dashboard with a counter read missing', () => {
  it('shows the other counters and a note for the clients, then the clients once a retry reads them', async () => {
    const counts = await dashboardCounts();
    let calls = 0;
    server.use(
      answer(api.organiserEvents.getDashboardCounts, () => {
        calls += 1;
        return calls > 1 ? counts : { ...counts, clientCount: null, unavailable: ['clientCount' as const] };
      }),
    );
    const { user } = renderApp('/dashboard', organiser);
    const missing = await note(COPY.counterParts.clientCount);
    const shown = await counters();
    expect(within(shown).queryByText('Clients')).not.toBeInTheDocument();
    expect(within(shown).getByText('Campaigns').parentElement).toHaveTextContent(
      String(counts.campaignCount),
    );
    expect(within(shown).getByText('Past').parentElement).toHaveTextContent(String(counts.past));

    await user.click(within(missing).getByRole('button', { name: NOTE.retry }));
    expect(await within(await counters()).findByText('Clients')).toBeInTheDocument();
    expect(within(await counters()).getByText('Clients').parentElement).toHaveTextContent(
      String(counts.clientCount),
    );
    expect(screen.queryByText(NOTE.note(COPY.counterParts.clientCount))).not.toBeInTheDocument();
  });

  it('leaves out the four event counters behind one note when the event counts failed', async () => {
    const counts = await dashboardCounts();
    const withoutEvents = {
      ...counts,
      ongoing: null,
      upcoming: null,
      past: null,
      revenueCents: null,
      unavailable: ['eventCounts' as const],
    };
    server.use(answer(api.organiserEvents.getDashboardCounts, () => withoutEvents));
    renderApp('/dashboard', organiser);
    const missing = await note(COPY.counterParts.eventCounts);
    expect(within(missing).getByRole('button', { name: NOTE.retry })).toBeEnabled();
    expect(screen.getAllByText(NOTE.note(COPY.counterParts.eventCounts))).toHaveLength(1);
    const shown = await counters();
    for (const label of ['Ongoing', 'Upcoming', 'Past', 'Revenue']) {
      expect(within(shown).queryByText(label)).not.toBeInTheDocument();
    }
    expect(within(shown).getByText('Deactivated promoters').parentElement).toHaveTextContent(
      String(counts.deactivatedPromoterCount),
    );
    // The page's own table is still there.
    expect(await screen.findByRole('table', { name: COPY.eventsHeading })).toBeInTheDocument();
  });
});
