import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { formatRand } from '@tix/contract/domain/money';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { AFFILIATE_PAGES_COPY as C } from '../pages-messages.ts';

const partner = { session: sessions.partner };
const earnings = (availableCents: number, eligible = availableCents > 0) => ({
  payoutCents: 0,
  totalEarningsCents: availableCents + 12_345,
  availableEarningsCents: availableCents,
  eligible,
  canRequestPayout: availableCents > 0 && eligible,
});

describe('/in', () => {
  it('shows gross and available earnings, the linked events, and no payout form without earnings', async () => {
    server.use(answer(api.affiliates.getEarnings, () => earnings(0)));
    renderApp('/in', partner);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: C.welcome(sessions.partner.accountName),
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText(formatRand(12_345))).toBeInTheDocument();
    expect(screen.getByText(C.notYet)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: C.requestPayout })).not.toBeInTheDocument();
    expect(await screen.findByText(C.noPayouts)).toBeInTheDocument();
    const events = await screen.findByRole('table', { name: C.eventsTitle });
    expect(within(events).getAllByText(/Karoo Sound Collective|Ubuntu Gatherings/).length).toBeGreaterThan(0);
  });

  it('shows how many people the partner recruited, as the server counts them', async () => {
    server.use(answer(api.affiliates.getRecruitCount, () => ({ recruitCount: 17 })));
    renderApp('/in', partner);
    expect(await screen.findByTestId('recruit-count')).toHaveTextContent('17');
    expect(screen.getByText(C.recruitCount)).toBeInTheDocument();
  });

  it('says No Events Yet with a next step when no recruit has an event', async () => {
    server.use(answer(api.affiliates.listLinkedEvents, () => []));
    renderApp('/in', partner);
    expect(await screen.findByText(C.noEvents)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: C.toLink }).length).toBeGreaterThan(0);
  });

  it('checks the amount, refuses more than available, then lists the request', async () => {
    let listed: { amountCents: number }[] = [];
    server.use(
      answer(api.affiliates.getEarnings, () => earnings(50_000)),
      answer(api.affiliates.requestPayout, ({ body }) => {
        listed = [{ amountCents: Math.round(body.amount * 100) }];
        return { message: C.requested, amountCents: listed[0]?.amountCents ?? 0 };
      }),
      answer(api.affiliates.listPayoutRequests, () =>
        listed.map((p, i) => ({
          id: String(i + 1),
          createdAt: '2026-11-22 15:42:00',
          type: 'partial' as const,
          amountCents: p.amountCents,
          status: 'pending',
          auditToken: null,
        })),
      ),
    );
    const { user } = renderApp('/in', partner);
    const submit = await screen.findByRole('button', { name: C.requestPayout });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(C.amountInvalid);
    const amount = screen.getByLabelText(C.amount);
    await user.type(amount, '600');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(C.exceedsAvailable));
    await user.clear(amount);
    await user.type(amount, '120.50');
    await user.click(submit);
    expect(await screen.findByText(C.requested)).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: C.historyTitle });
    expect(within(history).getByText(formatRand(12_050))).toBeInTheDocument();
    expect(within(history).getByText('Sun, 22 Nov 2026, 15:42')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    server.use(answer(api.affiliates.getEarnings, () => problem(503, 'Unavailable', 'The service is busy.')));
    renderApp('/in', partner);
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: C.retry })).toBeInTheDocument();
  });
});

describe('/affiliate-link', () => {
  it('shows the link with affiliateid, says Copied after Copy, and shares to four platforms', async () => {
    const { user } = renderApp('/affiliate-link', partner);
    const box = await screen.findByLabelText(C.linkLabel);
    expect((box as HTMLInputElement).value).toMatch(/\?affiliateid=LERATO301$/);
    await user.click(screen.getByRole('button', { name: C.copy }));
    expect(await screen.findByRole('button', { name: C.copied })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: C.shareOn })).getAllByRole('link')).toHaveLength(4);
  });

  it('offers Save this affiliate id when the partner has none', async () => {
    let saved: string | null = null;
    server.use(
      answer(api.affiliates.getLink, () => ({ partnerId: '301', name: 'Lerato', affiliateId: saved })),
      answer(api.affiliates.saveAffiliateId, () => {
        saved = '301AbCdEfGhJkM';
        return { affiliateId: saved };
      }),
    );
    const { user } = renderApp('/affiliate-link', partner);
    expect(await screen.findByRole('heading', { name: C.saveTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: C.save }));
    const box = await screen.findByLabelText(C.linkLabel);
    expect((box as HTMLInputElement).value).toMatch(/affiliateid=301AbCdEfGhJkM$/);
  });
});

describe('/my-recruits and /wallet', () => {
  it('lists recruits with their status, searches, and opens a wallet', async () => {
    const { user } = renderApp('/my-recruits', partner);
    const karoo = await screen.findByRole('link', { name: /Karoo Sound Collective/ });
    expect(within(karoo).getByRole('img')).toHaveAccessibleName(/Active|Inactive|No event/);
    const typed = 'festival-of-lights-2026-edition';
    await user.type(screen.getByRole('searchbox', { name: C.searchLabel }), typed);
    expect(await screen.findByText(C.noMatch(typed))).toHaveTextContent(
      /^No match found for your search\.\.\.festival-of-lights-2$/,
    );
    await user.clear(screen.getByRole('searchbox', { name: C.searchLabel }));
    await user.click(await screen.findByRole('link', { name: /Karoo Sound Collective/ }));
    expect(await screen.findByRole('heading', { level: 1, name: C.walletTitle })).toBeInTheDocument();
    expect(await screen.findByText(C.walletTotal)).toBeInTheDocument();
  });

  it('says there are no recruits yet, with the link as the next step', async () => {
    server.use(answer(api.affiliates.listRecruits, () => []));
    renderApp('/recruits', partner);
    expect(await screen.findByText(C.noRecruits)).toBeInTheDocument();
  });

  it('cuts a long event name at 25 characters plus an ellipsis', async () => {
    server.use(
      answer(api.affiliates.listRecruits, () => [
        {
          id: '9',
          name: 'Long Name Events',
          email: null,
          eventId: '1',
          eventName: 'The Very Long Annual Summer Festival of Lights',
          status: 'active' as const,
        },
        {
          id: '10',
          name: 'Quiet Co',
          email: null,
          eventId: null,
          eventName: null,
          status: 'no event' as const,
        },
      ]),
    );
    renderApp('/recruits', partner);
    expect(await screen.findByText('The Very Long Annual Summ...')).toBeInTheDocument();
    expect(screen.getByText(C.noRecruitEvent)).toBeInTheDocument();
  });
});
