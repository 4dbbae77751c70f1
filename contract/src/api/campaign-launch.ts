import { z } from 'zod';
import { CAMPAIGN_LAUNCH_MESSAGES } from '../forms/campaign-launch.ts';
import { campaignLaunchSchema, campaignSaveSchema } from '../forms/campaigns.ts';
import {
  campaignLaunchPageSchema,
  campaignPaymentOutcomeSchema,
  campaignSaveAnswerSchema,
} from '../model/campaign-launch.ts';
import { legacyId } from '../model/ids.ts';
import { paymentStartSchema } from '../model/purchase.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

/** Not in the spec, ours: a payment link that names no payment of this event's campaign. */
export const CAMPAIGN_PAYMENT_ID_MESSAGE = CAMPAIGN_LAUNCH_MESSAGES.paymentNotFound;

const eventId = legacyId(EVENT_ID_MESSAGE);
const eventParams = z.object({ eventId });
const paymentParams = z.object({
  eventId,
  paymentId: legacyId(CAMPAIGN_PAYMENT_ID_MESSAGE),
});
const owner = { owned: 'organiser-event' } as const;

/**
 * /campaign and its payment pages (spec part 2, sections 2, 4, 5, 7): save an event's campaign,
 * fund it by card (launch or top-up) or with the first-campaign credit, and read what a payment
 * credited. The budget grows only when the provider confirms a payment (its notify, server to
 * server); the success page reads, it never credits.
 */
export const campaignLaunchApi = {
  getCampaignLaunch: endpoint({
    ...routes.campaignLaunch.getCampaignLaunch,
    summary:
      'The /campaign page: the event’s summary, its saved campaign, the estimated budget and credit, budget, balance and status',
    access: ['business'],
    params: eventParams,
    response: campaignLaunchPageSchema,
    owner,
    legacy: ['FETCH-EVENT-DETAILS', 'ESTIMATED-BUDGET', 'CAMPAIGNESTIMATE', 'CAMPAIGNS'],
  }),
  saveCampaign: endpoint({
    ...routes.campaignLaunch.saveCampaign,
    summary:
      'Saves the campaign’s name, keywords and period (the four messages in order); refused on deleted, past or cancelled events',
    access: ['business'],
    params: eventParams,
    body: campaignSaveSchema,
    response: campaignSaveAnswerSchema,
    owner,
    legacy: [
      'FETCH-EVENT-DETAILS',
      'CHECKIFEVENTDELETED',
      'ADDCAMPAIGN',
      'ESTIMATED-BUDGET',
      'CAMPAIGNESTIMATE',
      'CAMPAIGNS',
    ],
  }),
  startCampaignPayment: endpoint({
    ...routes.campaignLaunch.startCampaignPayment,
    summary:
      'Launches or tops up the campaign by card: the hidden form for the provider (R10 at least); accepts an Idempotency-Key',
    access: ['business'],
    params: eventParams,
    body: campaignLaunchSchema,
    response: paymentStartSchema,
    owner,
    legacy: [
      'FETCH-EVENT-DETAILS',
      'CHECKIFEVENTDELETED',
      'CAMPAIGNESTIMATE',
      'BUSINESSDETAILS',
      'payment/credentials.php:campaign',
    ],
    idempotent: true,
  }),
  applyCampaignCredit: endpoint({
    ...routes.campaignLaunch.applyCampaignCredit,
    summary: 'Launches the saved campaign with the first-campaign credit; accepts an Idempotency-Key',
    access: ['business'],
    params: eventParams,
    response: campaignLaunchPageSchema,
    owner,
    legacy: [
      'FETCH-EVENT-DETAILS',
      'CHECKIFEVENTDELETED',
      'ESTIMATED-BUDGET',
      'CAMPAIGNESTIMATE',
      'CAMPAIGNS',
      'APPLY-CREDIT-FIRST-CAMPAIGN',
    ],
    idempotent: true,
  }),
  getCampaignPayment: endpoint({
    ...routes.campaignLaunch.getCampaignPayment,
    summary:
      'What a campaign payment credited, as the provider’s confirmation left it (the success page reads it; it never credits). Once the payment is confirmed, the spec’s success call (GET ADDCAMPAIGN) goes once, with the campaign and budget recorded when this account started the payment',
    access: ['business'],
    params: paymentParams,
    response: campaignPaymentOutcomeSchema,
    owner,
    legacy: ['FETCH-EVENT-DETAILS', 'CAMPAIGNESTIMATE', 'ADDCAMPAIGN@GET'],
  }),
  cancelCampaignPayment: endpoint({
    ...routes.campaignLaunch.cancelCampaignPayment,
    summary: 'Records a campaign payment cancelled at the provider; the budget stays as it was',
    access: ['business'],
    params: paymentParams,
    response: campaignPaymentOutcomeSchema,
    owner,
    legacy: ['FETCH-EVENT-DETAILS', 'CAMPAIGNESTIMATE', 'CAMPAIGN-PAYMENT-CANCELLATION'],
  }),
};
