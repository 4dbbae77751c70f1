import { isSmsTooLong } from '@tix/contract/domain/organiser-costs';
import * as legacy from '@tix/contract/legacy/index';
import { saDateTime } from '../clock.ts';
import {
  audienceOf,
  deliver,
  messageCostCents,
  parseRecipients,
  universalAudienceSize,
} from '../marketing-delivery.ts';
import type { MarketingChannel } from '../model-marketing.ts';
import { clientsOf } from '../organiser-figures.ts';
import { type HandlerContext, handle, type RegisteredHandler } from './define.ts';
import { idParam } from './rows.ts';

// SMS and email marketing: audience sizes, an uploaded audience, the message record (email goes
// at once, an SMS on its payment's notify), and the provider's notify for an SMS payment.

export const MARKETING_TEXT = {
  notOrganiser: 'Log in as an organiser to send marketing.',
  noUpload: 'Upload your audience first.',
  noRecipients: 'The file has no valid recipients.',
  uploaded: (n: number) => `${n} recipients uploaded.`,
  audienceChanged: 'Your audience has changed: go back and try again.',
  tooLong: 'An SMS can be at most 130 characters',
  noSubject: 'Enter email subject',
  noText: 'Enter your message',
  emailSent: 'Your email is on its way.',
  smsSaved: 'Message saved: pay to send it.',
} as const;
const T = MARKETING_TEXT;
const failed = (message: string) => ({ status: 'failed', message });
const rand = (cents: number) => (cents / 100).toFixed(2);

function sessionBusiness(ctx: HandlerContext, businessid: unknown): number | null {
  const account = ctx.session?.account;
  const id = idParam(businessid as string);
  if (account?.type === 'business') return id === null || id === account.id ? account.id : null;
  // No PHPSESSID at all (the stand-in's own tests): the id sent.
  return ctx.session ? null : id;
}

const channelOf = (value: string): MarketingChannel | null => {
  const lower = value.trim().toLowerCase();
  return lower === 'sms' || lower === 'email' ? lower : null;
};

const businessName = (ctx: HandlerContext, id: number) =>
  ctx.data.businesses.find((b) => b.id === id)?.name ?? 'an organiser';

export const marketingHandlers: readonly RegisteredHandler[] = [
  handle(legacy.PRODUCT_DATABASE, (_params, { data }) => ({ database: String(universalAudienceSize(data)) })),

  handle(legacy.GET_AUDIENCE_COUNT, ({ businessid }, ctx) => {
    const id = sessionBusiness(ctx, businessid);
    return { audience: id === null ? null : String(clientsOf(ctx.data, id).length) };
  }),

  handle(legacy.UPLOAD_MARKETING_DATA, ({ businessid, subquerytwo }, ctx) => {
    const id = sessionBusiness(ctx, businessid);
    if (id === null) return failed(T.notOrganiser);
    const type = channelOf(subquerytwo) ?? 'sms';
    const file = ctx.files.file;
    const recipients = file ? parseRecipients(new TextDecoder().decode(file.data), type) : [];
    if (recipients.length === 0) return failed(T.noRecipients);
    ctx.data.marketingUploads = ctx.data.marketingUploads.filter((u) => u.businessId !== id);
    ctx.data.marketingUploads.push({ businessId: id, type, recipients, uploadedAt: saDateTime(ctx.now()) });
    return { status: 'success', message: T.uploaded(recipients.length) };
  }),

  handle(legacy.EMAIL_MARKETING, (params, ctx) => {
    const id = sessionBusiness(ctx, params.businessid);
    if (id === null) return failed(T.notOrganiser);
    const type = channelOf(params.marketing_type) ?? 'sms';
    const text = params.text.trim();
    const subject = (params.subject ?? '').trim();
    if (text === '') return failed(T.noText);
    if (type === 'sms' && isSmsTooLong(text)) return failed(T.tooLong);
    if (type === 'email' && subject === '') return failed(T.noSubject);
    const recipients = audienceOf(ctx.data, id, params.subqueryone, type);
    if (!recipients) return failed(T.noUpload);
    const costCents = messageCostCents(type, recipients.length);
    // What the page showed must be what is charged: a changed audience is refused, never repriced.
    if (
      Number(params.recipients_count) !== recipients.length ||
      rand(costCents) !== Number(params.cost).toFixed(2)
    )
      return failed(T.audienceChanged);
    const file = type === 'email' ? ctx.files.file : undefined;
    const message = {
      id: ctx.data.marketingMessages.length + 1,
      businessId: id,
      type,
      alias: params.subqueryone,
      text,
      subject,
      recipients,
      costCents,
      attachment:
        file && file.data.length > 0
          ? { filename: file.filename, mimetype: file.mimetype, size: file.data.length }
          : null,
      delivery: type === 'email' ? ('sent' as const) : ('awaiting-payment' as const),
      paymentId: null,
      createdAt: saDateTime(ctx.now()),
    };
    ctx.data.marketingMessages.push(message);
    if (type === 'email') deliver(ctx.outbox, message, businessName(ctx, id));
    return {
      status: 'success',
      message: type === 'email' ? T.emailSent : T.smsSaved,
      textid: String(message.id),
    };
  }),

  handle(legacy.GET_TEXT_MESSAGES, ({ textid }, { data }) => {
    const message = data.marketingMessages.find((m) => m.id === idParam(textid));
    if (!message) return { text: null };
    return {
      text: message.text,
      subject: message.subject,
      businessid: String(message.businessId),
      marketing_type: message.type.toUpperCase(),
      alias: message.alias,
      recipients_count: String(message.recipients.length),
      cost: rand(message.costCents),
      delivery: message.delivery,
    };
  }),

  // The provider's notify, server to server: a COMPLETE payment of the message's cost queues it and
  // sends one SMS per recipient, once. A replay, another amount or an unknown id sends nothing.
  handle(legacy.NOTIFY_URL_SMS_MARKETING, (params, ctx) => {
    const message = ctx.data.marketingMessages.find((m) => m.id === idParam(params.custom_str1 ?? ''));
    const paymentId = params.m_payment_id ?? '';
    if (!message) return { status: 'failed' };
    if (
      message.type !== 'sms' ||
      !paymentId.startsWith(`marketing_${message.id}_`) ||
      params.payment_status !== 'COMPLETE' ||
      Math.round(Number(params.amount_gross) * 100) !== message.costCents
    )
      return { status: 'failed' };
    if (message.delivery !== 'awaiting-payment') return { status: 'success', message: 'Already paid.' };
    message.delivery = 'queued';
    message.paymentId = paymentId;
    deliver(ctx.outbox, message, businessName(ctx, message.businessId));
    return { status: 'success' };
  }),
];
