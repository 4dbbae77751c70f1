import { z } from 'zod';
import { lineText, longText, shortText } from './limits.ts';

/** Saved bank details, as shown on /b-details. The full account number never leaves the BFF. */
export const bankDetailsSchema = z.object({
  bank: lineText(),
  branchCode: shortText(),
  accountHolder: lineText(),
  /** Masked except the last 4 digits. */
  accountNumberMasked: shortText(),
  accountType: shortText(),
  /** YYYY-MM-DD, or null when unknown. */
  createdOn: shortText().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** GET /api/bank-details: the details, or the legacy's message when there are none. */
export const bankDetailsAnswerSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), details: bankDetailsSchema }),
  z.object({ found: z.literal(false), message: longText() }),
]);
export type BankDetailsAnswer = z.infer<typeof bankDetailsAnswerSchema>;
