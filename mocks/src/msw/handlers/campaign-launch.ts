import { api } from '@tix/contract/api/index';
import { bidMarginLabel } from '@tix/contract/domain/campaign';
import { CAMPAIGN_LAUNCH_MESSAGES as M } from '@tix/contract/forms/campaign-launch';
import type { CampaignLaunchPage, CampaignPaymentOutcome } from '@tix/contract/model/campaign-launch';
import { CAMPAIGN_LAUNCH_TEXT as T } from '../../legacy/handlers/campaign-launch.ts';
import { answer, problem } from '../respond.ts';
import { campaignLaunchState, getMockSession, persistSlice } from '../state.ts';

// /campaign, /campaignsuccess and /campaigncancelled over MSW: the demo organiser's events from
// the seed world (fixtures/campaign-launch.ts). A card payment stays pending here (no provider
// in the browser); tests answer other states with `server.use(...)` and the fixtures.

const NOT_YOURS = 'We could not find that among your account’s records.';

function own(eventId: string): CampaignLaunchPage | Response {
  const session = getMockSession();
  if (!session.loggedIn) return problem(401, 'Not logged in', 'Please log in to continue.');
  if (session.accountType !== 'business')
    return problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
  return campaignLaunchState().pages.get(eventId) ?? problem(404, 'Not found', NOT_YOURS);
}

function outcomeOf(eventId: string, paymentId: string): CampaignPaymentOutcome | Response {
  const page = own(eventId);
  if (page instanceof Response) return page;
  const found = campaignLaunchState().payments.get(paymentId);
  if (!found || found.eventId !== eventId) return problem(404, 'Not found', M.paymentNotFound);
  const { payment } = found;
  return {
    payment,
    creditedCents: payment.state === 'paid' ? payment.amountCents : 0,
    campaignName: page.campaign?.name ?? null,
    budgetCents: page.budgetCents,
    balanceCents: page.balanceCents,
    status: page.status,
  };
}

let next = 1;
persistSlice('campaign-launch', { save: () => next, load: (saved) => (next = Number(saved) || 1) });

export const campaignLaunch = {
  getCampaignLaunch: answer(api.campaignLaunch.getCampaignLaunch, ({ params }) => own(params.eventId)),

  saveCampaign: answer(api.campaignLaunch.saveCampaign, ({ params, body }) => {
    const page = own(params.eventId);
    if (page instanceof Response) return page;
    page.campaign = {
      id: page.campaign?.id ?? String(800 + Number(params.eventId)),
      name: body.campaignName,
      keywords: body.keywords,
      startDay: body.startDate,
      endDay: body.endDate,
    };
    return { message: T.saved, page };
  }),

  startCampaignPayment: answer(api.campaignLaunch.startCampaignPayment, ({ params, body }) => {
    const page = own(params.eventId);
    if (page instanceof Response) return page;
    if (!page.campaign) return problem(409, 'Conflict', M.saveFirst);
    const amountCents = Math.round(body.budget * 100);
    const paymentId = `campaign_${page.campaign.id}_msw${next++}`;
    campaignLaunchState().payments.set(paymentId, {
      eventId: params.eventId,
      payment: { id: paymentId, amountCents, state: 'pending' },
    });
    const back = (path: string) => `${path}?eventid=${params.eventId}&payment=${paymentId}`;
    return {
      outcome: 'payfast' as const,
      paymentId,
      action: '/__pay/payfast',
      fields: {
        m_payment_id: paymentId,
        amount: (amountCents / 100).toFixed(2),
        item_name: `Campaign: ${page.campaign.name}`,
        return_url: back('/campaignsuccess'),
        cancel_url: back('/campaigncancelled'),
      },
    };
  }),

  applyCampaignCredit: answer(api.campaignLaunch.applyCampaignCredit, ({ params }) => {
    const page = own(params.eventId);
    if (page instanceof Response) return page;
    if (!page.campaign) return problem(409, 'Conflict', M.saveFirst);
    if (page.creditCents <= 0) return problem(409, 'Conflict', M.noCredit);
    page.budgetCents += page.creditCents;
    page.balanceCents += page.creditCents;
    page.creditCents = 0;
    page.status = 'running';
    page.launched = true;
    page.bidMargin = bidMarginLabel(page.estimatedBudgetCents);
    return page;
  }),

  getCampaignPayment: answer(api.campaignLaunch.getCampaignPayment, ({ params }) =>
    outcomeOf(params.eventId, params.paymentId),
  ),

  cancelCampaignPayment: answer(api.campaignLaunch.cancelCampaignPayment, ({ params }) => {
    const found = campaignLaunchState().payments.get(params.paymentId);
    if (found?.payment.state === 'pending') found.payment.state = 'cancelled';
    return outcomeOf(params.eventId, params.paymentId);
  }),
};
