import { confirmCampaignPayment, findCampaignPayment } from '../campaign-payments.ts';
import { saDateTime } from '../clock.ts';
import { modelsOf } from '../model-models.ts';
import { payPurchase } from '../sales/issue.ts';
import { findEvent, findPurchase } from '../sales/purchases.ts';
import type { Standin } from '../store.ts';
import { confirmVotePayment, findVotePayment } from '../vote-payments.ts';
import { marketingPayPage, payMarketing } from './marketing.ts';
import { problemPage, providerPage } from './page.ts';
import { ozowRequest, payfastFormAccepted, SIGNATURE_MISMATCH } from './verify.ts';

// The payment providers' stand-ins as functions of the posted fields: the page (the amount with
// Pay and Cancel), Pay and Cancel. The stand-in's server (routes.ts) answers them over HTTP; mock
// mode answers them inside the browser (web's mock-mode provider page), over its world.

export type Provider = 'payfast' | 'ozow';
export type Fields = Record<string, unknown>;

/** A provider's answer: a page, or a 303 to the shop. */
export type ProviderAnswer = { status: number; html: string } | { redirect: string };

/** Where the provider runs: the world it confirms payments in, and its server-to-server notify. */
export interface ProviderSite {
  standin: Standin;
  /** The merchant account's notify URL for SMS marketing (the legacy's NOTIFY-URL-SMS-MARKETING). */
  merchantNotifyUrl: string;
  /** Posts the provider's notify (ITN) to `url`; whether the shop accepted it. */
  notify(url: string, itn: URLSearchParams): Promise<boolean>;
}

export const field = (fields: Fields, name: string) =>
  typeof fields[name] === 'string' ? String(fields[name]) : '';

/** Only absolute http(s) addresses: the stand-in never redirects to a script or a relative path. */
export function safeUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export const page = (status: number, html: string): ProviderAnswer => ({ status, html });
export const INCOMPLETE = () => page(400, problemPage('This payment request is incomplete.'));

/** The provider's page for the posted form (PayFast) or redirect's query (Ozow). */
export function showProviderPage(site: ProviderSite, provider: Provider, posted: Fields): ProviderAnswer {
  const { standin } = site;
  if (provider === 'payfast' && field(posted, 'm_payment_id').startsWith('marketing_'))
    return marketingPayPage(posted, site.merchantNotifyUrl);
  const fields = provider === 'ozow' ? ozowRequest(posted) : posted;
  if (!fields || (provider === 'payfast' && !payfastFormAccepted(posted)))
    return page(400, problemPage(SIGNATURE_MISMATCH));
  const purchase = findPurchase(standin.data, field(fields, 'm_payment_id'));
  const returnUrl = safeUrl(field(fields, 'return_url'));
  const cancelUrl = safeUrl(field(fields, 'cancel_url'));
  const recorded = (itemName: string, payment: { amountCents: number; id: string }) =>
    page(
      200,
      providerPage({
        provider: 'PayFast',
        itemName: field(fields, 'item_name') || itemName,
        amountCents: payment.amountCents,
        paymentId: payment.id,
        returnUrl: returnUrl ?? '',
        cancelUrl: cancelUrl ?? '',
        base: '/__pay/payfast',
      }),
    );
  // A campaign budget or a paid vote package: the amount is the one recorded when it was started.
  const campaignPayment = findCampaignPayment(standin.data, field(fields, 'm_payment_id'));
  if (campaignPayment && provider === 'payfast' && returnUrl && cancelUrl)
    return recorded('Campaign budget', campaignPayment);
  const votePayment = findVotePayment(modelsOf(standin.data), field(fields, 'm_payment_id'));
  if (votePayment && provider === 'payfast' && returnUrl && cancelUrl)
    return recorded('Vote package', votePayment);
  if (!purchase || !returnUrl || !cancelUrl) return INCOMPLETE();
  const event = findEvent(standin.data, purchase.eventId);
  return page(
    200,
    providerPage({
      provider: provider === 'payfast' ? 'PayFast' : 'Ozow',
      itemName: field(fields, 'item_name') || `${event?.name ?? 'Tickets'}: ${purchase.quantity} ticket(s)`,
      amountCents: purchase.totalCents + purchase.bookingFeeCents,
      paymentId: purchase.paymentId,
      returnUrl,
      cancelUrl,
      base: `/__pay/${provider}`,
    }),
  );
}

/** A campaign payment's notify (ITN): credits the budget once, for the amount confirmed. */
export function notifyCampaignPayment(standin: Standin, paymentId: string, confirmedCents: number): boolean {
  const payment = findCampaignPayment(standin.data, paymentId);
  return payment
    ? confirmCampaignPayment(standin.data, payment, confirmedCents, saDateTime(standin.now()))
    : false;
}

/** Pay: the provider confirms the payment to the legacy (its ITN), then returns the buyer. */
export async function payAtProvider(
  site: ProviderSite,
  provider: Provider,
  fields: Fields,
): Promise<ProviderAnswer> {
  const { standin } = site;
  if (provider === 'payfast' && field(fields, 'm_payment_id').startsWith('marketing_'))
    return payMarketing(fields, site);
  const back = safeUrl(field(fields, 'return_url'));
  const campaignPayment = findCampaignPayment(standin.data, field(fields, 'm_payment_id'));
  if (campaignPayment) {
    if (!back) return INCOMPLETE();
    notifyCampaignPayment(standin, campaignPayment.id, campaignPayment.amountCents);
    return { redirect: back };
  }
  const votePayment = findVotePayment(modelsOf(standin.data), field(fields, 'm_payment_id'));
  if (votePayment) {
    if (!back) return INCOMPLETE();
    // The provider notifies the legacy (ITN) before it returns the visitor: the points count here.
    confirmVotePayment(modelsOf(standin.data), votePayment, votePayment.amountCents, standin.now());
    return { redirect: back };
  }
  const purchase = findPurchase(standin.data, field(fields, 'm_payment_id'));
  if (!purchase || !back) return INCOMPLETE();
  const result = payPurchase(standin.data, standin.outbox, purchase, standin.now());
  if (!result.ok) return page(409, problemPage(result.message));
  return { redirect: back };
}

/** Cancel: back to the shop's cancel address. */
export function cancelAtProvider(fields: Fields): ProviderAnswer {
  const cancelUrl = safeUrl(field(fields, 'cancel_url'));
  return cancelUrl ? { redirect: cancelUrl } : INCOMPLETE();
}
