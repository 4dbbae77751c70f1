import { screen, within } from '@testing-library/react';
import { todayInSouthAfrica } from '@tix/contract/domain/dates';
import { isPastEvent } from '@tix/contract/domain/event-order';
import { TRUNCATION } from '@tix/contract/domain/truncation';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { organiserEventPage, organiserEvents } from '../../../test/seed-organiser.ts';
import { EDIT_EVENT_COPY } from '../edit-event-messages.ts';
import { HUB_COPY } from '../hub-messages.ts';
import { ORGANISER_EVENTS_COPY as COPY, EVENT_COLUMNS } from '../messages.ts';

// Issue 49: the dashboard lists upcoming events first (the home's order), names are not cut where
// the row has room, the hub's figures are named for what they count and the dashboard's figure
// reads the same on both, and an event with no campaign offers nothing to resume.

const organiser = { session: sessions.organiser };
const rowsOf = async () =>
  within(await screen.findByRole('table', { name: COPY.eventsHeading }))
    .getAllByRole('row')
    .slice(1);
const column = (name: string) => Object.values(EVENT_COLUMNS).indexOf(name as never);
const cellOf = (row: HTMLElement, name: string) => within(row).getAllByRole('cell')[column(name)];

describe('/dashboard and the hub (issue 49)', () => {
  it('lists upcoming events first, soonest first, then the past ones, most recent first', async () => {
    const events = await organiserEvents();
    const today = todayInSouthAfrica();
    // The seed lists a past event before an upcoming one, so the order is the screen's doing.
    const firstUpcoming = events.findIndex((e) => !isPastEvent(e, today));
    expect(events.slice(0, firstUpcoming).some((e) => isPastEvent(e, today))).toBe(true);
    renderApp('/dashboard', organiser);
    const byName = new Map(events.map((e) => [e.name, e]));
    const shown = (await rowsOf()).map((row) => {
      const name = within(row).getByRole('link').textContent ?? '';
      const event = byName.get(name);
      if (!event) throw new Error(`the dashboard shows an event the list does not have: ${name}`);
      return event;
    });
    // The first page: every upcoming event before any past one.
    const upcomingCount = events.filter((e) => !isPastEvent(e, today)).length;
    const past = shown.map((e) => isPastEvent(e, today));
    expect(past.slice(0, upcomingCount).some(Boolean)).toBe(false);
    expect(past.slice(upcomingCount).every(Boolean)).toBe(true);
    const upcomingDays = shown.filter((e) => !isPastEvent(e, today)).map((e) => e.day);
    expect(upcomingDays).toEqual([...upcomingDays].sort());
  });

  it('shows event names whole (past the spec table’s 17 characters), the cut left to the row’s room', async () => {
    const names = new Set((await organiserEvents()).map((e) => e.name));
    renderApp('/dashboard', organiser);
    const shown = (await rowsOf()).map((row) => within(row).getByRole('link').textContent ?? '');
    const long = shown.filter((name) => Array.from(name).length > TRUNCATION.dashboard.max);
    expect(long.length).toBeGreaterThan(0);
    for (const name of long) expect(names.has(name), name).toBe(true);
  });

  it("names the hub's two counts apart, and its paid-orders figure is the dashboard's", async () => {
    const events = await organiserEvents();
    renderApp('/dashboard', organiser);
    // The first row (on the first page) of an event with paid orders.
    const rows = (await rowsOf()).map((row) => ({
      event: events.find((e) => e.name === within(row).getByRole('link').textContent),
      sold: cellOf(row, EVENT_COLUMNS.sold)?.textContent,
    }));
    const { event, sold: onDashboard } = rows.find((r) => (r.event?.ticketsSold ?? 0) > 0) ?? {};
    if (!event) throw new Error('the dashboard shows no event with paid orders');
    expect(onDashboard).toBe(String(event.ticketsSold));
    document.body.innerHTML = '';

    renderApp(`/editevent?eventid=${event.id}`, organiser);
    const glance = await screen.findByRole('list', { name: HUB_COPY.glanceLabel });
    const figure = (label: string) => within(glance).getByText(label).nextElementSibling?.textContent;
    expect(HUB_COPY.inPaidOrders).toBe(EVENT_COLUMNS.sold);
    await within(glance).findByText(onDashboard ?? '-');
    expect(figure(HUB_COPY.inPaidOrders)).toBe(onDashboard);
    // The other count is the tiers' own, against capacity, under a name of its own.
    expect(HUB_COPY.soldOfCapacity).not.toBe(EVENT_COLUMNS.sold);
    const table = await screen.findByRole('table', { name: HUB_COPY.salesCaption });
    const sum = (index: number) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .reduce((total, r) => total + Number(within(r).getAllByRole('cell')[index]?.textContent), 0);
    expect(figure(HUB_COPY.soldOfCapacity)).toBe(`${sum(2)} / ${sum(3)}`);
  });

  it('offers no Resume Campaign for an event that has no campaign', async () => {
    const page = await organiserEventPage.draft();
    expect(page.checklist.campaignCreated).toBe(false);
    renderApp(`/editevent?eventid=${page.event.id}`, organiser);
    await screen.findByRole('heading', { level: 1, name: page.event.name });
    const actions = screen.getByRole('region', { name: EDIT_EVENT_COPY.actionsLabel });
    expect(within(actions).queryByRole('button', { name: EDIT_EVENT_COPY.resumeCampaign })).toBeNull();
    expect(within(actions).queryByRole('button', { name: EDIT_EVENT_COPY.pauseCampaign })).toBeNull();
  });
});
