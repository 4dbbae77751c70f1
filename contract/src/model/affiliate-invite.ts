import { z } from 'zod';
import { lineText, shortText } from './limits.ts';

/** The affiliate who shared the link a visitor landed with (`?affiliateid=`), for the invitation modal. */
export const affiliateInviteSchema = z.object({
  affiliateId: shortText(),
  name: lineText(),
  email: lineText().nullable(),
  phone: shortText().nullable(),
});
export type AffiliateInvite = z.infer<typeof affiliateInviteSchema>;
