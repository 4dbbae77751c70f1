import { screen, waitFor } from '@testing-library/react';
import { api } from '@tix/contract/api/index';
import { CAMPAIGN_STATUS_LABELS } from '@tix/contract/domain/campaign';
import { formatRand } from '@tix/contract/domain/money';
import { CAMPAIGN_LAUNCH_MESSAGES } from '@tix/contract/forms/campaign-launch';
import { CAMPAIGN_MESSAGES } from '@tix/contract/forms/campaigns';
import type { CampaignLaunchPage } from '@tix/contract/model/campaign-launch';
import { answer, problem } from '@tix/mocks/msw/index';
import { server } from '@tix/mocks/msw/node';
import { describe, expect, it, vi } from 'vitest';
import { postToProvider } from '../../../lib/provider.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sessions } from '../../../test/seed.ts';
import { campaignLaunchPage as pages } from '../../../test/seed-campaigns.ts';
import { organiserEventPage } from '../../../test/seed-organiser.ts';
import { EVENT_SCREEN_COPY } from '../../../ui/event-screen.tsx';
import { CAMPAIGN_COPY as COPY } from '../messages.ts';

vi.mock('../../../lib/provider.ts', () => ({ postToProvider: vi.fn() }));

const organiser = { session: sessions.organiser };

/** Opens /campaign on `page`'s event (the mock world has it in that state). */
const open = (page: CampaignLaunchPage) => renderApp(`/campaign?eventid=${page.event.id}`, organiser);
const title = () => screen.findByRole('heading', { level: 1, name: COPY.title });
const budgetField = () => screen.getByLabelText(COPY.budgetField) as HTMLInputElement;

