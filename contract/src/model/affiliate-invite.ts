import { z } from 'zod';

/** The affiliate who shared the link a visitor landed with (`?affiliateid=`), for the invitation modal. */
export const affiliateInviteSchema = z.object({
  affiliateId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type AffiliateInvite = z.infer<typeof affiliateInviteSchema>;
