import { z } from 'zod';
import { lineText } from './limits.ts';
import { accountTypeSchema } from './session.ts';

const optional = lineText().nullable();

/** Social handles or profile URLs; null when not given. */
export const socialsSchema = z.object({
  facebook: optional,
  twitter: optional,
  instagram: optional,
  linkedin: optional,
  tiktok: optional,
});

/** Bank details as the profile shows them: the account number masked except its last 4 digits. */
export const profileBankSchema = z.object({
  bankName: optional,
  branchCode: optional,
  accountHolder: optional,
  maskedAccountNumber: optional,
  accountType: optional,
});
export type ProfileBank = z.infer<typeof profileBankSchema>;

/** The logged-in account's profile, whichever of the three account types it is. */
export const profileSchema = z.object({
  accountType: accountTypeSchema,
  name: lineText(),
  email: optional,
  phone: optional,
  /** YYYY-MM-DD */
  registeredOn: optional,
  updatedOn: optional,
  socials: socialsSchema,
  /** Organisers only. */
  address: optional,
  /** Null when no bank details are on file. */
  bank: profileBankSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
