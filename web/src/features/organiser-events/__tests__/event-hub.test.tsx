import { screen, within } from '@testing-library/react';
import type { ResponseOf } from '@tix/contract/api/define';
import { api } from '@tix/contract/api/index';
import { formatRand } from '@tix/contract/domain/money';
import { salesBalanceCovers } from '@tix/contract/domain/sales-cover';
import { answer } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { bffAnswer, SEED_EVENTS, sessions } from '../../../test/seed.ts';
import { HUB_COPY as COPY } from '../hub-messages.ts';
import { salesLines, salesTotals } from '../hub-view.ts';

const organiser = { session: sessions.organiser };
const id = SEED_EVENTS.scheduled;
/** The event's ticket types as its public page (GET /api/events/:eventId) has them. */
const ticketTypes = async () =>
  (await bffAnswer<ResponseOf<typeof api.browse.getEvent>>(`/api/events/${id}`)).ticketTypes;

describe('/editevent as the event hub', () => {
  it('shows sales against capacity by tier and group, and leads to every screen about the event', async () => {
    const lines = salesLines(await ticketTypes());
    renderApp(`/editevent?eventid=${id}`, organiser);
    const glance = await screen.findByRole('list', { name: COPY.glanceLabel });
    const totals = salesTotals(lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(await within(glance).findByText(`${totals.sold} / ${totals.capacity}`)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: COPY.salesCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(lines.length + 1);
    const nav = screen.getByRole('navigation', { name: COPY.linksLabel });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href(COPY.links.analytics)).toBe(`/analytics?eventid=${id}`);
    expect(href(COPY.links.transactions)).toBe(`/transactions-view?q_id=${id}`);
    expect(href(COPY.links.payout)).toBe(`/payout?eventid=${id}`);
    expect(href(COPY.links.refunds)).toBe(`/view-refund-request?eventid=${id}`);
    expect(href(COPY.links.promoters)).toBe('/boosters');
    expect(href(COPY.links.marketing)).toBe('/do-marketing');
    expect(href(COPY.links.printing)).toBe(`/downloadtickets?eventid=${id}`);
    expect(href(COPY.links.publicPage)).toBe(`/event/${id}/tickets`);
  });

  it('says what the balance covers and warns with a top-up link when it runs low', async () => {
    const { campaigns } = await bffAnswer<ResponseOf<typeof api.campaigns.listCampaigns>>(
      '/api/organiser/campaigns',
      sessions.organiser,
    );
    const row = campaigns.find((c) => c.eventId === id);
    if (!row) throw new Error('the seed has no campaign for the scheduled event');
    const first = salesLines(await ticketTypes()).find((l) => l.priceCents > 0);
    if (!first) throw new Error('no paid ticket');
    server.use(
      answer(api.campaigns.listCampaigns, () => ({
        campaigns: [{ ...row, balanceCents: 1000 }],
        selectedCount: 0,
      })),
    );
    renderApp(`/editevent?eventid=${id}`, organiser);
    const warning = await screen.findByText(COPY.lowBalance, { exact: false });
    expect(within(warning).getByRole('link', { name: COPY.topUp })).toHaveAttribute(
      'href',
      `/campaign?eventid=${id}`,
    );
    const covers = salesBalanceCovers(1000, first.priceCents) ?? 0;
    expect(
      screen.getByText(COPY.covers(covers, first.label, formatRand(first.priceCents))),
    ).toBeInTheDocument();
  });
});
