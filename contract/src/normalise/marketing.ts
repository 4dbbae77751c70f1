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

/** GET-TEXT-MESSAGES: a message record (asked for by its id); SMS unless it says EMAIL. */
export function normaliseMarketingMessage(
  raw: AnswerOf<typeof GET_TEXT_MESSAGES>,
  textId: string,
): MarketingMessage {
  const type = text(raw.marketing_type)?.toLowerCase() === 'email' ? 'email' : 'sms';
  return {
    textId,
    text: text(raw.text) ?? '',
    subject: text(raw.subject),
    type,
    audience: audienceOf(raw.alias),
    // The spec lists only `text`: a record without these has an unknown audience size and cost.
    recipients: countOrNull(raw.recipients_count),
    costCents: randToCents(raw.cost),
    delivery: deliveryOf(raw.delivery, type),
  };
}
