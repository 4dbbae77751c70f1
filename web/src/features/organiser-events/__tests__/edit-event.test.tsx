import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import {
  EVENT_BLOCKED_MESSAGES as BLOCKED,
  EVENT_LIFECYCLE_REFUSALS,
} from '@tix/contract/domain/event-checklist';
import { EVENT_STATUS_MESSAGES, POSTPONE_REASONS } from '@tix/contract/forms/event-status';
import type { EventOverview } from '@tix/contract/model/event-management';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../lib/dates.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { organiserEventPage as pages } from '../../../test/seed-organiser.ts';
import { EVENT_SCREEN_COPY } from '../../../ui/event-screen.tsx';
import { EDIT_EVENT_COPY as COPY, STEP_LABELS } from '../edit-event-messages.ts';
import { EVENT_SETUP_COPY } from '../messages.ts';

const organiser = { session: sessions.organiser };

/** Opens /editevent on `page`'s event (the mock world has it in that state). */
const open = (page: EventOverview) => renderApp(`/editevent?eventid=${page.event.id}`, organiser);
const heading = (page: EventOverview) => screen.findByRole('heading', { level: 1, name: page.event.name });
const actions = () => screen.getByRole('region', { name: COPY.actionsLabel });
const action = (name: string) => within(actions()).getByRole('button', { name });
const CHECKLIST_ACTIONS = [
  COPY.loadTickets,
  COPY.poster,
  COPY.campaign,
  COPY.download,
  COPY.postpone,
  COPY.cancel,
];

