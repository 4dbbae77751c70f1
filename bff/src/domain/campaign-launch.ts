import {
  type CampaignLaunchPage,
  type CampaignPayment,
  type CampaignPaymentOutcome,
  centsToLegacyRand,
  legacy,
  normaliseCampaign,
  normaliseCampaignLaunchPage,
  normaliseCampaignPayments,
  type PaymentStart,
  text,
} from '@tix/contract';
import { creditedByPayment } from '@tix/contract/domain/campaign';
import { CAMPAIGN_LAUNCH_MESSAGES as M } from '@tix/contract/forms/campaign-launch';
import type { Config } from '../config.ts';
import type { CampaignPaymentRecord } from '../lib/campaign-payment-records.ts';
import { HttpProblem, notFound, problem } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { savedCampaignOf } from './campaign-readback.ts';
import { assertChangeable } from './event-management.ts';
import type { PartsPort } from './partial-reads.ts';
import { providerForm } from './provider-form.ts';

// /campaign and its payment pages. The budget grows only when the provider confirms a card
// payment (its notify reaches the legacy server to server) or when the first-campaign credit is
// applied; nothing here credits money, and no amount from a URL is ever sent on.

/** A port whose reads are memoised per request (a FastifyRequest). */
export type ReadingPort = LegacyPort & { legacyReads: Map<string, Promise<unknown>> };
/** After a change, reads go to the legacy again. */
const fresh = (port: ReadingPort): ReadingPort => {
  port.legacyReads.clear();
  return port;
};

const conflict = (detail: string) => new HttpProblem(problem(409, 'Conflict', detail));
const FAILED = 'Failed to initiate payment.';

async function eventDetail(port: LegacyPort, eventid: string) {
  const detail = await port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid });
  if (legacy.isNothing(detail)) throw notFound(legacy.NOT_FOUND.organiserEvent);
  return detail;
}

/** The /campaign page, read afresh; the saved campaign by the list first (campaign-readback.ts). */
export async function campaignLaunchPage(port: LegacyPort, eventid: string): Promise<CampaignLaunchPage> {
  const [detail, estimate, campaign] = await Promise.all([
    eventDetail(port, eventid),
    port.legacy(legacy.ESTIMATED_BUDGET, { event_id: eventid }),
    port.legacy(legacy.CAMPAIGNESTIMATE, { eventid }),
  ]);
  const page = normaliseCampaignLaunchPage({ detail, estimate, campaign }, eventid);
  const saved = await savedCampaignOf(port, eventid, normaliseCampaign(campaign));
  if (!saved) return { ...page, campaign: null };
  const details = {
    id: saved.id,
    name: saved.name ?? '',
    keywords: saved.keywords ?? '',
    startDay: saved.startDay,
    endDay: saved.endDay,
  };
  // The balance by the one formula (the campaign list's), when the list has the campaign.
  const listed = saved.balanceCents !== null && saved.budgetCents !== null;
  return listed
    ? {
        ...page,
        campaign: details,
        // CAMPAIGNESTIMATE's budget when it gave one (unknown is not zero), else the list's.
        budgetCents: page.budgetCents || (saved.budgetCents ?? 0),
        balanceCents: saved.balanceCents ?? page.balanceCents,
      }
    : { ...page, campaign: details };
}

/** The event's saved campaign and its card payments; 409 when nothing was saved yet. */
async function savedCampaign(port: LegacyPort, eventid: string) {
  const raw = await port.legacy(legacy.CAMPAIGNESTIMATE, { eventid });
  const campaign = await savedCampaignOf(port, eventid, normaliseCampaign(raw));
  if (!campaign) throw conflict(M.saveFirst);
  // The payments are ours in CAMPAIGNESTIMATE's answer (the spec shows none): empty without them.
  return { campaign, campaignId: campaign.id, payments: normaliseCampaignPayments(raw) };
}

export interface CampaignPaymentContext {
  config: Pick<Config, 'PUBLIC_URL' | 'payfastUrl' | 'LEGACY_REPLAY'>;
  isMobile: boolean;
  /** Keeps what the success page's GET ADDCAMPAIGN will send for this payment (decision 0048). */
  remember: (paymentId: string, record: CampaignPaymentRecord) => Promise<void>;
}

/** The recorded payment of this account and event, handed out once (null otherwise). */
export type ClaimSuccess = (paymentId: string) => Promise<CampaignPaymentRecord | null>;

/** The organiser's name, email and phone for the provider's form (BUSINESSDETAILS). */
async function payer(port: LegacyPort) {
  const profile = await port.legacy(legacy.BUSINESSDETAILS);
  const name = text(profile.businessname) ?? text(profile.customername) ?? '';
  const [first = '', ...rest] = name.split(/\s+/);
  const email = text(profile.email) ?? '';
  return {
    email,
    phone: text(profile.phone) ?? '',
    first: first || email || '-',
    last: rest.join(' ') || '-',
  };
}

/** The spec's campaign return pages (part 2). */
const BACK = { returnPath: '/campaignsuccess', cancelPath: '/campaigncancelled' } as const;

/**
 * A launch or a top-up by card: the payment-credentials script records a pending payment, and
 * the web posts the answer's form, unchanged (the legacy signed it), to the provider. The return
 * and cancel addresses carry only ids: the pages they open read what the server says.
 */
