import { z } from 'zod';
import { lineText, shortText } from './limits.ts';

export const accountTypeSchema = z.enum(['customer', 'business', 'partner', 'booster']);

/** Who is logged in, as the BFF's sealed session says. Guests have `loggedIn: false`. */
export const sessionSchema = z.discriminatedUnion('loggedIn', [
  z.object({
    loggedIn: z.literal(false),
    /** Set on the answer to the first request of a booster whose organiser deactivated or removed it. */
    ended: z.enum(['booster-deactivated']).optional(),
  }),
  z.object({
    loggedIn: z.literal(true),
    accountType: accountTypeSchema,
    accountId: shortText(),
    accountName: lineText(),
  }),
]);
export type Session = z.infer<typeof sessionSchema>;
