import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { organiserEventPage } from '../../../test/seed-organiser.ts';
import { PART_UNAVAILABLE_COPY as NOTE } from '../../../ui/part-unavailable.tsx';
import { EDIT_EVENT_COPY as COPY } from '../edit-event-messages.ts';
import { HUB_COPY } from '../hub-messages.ts';
import { REFUND_SETTING_COPY } from '../messages.ts';

// A page survives a missing part (issue 40): /editevent shows the event and what it could read,
// with a note and a retry where a part is missing; the retry reads the part again.

const organiser = { session: sessions.organiser };
/** The demo organiser's scheduled event's page as the BFF answers it, and its address. */
async function scheduled() {
  const page = await organiserEventPage.scheduled();
  return { page, url: `/editevent?eventid=${page.event.id}` };
}
const badAnswer = () =>
  problem(
    502,
    'Bad answer from the service',
    'The ticketing service sent an answer we could not use. Please try again later.',
  );

/** The note for `part`, found by its words. */
const note = async (part: string) => (await screen.findByText(NOTE.note(part))).closest('[role="status"]');

describe('/editevent with a part missing', () => {
  it('shows the event without its checklist, then the checklist once a retry reads it', async () => {
    const { page, url } = await scheduled();
    let calls = 0;
    server.use(
      answer(api.eventManagement.getEventOverview, () => {
        calls += 1;
        if (calls > 1) return page;
        const { checklist: _left, ...rest } = page;
        return { ...rest, unavailable: ['checklist' as const] };
      }),
    );
    const { user } = renderApp(url, organiser);
    expect(await screen.findByRole('heading', { level: 1, name: page.event.name })).toBeInTheDocument();
    const missing = await note(COPY.parts.checklist);
    if (!(missing instanceof HTMLElement)) throw new Error('no note');
    expect(screen.queryByRole('list', { name: COPY.checklistLabel })).not.toBeInTheDocument();
    // The rest of the page is there: its actions and the hub's figures.
    expect(screen.getByRole('region', { name: COPY.actionsLabel })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: HUB_COPY.glanceLabel })).toBeInTheDocument();

    await user.click(within(missing).getByRole('button', { name: NOTE.retry }));
    expect(await screen.findByRole('list', { name: COPY.checklistLabel })).toBeInTheDocument();
    expect(screen.queryByText(NOTE.note(COPY.parts.checklist))).not.toBeInTheDocument();
  });

  it('shows the page when its ticket sales cannot be read, with a note that reads them again', async () => {
    const { page, url } = await scheduled();
    let failing = true;
    server.use(
      answer(api.browse.getEvent, () => (failing ? badAnswer() : { event: page.event, ticketTypes: [] })),
    );
    const { user } = renderApp(url, organiser);
    expect(await screen.findByRole('heading', { level: 1, name: page.event.name })).toBeInTheDocument();
    const notes = await screen.findAllByText(NOTE.note(HUB_COPY.parts.sales));
    expect(notes.length).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: COPY.checklistLabel })).toBeInTheDocument();

    failing = false;
    const first = notes[0]?.closest('[role="status"]');
    if (!(first instanceof HTMLElement)) throw new Error('no note');
    await user.click(within(first).getByRole('button', { name: NOTE.retry }));
    expect(await screen.findByText(HUB_COPY.noTickets)).toBeInTheDocument();
    expect(screen.queryByText(NOTE.note(HUB_COPY.parts.sales))).not.toBeInTheDocument();
  });

  it('keeps the page when the refund setting cannot be read', async () => {
    const { url } = await scheduled();
    server.use(answer(api.eventEditing.getEventDetails, badAnswer));
    renderApp(url, organiser);
    const missing = await note(REFUND_SETTING_COPY.part);
    if (!(missing instanceof HTMLElement)) throw new Error('no note');
    expect(within(missing).getByRole('button', { name: NOTE.retry })).toBeEnabled();
    expect(screen.getByRole('list', { name: COPY.checklistLabel })).toBeInTheDocument();
  });

  it('still fails as a whole, with its retry, when the event itself cannot be read', async () => {
    const { url } = await scheduled();
    server.use(answer(api.eventManagement.getEventOverview, badAnswer));
    renderApp(url, organiser);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: COPY.actionsLabel })).not.toBeInTheDocument();
  });
});
