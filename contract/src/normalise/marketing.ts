import { MARKETING_AUDIENCES } from '../domain/constants.ts';
import type {
  AnswerOf,
  EMAIL_MARKETING,
  GET_AUDIENCE_COUNT,
  GET_TEXT_MESSAGES,
  LegacyRawOf,
  PRODUCT_DATABASE,
} from '../legacy/index.ts';
import type {
  AudienceSizes,
  MarketingAudience,
  MarketingDeliveryState,
  MarketingMessage,
  MessageAsSaved,
} from '../model/marketing.ts';
import { count, countOrNull } from './shapes.ts';
import { randToCents, text } from './values.ts';

/** GET-AUDIENCE-COUNT: the organiser's own buyers. */
export const normaliseAudienceCount = (raw: LegacyRawOf<typeof GET_AUDIENCE_COUNT>): number =>
  count(raw.audience);

/** {product}DATABASE: the platform's universal audience. */
export const normaliseDatabaseSize = (raw: LegacyRawOf<typeof PRODUCT_DATABASE>): number =>
  count(raw.database);

export const normaliseAudienceSizes = (raw: {
  audience: LegacyRawOf<typeof GET_AUDIENCE_COUNT>;
  database: LegacyRawOf<typeof PRODUCT_DATABASE>;
}): AudienceSizes => ({
  existing: normaliseAudienceCount(raw.audience),
  universal: normaliseDatabaseSize(raw.database),
});

/** EMAIL-MARKETING: the id of the message record it created, null when it created none. */
export const normaliseCreatedMessageId = (raw: LegacyRawOf<typeof EMAIL_MARKETING>): string | null =>
  text(raw.textid);

const audienceOf = (value: unknown): MarketingAudience | null => {
  const upper = text(value)?.toUpperCase();
  return MARKETING_AUDIENCES.find((a) => a === upper) ?? null;
};

const deliveryOf = (value: unknown, type: 'sms' | 'email'): MarketingDeliveryState => {
  const raw = text(value)?.toLowerCase();
  if (raw === 'sent' || raw === 'queued') return raw;
  return type === 'email' ? 'sent' : 'awaiting-payment';
};

/**
 * GET-TEXT-MESSAGES: a message record (asked for by its id); SMS unless it says EMAIL. Where the
 * record is silent (the spec lists only `text`), what the BFF sent when it saved the message
 * (`saved`, if this session saved it) fills in; the record's own values come first.
 */
export function normaliseMarketingMessage(
  raw: AnswerOf<typeof GET_TEXT_MESSAGES>,
  textId: string,
  saved: MessageAsSaved | null = null,
): MarketingMessage {
  const stated = text(raw.marketing_type)?.toLowerCase();
  const type = stated === undefined ? (saved?.type ?? 'sms') : stated === 'email' ? 'email' : 'sms';
  return {
    textId,
    text: text(raw.text) ?? '',
    subject: text(raw.subject) ?? saved?.subject ?? null,
    type,
    audience: audienceOf(raw.alias) ?? saved?.audience ?? null,
    // Unknown (null, not 0) when neither the record nor this session's save says.
    recipients: countOrNull(raw.recipients_count) ?? saved?.recipients ?? null,
    costCents: randToCents(raw.cost) ?? saved?.costCents ?? null,
    delivery: deliveryOf(raw.delivery, type),
    // Only where the record does not say whether it was paid.
    paymentStartedAt: text(raw.delivery) === null ? (saved?.paymentStartedAt ?? null) : null,
  };
}
