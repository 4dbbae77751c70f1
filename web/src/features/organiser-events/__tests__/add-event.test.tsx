import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { EVENT_MESSAGES } from '@tix/contract/forms/events';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { EVENT_FORM_COPY as C, ORGANISER_EVENTS_COPY } from '../messages.ts';

const organiser = { session: sessions.organiser };
const M = EVENT_MESSAGES;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const field = (name: string) => screen.getByLabelText(name, { exact: false });
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const alert = () => screen.findByRole('alert');

async function open() {
  const view = renderApp('/addevent', organiser);
  expect(await screen.findByRole('heading', { level: 1, name: C.addHeading })).toBeInTheDocument();
  return view;
}

function fillAll(name = 'Soweto Sunset Picnic') {
  set(C.eventType, 'food festival');
  set(C.province, 'gauteng');
  set(C.eventName, name);
  set(C.venue, 'Thokoza Park, Soweto');
  set(C.expected, '120');
  set(C.startDate, inDays(1));
  set(C.endDate, inDays(1));
  set(C.startTime, '15:00');
  set(C.endTime, '19:00');
  set(C.description, 'Food trucks and music at sunset.');
}

describe('/addevent', () => {
  it('has every field labelled, the theme N/A, the account name as the organiser placeholder and the refunds notice', async () => {
    await open();
    for (const label of [
      C.eventType,
      C.province,
      C.eventName,
      C.organiserName,
      C.venue,
      C.theme,
      C.expected,
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    for (const label of [C.startDate, C.endDate, C.startTime, C.endTime, C.description]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field(C.theme)).toHaveValue('N/A');
    expect(field(C.organiserName)).toHaveAttribute('placeholder', sessions.organiser.accountName);
    expect(screen.getByText(C.refundsNotice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: C.back })).toBeInTheDocument();
    const types = within(field(C.eventType) as HTMLElement).getAllByRole('option');
    expect(types[0]).toHaveTextContent(C.chooseEventType);
    expect(
      within(field(C.province) as HTMLElement).getByRole('option', { name: 'KwaZulu-Natal' }),
    ).toBeInTheDocument();
  });

  it('shows the eleven messages in order, focusing each field and keeping what was typed', async () => {
    const { user } = await open();
    const submit = () => user.click(screen.getByRole('button', { name: C.create }));
    const steps: [string, string, () => void][] = [
      [M.eventTypeRequired, C.eventType, () => set(C.eventType, 'music concert')],
      [M.provinceRequired, C.province, () => set(C.province, 'western cape')],
      [M.eventNameRequired, C.eventName, () => set(C.eventName, 'Camps Bay Jazz')],
      [M.venueRequired, C.venue, () => set(C.venue, 'Camps Bay beach')],
      [M.themeRequired, C.theme, () => set(C.theme, 'Summer whites')],
      [M.attendeesRequired, C.expected, () => set(C.expected, '300')],
      [M.startDateRequired, C.startDate, () => set(C.startDate, inDays(3))],
      [M.endDateRequired, C.endDate, () => set(C.endDate, inDays(3))],
      [M.startTimeRequired, C.startTime, () => set(C.startTime, '17:00')],
      [M.endTimeRequired, C.endTime, () => set(C.endTime, '21:00')],
      [M.descriptionRequired, C.description, () => set(C.description, 'Jazz on the sand.')],
    ];
    // The theme starts as N/A: clear it so its message shows in its place.
    set(C.theme, '');
    server.use(
      answer(api.eventEditing.createEvent, () => {
        throw new Error('nothing is sent while a field is wrong');
      }),
    );
    for (const [message, label, fix] of steps) {
      await submit();
      expect(await alert()).toHaveTextContent(message);
      expect(field(label)).toHaveFocus();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      fix();
    }
    expect(field(C.eventName)).toHaveValue('Camps Bay Jazz');
    expect(field(C.theme)).toHaveValue('Summer whites');
    expect(field(C.startTime)).toHaveValue('17:00');
  });

  it('shows a spinner while creating, then the dashboard lists the new event', async () => {
    let release: () => void = () => undefined;
    const sent: unknown[] = [];
    const { user } = await open();
    fillAll();
    server.use(
      answer(api.eventEditing.createEvent, async ({ body }) => {
        sent.push(body);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        server.resetHandlers();
        return fetch('http://localhost/api/organiser/events', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: C.create }));
    expect(await screen.findByText(C.creating)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(C.create) })).toBeDisabled();
    release();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: ORGANISER_EVENTS_COPY.dashboardHeading(sessions.organiser.accountName),
      }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: ORGANISER_EVENTS_COPY.eventsHeading });
    await waitFor(() => expect(within(table).getByTitle('Soweto Sunset Picnic')).toBeInTheDocument());
    // The confirmation, and the new event's row highlighted (issue 28).
    expect(screen.getByText(C.created('Soweto Sunset Picnic'))).toBeInTheDocument();
    expect(within(table).getByTitle('Soweto Sunset Picnic').closest('tr')).toHaveAttribute('data-highlight');
    expect(sent[0]).toMatchObject({
      eventType: 'food festival',
      province: 'gauteng',
      theme: 'N/A',
      organiserName: '',
    });
  });
});
