import { screen } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { formatRand } from '@tix/contract/domain/money';
import { answer, fixtures, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { CAMPAIGN_PAYMENT_COPY as COPY } from '../messages.ts';

const organiser = { session: fixtures.sessions.organiser };
const outcomes = fixtures.campaignPaymentOutcomes;
const link = '?eventid=42&payment=campaign_700_demo';

describe('/campaignsuccess', () => {
  it('shows what the server says was credited, never an amount from the address', async () => {
    server.use(answer(api.campaignLaunch.getCampaignPayment, () => outcomes.paid));
    renderApp(`/campaignsuccess${link}&budget=99999`, organiser);
    expect(await screen.findByRole('heading', { level: 1, name: COPY.successTitle })).toBeInTheDocument();
    expect(screen.getByText(COPY.credited(15000))).toBeInTheDocument();
    expect(screen.getByText(COPY.campaign(outcomes.paid.campaignName))).toBeInTheDocument();
    expect(screen.getAllByText(formatRand(15000))).toHaveLength(2);
    expect(screen.queryByText(/99[\s,]?999/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.toEvent })).toHaveAttribute('href', '/editevent?eventid=42');
    expect(screen.getByRole('link', { name: COPY.toDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('says the payment is being confirmed until the provider confirms it, and checks again', async () => {
    let calls = 0;
    server.use(
      answer(api.campaignLaunch.getCampaignPayment, () => {
        calls++;
        return calls === 1 ? outcomes.pending : outcomes.paid;
      }),
    );
    const { user } = renderApp(`/campaignsuccess${link}`, organiser);
    expect(await screen.findByText(COPY.pending)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COPY.checkAgain }));
    expect(await screen.findByText(COPY.credited(15000))).toBeInTheDocument();
  });

  it('says a cancelled payment left the budget unchanged', async () => {
    server.use(answer(api.campaignLaunch.getCampaignPayment, () => outcomes.cancelled));
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
    renderApp(`/campaignsuccess${link}`, organiser);
    expect(await screen.findByText('This payment link is not valid.')).toBeInTheDocument();
  });
});

describe('/campaigncancelled', () => {
  it('records the cancellation and says the budget is unchanged', async () => {
    const seen: string[] = [];
    server.use(
      answer(api.campaignLaunch.cancelCampaignPayment, ({ params }) => {
        seen.push(params.paymentId);
        return outcomes.cancelled;
      }),
    );
    renderApp(`/campaigncancelled${link}`, organiser);
    expect(await screen.findByRole('heading', { level: 1, name: COPY.cancelledTitle })).toBeInTheDocument();
    expect(await screen.findByText(COPY.unchanged)).toBeInTheDocument();
    expect(screen.getByText(COPY.campaign(outcomes.cancelled.campaignName))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COPY.toDashboard })).toHaveAttribute('href', '/dashboard');
    expect(seen).toEqual(['campaign_700_demo']);
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
    renderApp(`/campaigncancelled${link}`, organiser);
    expect(await screen.findByText('This payment link is not valid.')).toBeInTheDocument();
  });
});
