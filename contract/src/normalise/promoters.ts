import type {
  ADDPROMOTER,
  LegacyRawOf,
  MERCHANTS_GETMERCHANTS,
  PROMOTERS_GETPROMOTERS,
  rawMerchant,
  rawPromoter,
  UPDATEPROMOTERDETAILS,
} from '../legacy/index.ts';
import type { MerchantContact, Promoter, PromoterSaveOutcome } from '../model/promoter.ts';
import { cents, fullName, listRows } from './shapes.ts';
import { id, integer, text } from './values.ts';

type RawPromoter = import('zod').infer<typeof rawPromoter>;
type RawMerchant = import('zod').infer<typeof rawMerchant>;

export function normalisePromoter(raw: RawPromoter): Promoter {
  const firstName = text(raw.fname);
  const lastName = text(raw.lname);
  const email = text(raw.email);
  const creditCents = cents(raw.amount);
  const balanceCents = raw.balance === undefined || raw.balance === null ? null : cents(raw.balance);
  return {
    id: id(raw.promoterid),
    businessId: text(raw.businessid),
    firstName,
    lastName,
    fullName: fullName(firstName, lastName, email),
    phone: text(raw.phone),
    email,
    creditCents,
    balanceCents,
    soldCents: balanceCents === null ? null : Math.max(0, creditCents - balanceCents),
    // Missing activation reads as inactive: selling needs an explicit 1.
    activation: integer(raw.activation),
  };
}

/** PROMOTERS (GETPROMOTERS and SEARCHPROMOTERS answer alike): a list, or `{val: 0}`. */
export const normalisePromoters = (raw: LegacyRawOf<typeof PROMOTERS_GETPROMOTERS>): Promoter[] =>
  listRows(raw).map(normalisePromoter);

/** A MERCHANTS row with the contact details BOOSTERLOGIN needs: never answered as is (publicMerchant). */
export const normaliseMerchant = (raw: RawMerchant): MerchantContact => ({
  id: id(raw.id),
  name: text(raw.business_name) ?? '',
  email: text(raw.email),
  phone: text(raw.cell_number),
});

/** MERCHANTS (GETMERCHANTS and SEARCHMERCHANTS answer alike): a list, or `{val: 0}`. */
export const normaliseMerchants = (raw: LegacyRawOf<typeof MERCHANTS_GETMERCHANTS>): MerchantContact[] =>
  listRows(raw).map(normaliseMerchant);

type RawPromoterAnswer = LegacyRawOf<typeof ADDPROMOTER> | LegacyRawOf<typeof UPDATEPROMOTERDETAILS>;

/**
 * ADDPROMOTER and UPDATEPROMOTERDETAILS. `val` 2: the email or phone exists. `val` 3 means
 * success when adding but an error (in `error` or `message`) when updating; any other answer is
 * a refusal when adding and 'Profile updated' when updating. A bare string is the message.
 */
export function normalisePromoterSave(raw: RawPromoterAnswer, action: 'add' | 'update'): PromoterSaveOutcome {
  if (typeof raw === 'string')
    return { outcome: action === 'update' ? 'saved' : 'refused', message: text(raw) };
  const message = text(raw.error) ?? text(raw.message);
  const code = integer(raw.val, -1);
  if (code === 2) return { outcome: 'exists', message };
  if (code === 3) return { outcome: action === 'add' ? 'saved' : 'refused', message };
  return { outcome: action === 'add' ? 'refused' : 'saved', message };
}
