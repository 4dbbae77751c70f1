import { z } from 'zod';

/** Saved bank details, as shown on /b-details. The full account number never leaves the BFF. */
export const bankDetailsSchema = z.object({
  bank: z.string(),
  branchCode: z.string(),
  accountHolder: z.string(),
  /** Masked except the last 4 digits. */
  accountNumberMasked: z.string(),
  accountType: z.string(),
  /** YYYY-MM-DD, or null when unknown. */
  createdOn: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** GET /api/bank-details: the details, or the legacy's message when there are none. */
export const bankDetailsAnswerSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), details: bankDetailsSchema }),
  z.object({ found: z.literal(false), message: z.string() }),
]);
export type BankDetailsAnswer = z.infer<typeof bankDetailsAnswerSchema>;
