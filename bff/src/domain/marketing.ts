import {
  centsToLegacyRand,
  legacy,
  type MarketingMessage,
  type MessageAsSaved,
  normaliseAudienceSizes,
  normaliseCreatedMessageId,
  normaliseMarketingMessage,
  type PaymentStart,
  text,
} from '@tix/contract';
import { isSmsPayable, smsCostCents } from '@tix/contract/domain/organiser-costs';
import type { MarketingMessageForm } from '@tix/contract/forms/marketing';
import { MARKETING_MESSAGES } from '@tix/contract/forms/marketing';
import type { Config } from '../config.ts';
import { HttpProblem, problem } from '../lib/problem.ts';
import { type FallbackLog, noteFallback } from '../lib/unknown-figures.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { payfastForm } from './payfast-form.ts';

// SMS and email marketing. The cost is computed here from the audience the service counts (an
// uploaded audience's size is checked by the service against what it stored); an SMS goes out
// only when the provider's notify reaches the legacy (NOTIFY-URL-SMS-MARKETING), never from here.

const conflict = (detail: string) => new HttpProblem(problem(409, 'Conflict', detail));
export const MARKETING_BFF_TEXT = {
  notSms: 'Only an SMS campaign is paid for.',
  alreadyPaid: 'This SMS campaign is already paid for.',
  notCreated: 'The message could not be saved. Please try again.',
  costUnknown: "This campaign's cost is not available, so it cannot be paid for yet. Please try again later.",
  paymentStarted:
    'A payment for this SMS campaign was started already. If it went through, your SMS is on its way: paying again would charge you twice.',
} as const;

/** What the log says when GET-TEXT-MESSAGES lacks the cost (the spec lists only `text`). */
export const COST_FALLBACKS = {
  fromRecipients: 'no cost: cost from recipients_count',
  refused: 'no cost or recipients_count: payment refused',
} as const;

/**
 * The cost to charge: the record's, else the one this BFF sent when it saved the record (R0.90 a
 * recipient); null when the record says neither (never R0.00).
 */
export function chargeableCents(message: MarketingMessage, log?: FallbackLog): number | null {
  if (message.costCents !== null) return message.costCents;
  const key = legacy.GET_TEXT_MESSAGES.key;
  if (message.recipients !== null) {
    if (log) noteFallback(log, key, COST_FALLBACKS.fromRecipients);
    return smsCostCents(message.recipients);
  }
  if (log) noteFallback(log, key, COST_FALLBACKS.refused);
  return null;
}

export async function audienceSizes(port: LegacyPort) {
  const [audience, database] = await Promise.all([
    port.legacy(legacy.GET_AUDIENCE_COUNT),
    port.legacy(legacy.PRODUCT_DATABASE),
  ]);
  return normaliseAudienceSizes({ audience, database });
}

/** A message record; `saved` (what the BFF sent when the organiser saved it) fills what it lacks. */
export async function readMessage(
  port: LegacyPort,
  textId: string,
  saved: MessageAsSaved | null = null,
): Promise<MarketingMessage> {
  const raw = await port.legacy(legacy.GET_TEXT_MESSAGES, { textid: textId });
  return normaliseMarketingMessage(raw, textId, saved);
}

/** Creates the record (email is sent by the service at once): its id and what was sent. */
export async function createMessage(
  port: LegacyPort & { legacyReads: Map<string, Promise<unknown>> },
  form: MarketingMessageForm,
  attachment: File | null,
): Promise<MessageAsSaved & { textId: string }> {
  const sizes = form.audience === 'NEWAUDIENCE' ? null : await audienceSizes(port);
  const recipients =
    sizes === null ? form.recipients : form.audience === 'DATABASE' ? sizes.universal : sizes.existing;
  const costCents = form.type === 'sms' ? smsCostCents(recipients) : 0;
  const answer = await port.legacy(
    legacy.EMAIL_MARKETING,
    {
      text: form.text,
      subject: form.type === 'email' ? form.subject : '',
      subqueryone: form.audience,
      marketing_type: form.type.toUpperCase(),
      subquerytwo: form.type === 'email' ? 'SEND' : 'SAVE',
      recipients_count: recipients,
      cost: centsToLegacyRand(costCents),
    },
    form.type === 'email' && attachment ? { files: { file: attachment } } : undefined,
  );
  const textId = normaliseCreatedMessageId(answer);
  if (!textId) throw new HttpProblem(problem(502, 'Not saved', MARKETING_BFF_TEXT.notCreated));
  port.legacyReads.clear();
  return {
    textId,
    type: form.type,
    subject: form.type === 'email' ? form.subject : null,
    audience: form.audience,
    recipients,
    costCents,
  };
}

