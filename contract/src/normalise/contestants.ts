import type {
  CONFIGURATIONDETAILS,
  GETPOINTS,
  LegacyRawOf,
  MODELDETAILS,
  MODELS,
  PAYMENT_CREDENTIALS_VOTE,
  rawModel,
  VOTE,
} from '../legacy/index.ts';
import { type Found, isNothing } from '../legacy/raw.ts';
import type { Contestant, PointPackage } from '../model/contestant.ts';
import { cents, count, countOrNull, firstText, listRows, word } from './shapes.ts';
import { day, id, integer, text } from './values.ts';

// Models (contestants) and vote packages. Pictures live in the legacy's models folder by business
// id, event id and file name; the BFF serves them like posters.

type RawContestant = import('zod').infer<typeof rawModel> | Found<LegacyRawOf<typeof MODELDETAILS>>;

/** The ids a picture path needs, when the answer itself does not carry them (MODELDETAILS). */
export interface ContestantContext {
  businessId?: string;
  eventId?: string;
}

export function contestantPhotoUrl(
  businessId: string | null,
  eventId: string | null,
  file: unknown,
): string | null {
  const name = text(file);
  if (!name || !businessId || !eventId) return null;
  if (/^https?:\/\//.test(name)) return name;
  const parts = [businessId, eventId, name].map(encodeURIComponent).join('/');
  return `/api/model-pictures/${parts}`;
}

function contestant(raw: RawContestant, context: ContestantContext): Contestant {
  const businessId = text(raw.businessid) ?? context.businessId ?? null;
  const eventId = text(raw.eventid) ?? context.eventId ?? null;
  return {
    id: id(raw.id),
    name: firstText(raw.model_name, raw.model) ?? '',
    age: countOrNull(raw.age),
    gender: word(raw.gender),
    bio: text(raw.bio),
    photoUrl: contestantPhotoUrl(businessId, eventId, raw.photo),
    createdDay: day(raw.dtcreated),
    businessId,
    eventId,
    votes: countOrNull(raw.votes),
  };
}

/** MODELS: a list, or `{val: 0}`. */
export const normaliseContestants = (
  raw: LegacyRawOf<typeof MODELS>,
  context: ContestantContext = {},
): Contestant[] => listRows(raw).map((row) => contestant(row, context));

/** MODELDETAILS: one model, or null when `val` is 0 or no model came back. */
export function normaliseContestantDetails(
  raw: LegacyRawOf<typeof MODELDETAILS>,
  modelId: string,
  context: ContestantContext = {},
): Contestant | null {
  if (isNothing(raw)) return null;
  if (text(raw.val) !== null && integer(raw.val) === 0) return null;
  if (firstText(raw.model_name, raw.model) === null) return null;
  return contestant({ ...raw, id: text(raw.id) ?? modelId }, context);
}

/** GETPOINTS: the vote packages, cheapest first. `{val: 0}` means none configured. */
export const normalisePointPackages = (raw: LegacyRawOf<typeof GETPOINTS>): PointPackage[] =>
  listRows(raw)
    .map((row) => ({ amountCents: cents(row.amount), points: count(row.points) }))
    .sort((a, b) => a.amountCents - b.amountCents);

/** CONFIGURATIONDETAILS: `val` 1 once the organiser saved a points configuration. */
export const normalisePointsConfigured = (raw: LegacyRawOf<typeof CONFIGURATIONDETAILS>): boolean =>
  integer(raw.val) >= 1;

/** VOTE (ours): the legacy's word and the model's new total. */
export const normaliseVoteAnswer = (
  raw: LegacyRawOf<typeof VOTE>,
): { message: string | null; votes: number | null } => ({
  message: text(raw.message),
  votes: countOrNull(raw.votes),
});

/** payment/credentials.php:vote (ours): the provider's payment id and the fields to post on. */
export function normaliseVotePaymentStart(raw: LegacyRawOf<typeof PAYMENT_CREDENTIALS_VOTE>): {
  paymentId: string | null;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  const drop = new Set(['status', 'message', 'customer_id', 'ozowUrl', 'uuid']);
  for (const [k, v] of Object.entries(raw)) {
    if (!drop.has(k) && (typeof v === 'string' || typeof v === 'number')) fields[k] = String(v);
  }
  return { paymentId: text(raw.m_payment_id) ?? text(raw.uuid), fields };
}