export async function startCampaignPayment(
  port: LegacyPort,
  ctx: CampaignPaymentContext,
  eventid: string,
  budgetCents: number,
): Promise<PaymentStart> {
  await assertChangeable(port, eventid);
  const detail = await eventDetail(port, eventid);
  const { campaign, campaignId } = await savedCampaign(port, eventid);
  const who = await payer(port);
  const itemName = `Campaign: ${campaign.name ?? detail.eventName}`.slice(0, 100);
  const amount = centsToLegacyRand(budgetCents);
  // Where we ask the provider to send the organiser back; the legacy's form is checked against it.
  const back = (path: string) => {
    const url = new URL(path, ctx.config.PUBLIC_URL);
    url.searchParams.set('eventid', eventid);
    return url.toString();
  };
  const answer = await port.legacy(legacy.PAYMENT_CREDENTIALS_CAMPAIGN, {
    campaign_id: campaignId,
    item_name: itemName,
    amount,
    email: who.email,
    cell_number: who.phone,
    name_first: who.first,
    name_last: who.last,
    eventid,
    payment_method: 'cc',
    is_mobile: ctx.isMobile ? 1 : 0,
    return_url: back(BACK.returnPath),
    cancel_url: back(BACK.cancelPath),
  });
  const paymentId = text(answer.m_payment_id) ?? text(answer.uuid);
  if (!paymentId) throw new HttpProblem(problem(502, 'Payment not started', FAILED));
  await ctx.remember(paymentId, {
    eventId: eventid,
    campaignId,
    campaignName: campaign.name ?? '',
    keywords: campaign.keywords ?? '',
    startDate: campaign.startDay ?? '',
    endDate: campaign.endDay ?? '',
    budget: amount,
  });
  const fields = providerForm(answer, {
    amountCents: budgetCents,
    publicUrl: ctx.config.PUBLIC_URL,
    ...BACK,
    recorded: ctx.config.LEGACY_REPLAY,
  });
  return { outcome: 'payfast', paymentId, action: ctx.config.payfastUrl, fields };
}

/** Launches the saved campaign with the first-campaign credit, when ESTIMATED-BUDGET grants one. */
export async function applyCampaignCredit(port: ReadingPort, eventid: string): Promise<CampaignLaunchPage> {
  await assertChangeable(port, eventid);
  const before = await campaignLaunchPage(port, eventid);
  if (!before.campaign) throw conflict(M.saveFirst);
  if (before.creditCents <= 0) throw conflict(M.noCredit);
  await port.legacy(legacy.APPLY_CREDIT_FIRST_CAMPAIGN, { eventid, campaignId: before.campaign.id });
  return campaignLaunchPage(fresh(port), eventid);
}

function outcome(
  campaign: Awaited<ReturnType<typeof savedCampaign>>['campaign'],
  payment: CampaignPayment,
): CampaignPaymentOutcome {
  const budgetCents = campaign.budgetCents ?? 0;
  return {
    payment,
    creditedCents: creditedByPayment(payment.state, payment.amountCents),
    campaignName: campaign.name,
    budgetCents,
    balanceCents: campaign.balanceCents ?? budgetCents,
    status: campaign.status === 'running' ? 'running' : 'stopped',
  };
}

async function findPayment(port: LegacyPort, eventid: string, paymentId: string) {
  const saved = await savedCampaign(port, eventid).catch(() => null);
  const payment = saved?.payments.find((p) => p.id === paymentId);
  if (!saved || !payment) throw notFound(M.paymentNotFound);
  return { ...saved, payment };
}

/**
 * The spec's success-page call, GET ADDCAMPAIGN, with the campaign and budget recorded when this
 * account started this payment (never the address's), once per payment. A legacy that credits
 * or records campaigns that way keeps working; its answer is not read (the spec shows none).
 */
async function reportSuccess(port: PartsPort, eventid: string, paymentId: string, claim: ClaimSuccess) {
  try {
    const record = await claim(paymentId);
    if (!record) return;
    await port.legacy(legacy.ADDCAMPAIGN_GET, {
      eventid,
      campaign: record.campaignName,
      keywords: record.keywords,
      startdate: record.startDate,
      enddate: record.endDate,
      budget: record.budget,
    });
  } catch (error) {
    // The page still says what the payment credited; the call is not sent twice.
    port.log.warn(
      { operation: legacy.ADDCAMPAIGN_GET.key, err: error instanceof Error ? error.message : String(error) },
      'campaign success call failed',
    );
  }
}

/**
 * What a payment credited: it never credits, however often the success page is opened. The
 * success call goes once the provider's confirmation is known (the payment reads paid); on a
 * legacy that keeps no payment states (the spec shows none) on the organiser's return, as the
 * legacy's own page sent it (decision 0048).
 */
export async function campaignPaymentOutcome(
  port: PartsPort,
  eventid: string,
  paymentId: string,
  claim: ClaimSuccess,
): Promise<CampaignPaymentOutcome> {
  const saved = await savedCampaign(port, eventid).catch(() => null);
  const payment = saved?.payments.find((p) => p.id === paymentId);
  if (saved && payment) {
    if (payment.state === 'paid') await reportSuccess(port, eventid, paymentId, claim);
    return outcome(saved.campaign, payment);
  }
  if (saved && saved.payments.length === 0) await reportSuccess(port, eventid, paymentId, claim);
  throw notFound(M.paymentNotFound);
}

/** A payment cancelled at the provider: recorded when still pending; the budget does not move. */
export async function cancelCampaignPayment(
  port: ReadingPort,
  eventid: string,
  paymentId: string,
): Promise<CampaignPaymentOutcome> {
  const found = await findPayment(port, eventid, paymentId);
  if (found.payment.state !== 'pending') return outcome(found.campaign, found.payment);
  await port.legacy(legacy.CAMPAIGN_PAYMENT_CANCELLATION, {
    event_id: eventid,
    campaign_id: found.campaignId,
    amount: centsToLegacyRand(found.payment.amountCents),
  });
  const after = await findPayment(fresh(port), eventid, paymentId);
  return outcome(after.campaign, after.payment);
}
