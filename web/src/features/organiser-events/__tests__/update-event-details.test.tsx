import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { EVENT_EDIT_MESSAGES } from '@tix/contract/domain/event-editing';
import { EVENT_MESSAGES } from '@tix/contract/forms/events';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { editingEvent } from '../../../test/seed-organiser.ts';
import { EVENT_FORM_COPY as C, REFUND_SETTING_COPY as R } from '../messages.ts';

const organiser = { session: sessions.organiser };
const M = EVENT_MESSAGES;
const field = (name: string) => screen.getByLabelText(name, { exact: false });
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function edit(eventId: string) {
  const view = renderApp(`/updateeventdetails?eventid=${eventId}`, organiser);
  expect(await screen.findByRole('heading', { level: 1, name: C.editHeading })).toBeInTheDocument();
  return view;
}

describe('/updateeventdetails', () => {
  it('starts from the event’s details', async () => {
    const editable = await editingEvent.open();
    await edit(editable.eventId);
    expect(await screen.findByDisplayValue(editable.name)).toBe(field(C.eventName));
    expect(field(C.venue)).toHaveValue(editable.venue);
    expect(field(C.expected)).toHaveValue(String(editable.expectedAttendees ?? ''));
    expect(field(C.startDate)).toHaveValue(editable.day);
    expect(field(C.startTime)).toHaveValue((editable.startTime ?? '').slice(0, 5));
    expect(screen.queryByLabelText(C.eventType)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: C.backToEvent })).toHaveAttribute(
      'href',
      `/editevent?eventid=${editable.eventId}`,
    );
  });

  it('shows the eight messages in order, focusing each field', async () => {
    const editable = await editingEvent.open();
    const { user } = await edit(editable.eventId);
    await screen.findByDisplayValue(editable.name);
    const steps: [string, string, string, string][] = [
      [M.eventNameRequired, C.eventName, '', 'Renamed event'],
      [M.venueRequired, C.venue, '', 'New venue'],
      [M.attendeesRequired, C.expected, '0', '80'],
      [M.startDateRequired, C.startDate, '', '2030-05-01'],
      [M.endDateRequired, C.endDate, '', '2030-05-01'],
      [M.startTimeRequired, C.startTime, '', '10:00'],
      [M.endTimeRequired, C.endTime, '', '12:00'],
      [M.descriptionRequired, C.description, '', 'New description'],
    ];
    // Empty every field first: the messages must come in the spec's order, not the order emptied.
    for (const [, label, wrong] of steps) set(label, wrong);
    for (const [message, label, , fix] of steps) {
      await user.click(screen.getByRole('button', { name: C.save }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(field(label)).toHaveFocus();
      set(label, fix);
    }
  });

  it('saves and returns to the event page', async () => {
    const editable = await editingEvent.open();
    const sent: unknown[] = [];
    server.use(
      answer(api.eventEditing.updateEvent, ({ body }) => {
        sent.push(body);
        return { ...editable, name: body.eventName };
      }),
    );
    const { user } = await edit(editable.eventId);
    await screen.findByDisplayValue(editable.name);
    set(C.eventName, 'A better name');
    // The seed's events name no expected attendees; the form asks for them.
    set(C.expected, '150');
    await user.click(screen.getByRole('button', { name: C.save }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: C.editHeading })).not.toBeInTheDocument(),
    );
    // The event page confirms the save and highlights the details (issue 28).
    expect(await screen.findByText(C.saved)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveAttribute('data-highlight');
    expect(sent[0]).toMatchObject({
      eventName: 'A better name',
      venue: editable.venue,
      expectedAttendees: 150,
    });
  });

  it('says a past event cannot be edited', async () => {
    const passed = await editingEvent.passed();
    await edit(passed.eventId);
    expect(await screen.findByText(EVENT_EDIT_MESSAGES.passed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: C.save })).not.toBeInTheDocument();
  });

  it('shows the BFF’s refusal of a deleted event', async () => {
    const editable = await editingEvent.open();
    server.use(
      answer(api.eventEditing.getEventDetails, () => ({ ...editable, notEditable: 'deleted' as const })),
    );
    await edit(editable.eventId);
    expect(await screen.findByText(EVENT_EDIT_MESSAGES.deleted)).toBeInTheDocument();
  });
});

describe('the refund setting', () => {
  it('shows refunds allowed, and turns them off with a spinner while busy', async () => {
    const editable = await editingEvent.open();
    let release: () => void = () => undefined;
    server.use(
      answer(api.eventEditing.updateRefundSetting, async ({ body }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { ...editable, refundsAllowed: body.refundsAllowed };
      }),
    );
    const { user } = await edit(editable.eventId);
    expect(await screen.findByText(R.allowed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: R.stop }));
    expect(await screen.findByText(R.changing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(R.stop) })).toBeDisabled();
    release();
    expect(await screen.findByText(R.notAllowed)).toBeInTheDocument();
    expect(await screen.findByText(R.stoppedNow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: R.allow })).toBeEnabled();
  });

  it('when refunds are off, offers to allow them', async () => {
    const editable = await editingEvent.open();
    const { user } = await edit(editable.eventId);
    await user.click(await screen.findByRole('button', { name: R.stop }));
    await user.click(await screen.findByRole('button', { name: R.allow }));
    expect(await screen.findByText(R.allowed)).toBeInTheDocument();
  });

  it('when locked, says so with no button', async () => {
    const locked = await editingEvent.locked();
    await edit(locked.eventId);
    expect(await screen.findByText(R.lockedSince)).toBeInTheDocument();
    expect(screen.getByText(locked.refundsAllowed ? R.allowed : R.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: R.stop })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: R.allow })).not.toBeInTheDocument();
  });

  it('shows a refusal in the error style', async () => {
    const editable = await editingEvent.open();
    server.use(
      answer(api.eventEditing.updateRefundSetting, () =>
        problem(422, 'Not allowed', EVENT_EDIT_MESSAGES.refundsLocked),
      ),
    );
    const { user } = await edit(editable.eventId);
    await user.click(await screen.findByRole('button', { name: R.stop }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_EDIT_MESSAGES.refundsLocked);
  });
});
