import { screen, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { formatRand } from '@tix/contract/domain/money';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../../../lib/figures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { dashboardCounts, organiserEvents } from '../../../test/seed-organiser.ts';
import { visibleText } from '../../../test/visible-text.ts';
import { PAGINATION_COPY } from '../../../ui/pagination.tsx';
import { ORGANISER_EVENTS_COPY as COPY, COUNTERS, EVENT_COLUMNS } from '../messages.ts';

const organiser = { session: sessions.organiser };
const table = () => screen.findByRole('table', { name: COPY.eventsHeading });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
/** The list answers with the first `count` of the demo organiser's events. */
async function withEvents(count: number) {
  const events = await organiserEvents();
  server.use(answer(api.organiserEvents.listOrganiserEvents, () => events.slice(0, count)));
}

describe('/dashboard', () => {
  it('shows the seven counters, revenue as money', async () => {
    const counts = await dashboardCounts();
    renderApp('/dashboard', organiser);
    const counters = await screen.findByRole('list', { name: COPY.countersLabel });
    for (const { label } of COUNTERS) expect(within(counters).getByText(label)).toBeInTheDocument();
    expect(within(counters).getByText(formatRand(counts.revenueCents ?? 0))).toBeInTheDocument();
    const clients = within(counters).getByText('Clients').parentElement;
    expect(clients).toHaveTextContent(String(counts.clientCount));
  });

  it('says a counter the service did not send is not available, never R0.00 or 0', async () => {
    const counts = { ...(await dashboardCounts()), revenueCents: null, clientCount: null };
    server.use(answer(api.organiserEvents.getDashboardCounts, () => counts));
    renderApp('/dashboard', organiser);
    const counters = await screen.findByRole('list', { name: COPY.countersLabel });
    expect(within(counters).getByText('Revenue').parentElement).toHaveTextContent(NOT_AVAILABLE);
    expect(within(counters).getByText('Clients').parentElement).toHaveTextContent(NOT_AVAILABLE);
    expect(within(counters).queryByText(formatRand(0))).not.toBeInTheDocument();
    expect(within(counters).getByText('Past').parentElement).toHaveTextContent(String(counts.past));
  });

  it("shows an event's sales the service did not send as not available, a known R0 as R0.00", async () => {
    const [first, second] = await organiserEvents();
    if (!first || !second) throw new Error('the demo organiser has fewer than two events');
    const events = [
      { ...first, salesCents: null },
      { ...second, salesCents: 0 },
    ];
    server.use(answer(api.organiserEvents.listOrganiserEvents, () => events));
    renderApp('/dashboard', organiser);
    // Rows in the list's order (upcoming first): each found by its event's name.
    const rows = await bodyRows();
    const rowOf = (name: string) => rows.find((r) => within(r).getByRole('link').textContent === name);
    const [unknown, none] = [rowOf(first.name), rowOf(second.name)];
    const sales = Object.values(EVENT_COLUMNS).indexOf(EVENT_COLUMNS.sales);
    expect(within(unknown as HTMLElement).getAllByRole('cell')[sales]).toHaveTextContent(NOT_AVAILABLE);
    expect(within(none as HTMLElement).getAllByRole('cell')[sales]).toHaveTextContent(formatRand(0));
  });

  it('pages the events ten at a time, names whole, opening each in the editor', async () => {
    const events = await organiserEvents();
    const { user } = renderApp('/dashboard', organiser);
    expect(events.length).toBeGreaterThan(10);
    const [firstRow] = await bodyRows();
    expect(await bodyRows()).toHaveLength(10);
    const link = within(firstRow as HTMLElement).getByRole('link');
    const first = events.find((e) => e.name === link.textContent);
    if (!first) throw new Error('the first row names none of the demo organiser’s events');
    expect(link).toHaveAttribute('href', `/editevent?eventid=${first.id}`);
    expect(visibleText(link)).toBe(first.name);
    expect(screen.getByText(PAGINATION_COPY.page(1, 2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PAGINATION_COPY.next }));
    expect(await bodyRows()).toHaveLength(events.length - 10);
    expect(screen.getByRole('button', { name: PAGINATION_COPY.next })).toBeDisabled();
  });

  it('badges unfunded events draft and others by status; visibility follows the campaign', async () => {
    const events = await organiserEvents();
    renderApp('/dashboard', organiser);
    const rows = await bodyRows();
    const cell = (row: HTMLElement, column: string) =>
      within(row).getAllByRole('cell')[Object.values(EVENT_COLUMNS).indexOf(column as never)];
    for (const row of rows) {
      const text = within(row).getByRole('link').textContent ?? '';
      const event = events.find((e) => text.endsWith(e.name));
      expect(event, text).toBeDefined();
      const funded = (event?.budgetCents ?? 0) > 0;
      expect(cell(row, EVENT_COLUMNS.status)).toHaveTextContent(
        funded ? (event?.status ?? '').toLowerCase() : 'draft',
      );
      const running = event?.campaignStatus === 'running';
      expect(cell(row, EVENT_COLUMNS.visibility)).toHaveTextContent(running ? 'Active' : 'Inactive');
    }
  });

  it('offers More... from 4 events, and the create-event button', async () => {
    await withEvents(4);
    renderApp('/dashboard', organiser);
    expect(await screen.findByRole('link', { name: COPY.more })).toHaveAttribute('href', '/myevents');
    expect(screen.getByRole('link', { name: COPY.createEvent })).toHaveAttribute('href', '/addevent');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('has no More... under 4 events and no pager up to 10', async () => {
    await withEvents(3);
    renderApp('/dashboard', organiser);
    expect(await bodyRows()).toHaveLength(3);
    expect(screen.queryByRole('link', { name: COPY.more })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says so when there are no events, with the way to create one', async () => {
    await withEvents(0);
    renderApp('/dashboard', organiser);
    expect(await screen.findByText(COPY.noEvents)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.createEvent })).toBeInTheDocument();
  });

  it('shows a spinner while the events load', async () => {
    server.use(
      answer(api.organiserEvents.listOrganiserEvents, async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return [];
      }),
    );
    renderApp('/dashboard', organiser);
    expect(await screen.findByText(COPY.loadingEvents)).toBeInTheDocument();
    expect(await screen.findByText(COPY.noEvents)).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads again', async () => {
    server.use(
      answer(api.organiserEvents.listOrganiserEvents, () =>
        problem(503, 'Unavailable', 'The service is down.'),
      ),
    );
    const { user } = renderApp('/dashboard', organiser);
    expect(await screen.findByText('The service is down.')).toBeInTheDocument();
    server.resetHandlers();
    const section = screen.getByRole('region', { name: COPY.eventsHeading });
    await user.click(within(section).getByRole('button', { name: COPY.retry }));
    expect(await bodyRows()).toHaveLength(10);
  });

  it('shows a failed counters call with its retry', async () => {
    server.use(
      answer(api.organiserEvents.getDashboardCounts, () =>
        problem(504, 'Timeout', 'The service took too long.'),
      ),
    );
    renderApp('/dashboard', organiser);
    expect(await screen.findByText('The service took too long.')).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(10);
  });
});

describe('/myevents', () => {
  it('lists every event with Add event', async () => {
    renderApp('/myevents', organiser);
    expect(await screen.findByRole('heading', { level: 1, name: COPY.myEventsHeading })).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(10);
    expect(screen.getByRole('link', { name: COPY.addEvent })).toHaveAttribute('href', '/addevent');
    expect(screen.queryByRole('link', { name: COPY.more })).not.toBeInTheDocument();
  });

  it('sends guests to log in', async () => {
    renderApp('/myevents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  });
});
