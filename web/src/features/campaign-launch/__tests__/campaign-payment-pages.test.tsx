import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { formatRand } from '@tix/contract/domain/money';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { campaignLaunchPage, campaignPaymentInWorld } from '../../../test/seed-campaigns.ts';
import { CAMPAIGN_PAYMENT_COPY as COPY } from '../messages.ts';

const organiser = { session: sessions.organiser };
/** A well-formed return address, for tests where the service's answer is the test's own. */
const ANY_LINK = '?eventid=42&payment=campaign_700_demo';

/**
 * A R150.00 card payment of a campaign saved in the mock world (sent to the provider, pending),
 * and the query /campaignsuccess and /campaigncancelled get back with.
 */
async function payment() {
  const page = await campaignLaunchPage.saved();
  const paid = campaignPaymentInWorld(page.event.id, 15000);
  const link = `?${new URLSearchParams({ eventid: page.event.id, payment: paid.id })}`;
  return { ...paid, page, link, eventId: page.event.id, campaignName: page.campaign?.name ?? '' };
}

describe('/campaignsuccess', () => {
  it('shows what the server says was credited, never an amount from the address', async () => {
    const { link, confirm, eventId, campaignName } = await payment();
    confirm();
    renderApp(`/campaignsuccess${link}&budget=99999`, organiser);
    expect(await screen.findByRole('heading', { level: 1, name: COPY.successTitle })).toBeInTheDocument();
    expect(screen.getByText(COPY.credited(15000))).toBeInTheDocument();
    expect(screen.getByText(COPY.campaign(campaignName))).toBeInTheDocument();
    expect(screen.getAllByText(formatRand(15000))).toHaveLength(2);
    expect(screen.queryByText(/99[\s,]?999/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.toEvent })).toHaveAttribute(
      'href',
      `/editevent?eventid=${eventId}`,
    );
    expect(screen.getByRole('link', { name: COPY.toDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('says the payment is being confirmed until the provider confirms it, and checks again', async () => {
    const { link, confirm } = await payment();
    const { user } = renderApp(`/campaignsuccess${link}`, organiser);
    expect(await screen.findByText(COPY.pending)).toBeInTheDocument();
    // The provider's notify arrives.
    confirm();
    await user.click(screen.getByRole('button', { name: COPY.checkAgain }));
    expect(await screen.findByText(COPY.credited(15000))).toBeInTheDocument();
  });

  it('says a cancelled payment left the budget unchanged', async () => {
    const { link, cancel } = await payment();
    cancel();
    renderApp(`/campaignsuccess${link}`, organiser);
    expect(await screen.findByText(COPY.unchanged)).toBeInTheDocument();
  });

  it('refuses an address without a payment, and shows the BFF’s answer for an unknown one', async () => {
    const first = renderApp('/campaignsuccess?eventid=42&budget=150', organiser);
    expect(await screen.findByText(COPY.invalidLink)).toBeInTheDocument();
    first.unmount();
    server.use(
      answer(api.campaignLaunch.getCampaignPayment, () =>
        problem(404, 'Not found', 'This payment link is not valid.'),
      ),
    );
    renderApp(`/campaignsuccess${ANY_LINK}`, organiser);
    expect(await screen.findByText('This payment link is not valid.')).toBeInTheDocument();
  });
});

describe('/campaigncancelled', () => {
  it('records the cancellation and says the budget is unchanged', async () => {
    const { link, id, status, campaignName } = await payment();
    // The cancellations the page sends (the product answers them over the mock world).
    const seen: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const cancelled = new URL(request.url).pathname.match(/\/campaign\/payments\/([^/]+)\/cancellation$/);
      if (request.method === 'POST' && cancelled?.[1]) seen.push(cancelled[1]);
    };
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    renderApp(`/campaigncancelled${link}`, organiser);
    expect(await screen.findByRole('heading', { level: 1, name: COPY.cancelledTitle })).toBeInTheDocument();
    expect(await screen.findByText(COPY.unchanged)).toBeInTheDocument();
    expect(screen.getByText(COPY.campaign(campaignName))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.toDashboard })).toHaveAttribute('href', '/dashboard');
    expect(seen).toEqual([id]);
    expect(status()).toBe('cancelled');
  });

  it('refuses an address without a payment', async () => {
    renderApp('/campaigncancelled?campaignname=Walk', organiser);
    expect(await screen.findByText(COPY.invalidLink)).toBeInTheDocument();
  });

  it('shows the BFF’s refusal', async () => {
    server.use(
      answer(api.campaignLaunch.cancelCampaignPayment, () =>
        problem(404, 'Not found', 'This payment link is not valid.'),
      ),
    );
    renderApp(`/campaigncancelled${ANY_LINK}`, organiser);
    expect(await screen.findByText('This payment link is not valid.')).toBeInTheDocument();
  });
});
