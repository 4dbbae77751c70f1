import { z } from 'zod';
import { partnerPayoutSchema } from '../forms/payouts.ts';
import {
  linkedEventSchema,
  partnerEarningsSchema,
  partnerLinkSchema,
  partnerPayoutRequestSchema,
  recruitSchema,
} from '../model/affiliate.ts';
import { idMessage, legacyId } from '../model/ids.ts';
import { LIMITS, list, longText, shortText } from '../model/limits.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';

/** Not in the spec, ours: a recruit id in the path that is not a number. */
export const RECRUIT_ID_MESSAGE = idMessage('Recruit id');

/** /in: the earnings and whether a payout may be asked for (available above 0 and eligible). */
export const affiliateEarningsSchema = partnerEarningsSchema.extend({ canRequestPayout: z.boolean() });
export type AffiliateEarnings = z.infer<typeof affiliateEarningsSchema>;

/** /wallet: one recruit, the recruit's events and the commission each earned. */
export const recruitWalletSchema = z.object({
  recruit: recruitSchema,
  events: list(linkedEventSchema),
  totalEarningsCents: z.number().int(),
});
export type RecruitWallet = z.infer<typeof recruitWalletSchema>;

const ownRecruit = { owned: 'recruit' } as const;

/** The affiliate (partner) programme: /in, /affiliate-link, /recruits, /my-recruits, /wallet. */
export const affiliatesApi = {
  getEarnings: endpoint({
    ...routes.affiliates.getEarnings,
    summary: "The partner's gross and available earnings, and whether a payout can be requested",
    access: ['partner'],
    response: affiliateEarningsSchema,
    legacy: ['PARTNER-PAYOUT-AMOUNT'],
  }),
  listPayoutRequests: endpoint({
    ...routes.affiliates.listPayoutRequests,
    summary: "The partner's payout requests, newest first",
    access: ['partner'],
    response: list(partnerPayoutRequestSchema),
    legacy: ['PAYOUT-REQUEST-LIST'],
  }),
  requestPayout: endpoint({
    ...routes.affiliates.requestPayout,
    summary:
      'Asks for a partial or full payout of the available earnings; never more than is available, only when eligible',
    access: ['partner'],
    body: partnerPayoutSchema,
    response: z.object({ message: longText().nullable(), amountCents: z.number().int() }),
    legacy: ['PARTNER-PAYOUT-AMOUNT', 'AFFILIATE-REQUEST-PAYOUT'],
    idempotent: true,
  }),
  listLinkedEvents: endpoint({
    ...routes.affiliates.listLinkedEvents,
    summary: "Events of the partner's recruits, with what each earned the partner",
    access: ['partner'],
    response: list(linkedEventSchema),
    legacy: ['RECRUITS-CAMPAIGNS'],
  }),
  getLink: endpoint({
    ...routes.affiliates.getLink,
    summary: "The partner's affiliate id (null until saved) for the share link",
    access: ['partner'],
    response: partnerLinkSchema,
    legacy: ['PARTNERDETAILS'],
  }),
  saveAffiliateId: endpoint({
    ...routes.affiliates.saveAffiliateId,
    summary: 'Saves a new affiliate id: the partner id plus 11 random characters, made by the BFF',
    access: ['partner'],
    response: z.object({ affiliateId: shortText() }),
    legacy: ['PARTNERDETAILS', 'SAVEAFFILIATEID'],
  }),
  listRecruits: endpoint({
    ...routes.affiliates.listRecruits,
    summary: "The partner's recruits; `search` narrows them",
    access: ['partner'],
    query: z.object({ search: z.string().trim().max(LIMITS.line).optional() }),
    response: list(recruitSchema),
    legacy: ['RECRUITS:FETCHRECRUITS', 'RECRUITS:SEARCHRECRUITS'],
  }),
  getRecruitCount: endpoint({
    ...routes.affiliates.getRecruitCount,
    summary:
      "How many people the partner recruited: the legacy's count (RECRUITS AFFILIATECOUNT), else the recruits listed when it answers nothing",
    access: ['partner'],
    response: z.object({ recruitCount: z.number().int().min(0) }),
    legacy: ['RECRUITS:AFFILIATECOUNT', 'RECRUITS:FETCHRECRUITS'],
  }),
  getRecruitWallet: endpoint({
    ...routes.affiliates.getRecruitWallet,
    summary: "One of the partner's recruits, the recruit's events and the commission earned from each",
    access: ['partner'],
    params: z.object({ recruitId: legacyId(RECRUIT_ID_MESSAGE) }),
    response: recruitWalletSchema,
    owner: ownRecruit,
    legacy: ['RECRUITS:FETCHRECRUITS', 'RECRUITS-CAMPAIGNS'],
  }),
};