describe('/campaign', () => {
  it('is where /editevent’s Campaign step leads, for that event', async () => {
    const overview = await organiserEventPage.noCampaign();
    const { user } = renderApp(`/editevent?eventid=${overview.event.id}`, organiser);
    await user.click(await screen.findByRole('button', { name: /^Campaign$/ }));
    await title();
    expect(screen.getByRole('link', { name: COPY.backToEvent })).toHaveAttribute(
      'href',
      `/editevent?eventid=${overview.event.id}`,
    );
    expect(screen.getAllByText(overview.event.name).length).toBeGreaterThan(0);
  });

  it('asks for an event when none is given', async () => {
    renderApp('/campaign', organiser);
    expect(await screen.findByText(COPY.noEvent)).toBeInTheDocument();
  });

  it('shows the event, the empty campaign form and no launch before saving', async () => {
    const notSaved = await pages.notSaved();
    open(notSaved);
    await title();
    expect(screen.getByText(notSaved.event.name)).toBeInTheDocument();
    expect(screen.getByText(COPY.saveFirst)).toBeInTheDocument();
    expect(screen.getByText(CAMPAIGN_STATUS_LABELS.notStarted)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: COPY.launchHeading })).not.toBeInTheDocument();
  });

  it('saves with the four messages in order, then offers the launch with the estimate', async () => {
    const { user } = open(await pages.notSaved());
    await title();
    const save = () => user.click(screen.getByRole('button', { name: COPY.save }));
    await save();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(COPY.campaignName), 'Heritage walk launch');
    await save();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.keywordsRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(COPY.keywords), 'heritage, soweto');
    await save();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.startDateRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(COPY.startDate), '2026-12-01');
    await save();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.endDateRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(COPY.endDate), '2026-12-20');
    await save();
    expect(await screen.findByText('Campaign saved successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: COPY.launchHeading })).toBeInTheDocument();
    expect(screen.getByText(COPY.estimatedBudget(1000))).toBeInTheDocument();
    expect(budgetField()).toHaveValue(10);
    expect(budgetField()).toHaveAttribute('min', '10');
    expect(budgetField()).toHaveAttribute('step', '0.01');
  });

  it('updates the bid margin as the budget changes and refuses less than R10', async () => {
    const { user } = open(await pages.saved());
    await title();
    expect(screen.getByText('Lowest')).toBeInTheDocument();
    await user.clear(budgetField());
    await user.type(budgetField(), '400');
    expect(screen.getByText('Average')).toBeInTheDocument();
    await user.clear(budgetField());
    await user.type(budgetField(), '451');
    expect(screen.getByText('High')).toBeInTheDocument();
    await user.clear(budgetField());
    await user.type(budgetField(), '1000');
    expect(screen.getByText('Higher')).toBeInTheDocument();
    await user.clear(budgetField());
    await user.type(budgetField(), '9.99');
    await user.click(screen.getByRole('button', { name: COPY.payByCard }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.budgetMinimum)).toBeInTheDocument();
    expect(postToProvider).not.toHaveBeenCalled();
  });

  it('launches by card: posts the hidden form the BFF answers, with an Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      answer(api.campaignLaunch.startCampaignPayment, ({ request, body }) => {
        keys.push(request.headers.get('idempotency-key'));
        return {
          outcome: 'payfast' as const,
          paymentId: 'campaign_700_x',
          action: 'https://pay.example/process',
          fields: { m_payment_id: 'campaign_700_x', amount: body.budget.toFixed(2) },
        };
      }),
    );
    const { user } = open(await pages.saved());
    await title();
    await user.clear(budgetField());
    await user.type(budgetField(), '150');
    await user.click(screen.getByRole('button', { name: COPY.payByCard }));
    await waitFor(() =>
      expect(postToProvider).toHaveBeenCalledWith('https://pay.example/process', {
        m_payment_id: 'campaign_700_x',
        amount: '150.00',
      }),
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-15000$/);
    expect(screen.getAllByText(COPY.redirecting).length).toBeGreaterThan(0);
  });

  it('shows the BFF’s refusal of a launch', async () => {
    server.use(
      answer(api.campaignLaunch.startCampaignPayment, () =>
        problem(409, 'Conflict', CAMPAIGN_LAUNCH_MESSAGES.saveFirst),
      ),
    );
    const { user } = open(await pages.saved());
    await title();
    await user.click(screen.getByRole('button', { name: COPY.payByCard }));
    expect(await screen.findByText(CAMPAIGN_LAUNCH_MESSAGES.saveFirst)).toBeInTheDocument();
  });

  it('launches with the first-campaign credit: the budget is read-only, then the page offers a top-up', async () => {
    // The demo organiser has funded events, so the seed offers no credit: this answer offers R50.00.
    const credit = { ...(await pages.saved()), creditCents: 5000 };
    server.use(
      answer(api.campaignLaunch.getCampaignLaunch, () => structuredClone(credit)),
      answer(api.campaignLaunch.applyCampaignCredit, () => ({
        ...credit,
        creditCents: 0,
        budgetCents: 5000,
        balanceCents: 5000,
        status: 'running' as const,
        launched: true,
      })),
    );
    const { user } = open(credit);
    await title();
    expect(screen.getByText(COPY.creditNote(5000))).toBeInTheDocument();
    expect(budgetField()).toHaveAttribute('readonly');
    expect(budgetField()).toHaveValue(50);
    await user.click(screen.getByRole('button', { name: COPY.launchWithCredit }));
    expect(await screen.findByText(COPY.creditApplied)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: COPY.topUpHeading })).toBeInTheDocument();
    expect(screen.getByText(CAMPAIGN_STATUS_LABELS.running)).toBeInTheDocument();
    expect(screen.getAllByText(formatRand(5000)).length).toBeGreaterThan(0);
  });

  it('offers a top-up after a launch and shows budget, balance and status', async () => {
    const page = await pages.launched();
    open(page);
    await title();
    expect(screen.getByRole('heading', { name: COPY.topUpHeading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.topUp })).toBeInTheDocument();
    expect(screen.getByText(formatRand(page.budgetCents))).toBeInTheDocument();
    expect(screen.getByText(formatRand(page.balanceCents))).toBeInTheDocument();
    expect(screen.getByText(CAMPAIGN_STATUS_LABELS.running)).toBeInTheDocument();
    expect(screen.getByLabelText(COPY.campaignName)).toHaveValue(page.campaign?.name);
  });

  it('shows why the page could not load, with a retry', async () => {
    server.use(
      answer(api.campaignLaunch.getCampaignLaunch, () =>
        problem(404, 'Not found', 'We could not find that among your account’s records.'),
      ),
    );
    renderApp('/campaign?eventid=7', organiser);
    expect(
      await screen.findByText('We could not find that among your account’s records.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: EVENT_SCREEN_COPY.retry })).toBeInTheDocument();
  });
});