describe('/editevent', () => {
  it('shows a scheduled event: its date, the checklist with the next step, every action', async () => {
    const page = await pages.scheduled();
    server.use(
      answer(api.eventManagement.getEventOverview, async () => {
        await new Promise((r) => setTimeout(r, 300));
        return page;
      }),
    );
    renderApp(`/editevent?eventid=${page.event.id}`, organiser);
    expect(await screen.findByText(COPY.loading)).toBeInTheDocument();
    await heading(page);
    expect(screen.getByText(COPY.scheduled(formatDay(page.event.day)))).toBeInTheDocument();
    const checklist = screen.getByRole('list', { name: COPY.checklistLabel });
    const current = within(checklist)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent(STEP_LABELS.download);
    for (const name of [...CHECKLIST_ACTIONS, COPY.delete, COPY.pauseCampaign])
      expect(action(name)).toBeVisible();
    expect(within(actions()).getByRole('link', { name: COPY.editDetails })).toHaveAttribute(
      'href',
      `/updateeventdetails?eventid=${page.event.id}`,
    );
  });

  it('blocks checklist steps out of order with the spec’s messages', async () => {
    const draft = await pages.draft();
    const { user } = open(draft);
    await heading(draft);
    await user.click(action(COPY.poster));
    expect(await screen.findByText(BLOCKED.loadTicketsFirst)).toBeInTheDocument();
    await user.click(action(COPY.download));
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED.loadTicketsFirst);
    // Loading tickets is the first step: its panel opens in a dialog.
    await user.click(action(COPY.loadTickets));
    const dialog = await screen.findByRole('dialog', { name: COPY.loadTickets });
    expect(await within(dialog).findByLabelText(EVENT_SETUP_COPY.tier)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: COPY.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a poster before a campaign, and a campaign before downloads', async () => {
    const noPoster = await pages.noPoster();
    const first = open(noPoster);
    await heading(noPoster);
    await first.user.click(action(COPY.campaign));
    expect(await screen.findByText(BLOCKED.posterThenCampaign)).toBeInTheDocument();
    await first.user.click(action(COPY.poster));
    expect(await screen.findByRole('dialog', { name: COPY.poster })).toBeInTheDocument();
    first.unmount();

    const noCampaign = await pages.noCampaign();
    const second = open(noCampaign);
    await heading(noCampaign);
    await second.user.click(action(COPY.download));
    expect(await screen.findByText(BLOCKED.campaignFirst)).toBeInTheDocument();
  });

  it('shows a postponed event in orange with its date, hiding the checklist actions', async () => {
    const page = await pages.postponed();
    open(page);
    await heading(page);
    const notice = screen.getByText(
      COPY.postponedOn(formatDay(page.lifecycle.changedOn ?? '')),
    ).parentElement;
    expect(notice).toHaveTextContent(EVENT_STATUS_MESSAGES.notified);
    expect(notice?.className).toMatch(/postponed/);
    // The new date goes in the event's details (the spec's POSTPONE carries none).
    expect(within(notice as HTMLElement).getByRole('link', { name: COPY.setNewDate })).toHaveAttribute(
      'href',
      `/updateeventdetails?eventid=${page.event.id}`,
    );
    for (const name of CHECKLIST_ACTIONS)
      expect(within(actions()).queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('list', { name: COPY.checklistLabel })).toBeNull();
    expect(action(COPY.delete)).toBeVisible();
  });

  it('shows a cancelled event in red; it is final', async () => {
    const page = await pages.cancelled();
    const { user } = open(page);
    await heading(page);
    const notice = screen.getByText(
      COPY.cancelledOn(formatDay(page.lifecycle.changedOn ?? '')),
    ).parentElement;
    expect(notice).toHaveTextContent(EVENT_STATUS_MESSAGES.notified);
    expect(notice?.className).toMatch(/cancelled/);
    for (const name of [...CHECKLIST_ACTIONS, COPY.pauseCampaign, COPY.resumeCampaign])
      expect(within(actions()).queryByRole('button', { name })).toBeNull();
    await user.click(action(COPY.delete));
    expect(await screen.findByText(EVENT_LIFECYCLE_REFUSALS.cancelled)).toBeInTheDocument();
  });

  it('a past event has concluded and cannot be edited', async () => {
    const page = await pages.past();
    const { user } = open(page);
    await heading(page);
    expect(screen.getByText(COPY.concluded(formatDay(page.event.day)))).toBeInTheDocument();
    await user.click(action(COPY.loadTickets));
    expect(await screen.findByText(BLOCKED.passed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(action(COPY.editDetails));
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED.passed);
  });

  it('a deleted event says so and cannot be edited', async () => {
    const page = await pages.deleted();
    const { user } = open(page);
    await heading(page);
    expect(screen.getByText(COPY.deleted)).toBeInTheDocument();
    // A reload of a deleted event shows neither the checklist nor its actions.
    expect(screen.queryByRole('button', { name: COPY.poster })).toBeNull();
    expect(screen.queryByRole('button', { name: COPY.delete })).toBeNull();
    await user.click(action(COPY.editDetails));
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED.deleted);
  });

  it('pauses and resumes the campaign', async () => {
    const scheduled = await pages.scheduled();
    const { user } = open(scheduled);
    await heading(scheduled);
    await user.click(action(COPY.pauseCampaign));
    expect(await within(actions()).findByRole('button', { name: COPY.resumeCampaign })).toBeInTheDocument();
    await user.click(action(COPY.resumeCampaign));
    expect(await within(actions()).findByRole('button', { name: COPY.pauseCampaign })).toBeInTheDocument();
  });

  it('postpones with a reason and a message, telling how many ticket holders hear of it', async () => {
    const page = await pages.scheduled();
    const { user } = open(page);
    await heading(page);
    await user.click(action(COPY.postpone));
    const dialog = await screen.findByRole('dialog', { name: COPY.postponeHeading });
    expect(within(dialog).getByText(COPY.holders(page.ticketHolders))).toBeInTheDocument();
    expect(within(dialog).getByText(COPY.postponeWhat)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: COPY.confirmPostpone });
    await user.click(submit);
    expect(await within(dialog).findByText(EVENT_STATUS_MESSAGES.reasonRequired)).toBeInTheDocument();
    const reasons = within(dialog).getByRole('combobox', { name: COPY.reason });
    expect(
      within(reasons)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual([...POSTPONE_REASONS]);
    await user.selectOptions(reasons, 'Venue cancelled');
    await user.click(submit);
    expect(await within(dialog).findByText(EVENT_STATUS_MESSAGES.messageRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: COPY.message }), 'A new date follows soon.');
    await user.click(submit);
    expect(await screen.findByText(COPY.postponed(page.ticketHolders))).toBeInTheDocument();
    expect(await screen.findByText(EVENT_STATUS_MESSAGES.notified)).toBeInTheDocument();
    await waitFor(() => expect(within(actions()).queryByRole('button', { name: COPY.postpone })).toBeNull());
  });

  it('cancels for good after saying so', async () => {
    const page = await pages.scheduled();
    const { user } = open(page);
    await heading(page);
    await user.click(action(COPY.cancel));
    const dialog = await screen.findByRole('dialog', { name: COPY.cancelHeading });
    expect(within(dialog).getByText(COPY.cancelWhat)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: COPY.reason }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: COPY.message }), 'Sorry, everyone.');
    await user.click(within(dialog).getByRole('button', { name: COPY.confirmCancel }));
    expect(await screen.findByText(COPY.cancelled(page.ticketHolders))).toBeInTheDocument();
    const notice = await screen.findByText(/This event was cancelled on/);
    expect(notice.parentElement?.className).toMatch(/cancelled/);
  });

  it('deletes after asking, shows the service’s message, then goes back to the dashboard', async () => {
    const page = await pages.draft();
    const { user } = open(page);
    await heading(page);
    await user.click(action(COPY.delete));
    const dialog = await screen.findByRole('dialog', { name: COPY.deleteHeading });
    await user.click(within(dialog).getByRole('button', { name: COPY.confirmDelete }));
    expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome/ }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'the service’s refusal',
      () => problem(422, 'Refused', 'This event has tickets sold.'),
      'This event has tickets sold.',
    ],
    ['a server failure', () => problem(502, 'Bad gateway', 'Upstream down'), COPY.deleteFailed],
    ['no connection', () => HttpResponse.error(), COPY.offline],
  ])('a failed delete shows %s', async (_name, reply, message) => {
    server.use(http.delete('*/api/organiser/events/:eventId', reply));
    const draft = await pages.draft();
    const { user } = open(draft);
    await heading(draft);
    await user.click(action(COPY.delete));
    const dialog = await screen.findByRole('dialog', { name: COPY.deleteHeading });
    await user.click(within(dialog).getByRole('button', { name: COPY.confirmDelete }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: draft.event.name })).toBeInTheDocument();
  });

  it('another organiser’s event is not found, with a retry', async () => {
    const scheduled = await pages.scheduled();
    const { user } = renderApp('/editevent?eventid=7', organiser);
    expect(await screen.findByText(/could not find that among your account/)).toBeInTheDocument();
    server.use(answer(api.eventManagement.getEventOverview, () => scheduled));
    await user.click(screen.getByRole('button', { name: EVENT_SCREEN_COPY.retry }));
    expect(await heading(scheduled)).toBeInTheDocument();
  });

  it('without an event id says so', async () => {
    renderApp('/editevent', organiser);
    expect(await screen.findByText(COPY.noEvent)).toBeInTheDocument();
  });
});