export interface SmsPaymentContext {
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'payfastUrl'
    | 'PAYFAST_MERCHANT_ID'
    | 'PAYFAST_MERCHANT_KEY'
    | 'PAYFAST_PASSPHRASE'
    | 'PAYFAST_SMS_NOTIFY_URL'
  >;
  businessId: string;
}

/**
 * The hidden form for the card provider (spec section 7, SMS payment: the merchant receiver),
 * built field by field as PayFast's custom integration documents it (payfast-form.ts): the
 * receiver's id and key, the return, cancel and (when configured) notify addresses, the
 * organiser's email, the payment, the custom strings, signed when a passphrase is configured. The
 * notify URL (the legacy's NOTIFY-URL-SMS-MARKETING) is sent only when PAYFAST_SMS_NOTIFY_URL
 * gives its public address; otherwise PayFast notifies the one set in the merchant's account.
 */
export async function startSmsPayment(
  port: LegacyPort & { log?: FallbackLog },
  ctx: SmsPaymentContext,
  textId: string,
  paymentSuffix: string,
  saved: MessageAsSaved | null = null,
  again = false,
): Promise<PaymentStart> {
  const message = await readMessage(port, textId, saved);
  if (message.type !== 'sms') throw conflict(MARKETING_BFF_TEXT.notSms);
  if (message.delivery !== 'awaiting-payment') throw conflict(MARKETING_BFF_TEXT.alreadyPaid);
  // The record cannot say whether the last payment went through: only on the organiser's word.
  if (message.paymentStartedAt !== null && !again) throw conflict(MARKETING_BFF_TEXT.paymentStarted);
  const costCents = chargeableCents(message, port.log);
  if (costCents === null) throw new HttpProblem(problem(502, 'Cost unknown', MARKETING_BFF_TEXT.costUnknown));
  if (!isSmsPayable(costCents))
    throw new HttpProblem(problem(422, 'Below the minimum', MARKETING_MESSAGES.paymentTooSmall));
  const profile = await port.legacy(legacy.BUSINESSDETAILS);
  const back = (path: string) => {
    const url = new URL(path, ctx.config.PUBLIC_URL);
    url.searchParams.set('textid', textId);
    return url.toString();
  };
  const paymentId = `marketing_${textId}_${paymentSuffix}`;
  const { config } = ctx;
  const fields = payfastForm(
    {
      merchant_id: config.PAYFAST_MERCHANT_ID,
      merchant_key: config.PAYFAST_MERCHANT_KEY,
      return_url: back('/sms-marketing-response'),
      cancel_url: back('/smsmarketingcancel'),
      ...(config.PAYFAST_SMS_NOTIFY_URL ? { notify_url: config.PAYFAST_SMS_NOTIFY_URL } : {}),
      email_address: text(profile.email) ?? '',
      m_payment_id: paymentId,
      amount: centsToLegacyRand(costCents),
      item_name: 'sms marketing',
      custom_str1: textId,
      custom_str2: message.recipients === null ? '' : String(message.recipients),
      custom_str3: message.audience ?? '',
      custom_str4: ctx.businessId,
    },
    config.PAYFAST_PASSPHRASE,
  );
  return { outcome: 'payfast', paymentId, action: ctx.config.payfastUrl, fields };
}
