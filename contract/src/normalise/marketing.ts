import type {
  EMAIL_MARKETING,
  GET_AUDIENCE_COUNT,
  GET_TEXT_MESSAGES,
  LegacyRawOf,
  PRODUCT_DATABASE,
} from '../legacy/index.ts';
import type { AudienceSizes, MarketingMessage } from '../model/marketing.ts';
import { count } from './shapes.ts';
import { text } from './values.ts';

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

/** GET-TEXT-MESSAGES: the message text of a record (asked for by its id). */
export const normaliseMarketingMessage = (
  raw: LegacyRawOf<typeof GET_TEXT_MESSAGES>,
  textId: string,
): MarketingMessage => ({ textId, text: text(raw.text) ?? '' });
