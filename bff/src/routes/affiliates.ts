import type { api } from '@tix/contract';
import {
  legacy,
  normaliseLinkedEvents,
  normalisePartnerLink,
  normalisePartnerPayoutRequests,
  normaliseSavedAffiliateId,
} from '@tix/contract';
import { AFFILIATE_ID_SUFFIX_LENGTH } from '@tix/contract/domain/affiliate';
import { toCents } from '@tix/contract/forms/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  findRecruit,
  partnerEarnings,
  partnerRecruitCount,
  partnerRecruits,
  recruitWallet,
  requestPartnerPayout,
} from '../domain/affiliates.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { NOT_YOURS } from '../http/ownership.ts';
import { sessionUser } from '../http/session-user.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { notFound, notLoggedIn } from '../lib/problem.ts';
import { randomBelow } from '../lib/random.ts';

// /in, /affiliate-link, /recruits, /my-recruits and /wallet. The partner id is always the
// session's (identity parameters); a recruit is named only among the partner's own ('recruit').

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** The partner id plus 11 random characters (spec part 3, section 9). */
export const newAffiliateId = (partnerId: string) =>
  partnerId +
  Array.from({ length: AFFILIATE_ID_SUFFIX_LENGTH }, () => ALPHABET[randomBelow(ALPHABET.length)]).join('');

const accountOf = (req: FastifyRequest) => {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user.accountId;
};

export const affiliatesRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.affiliates> => {
  const payouts = new IdempotencyStore();
  return {
    getEarnings: (req) => partnerEarnings(req),

    listPayoutRequests: async (req) =>
      normalisePartnerPayoutRequests(
        await req.legacy(legacy.PAYOUT_REQUEST_LIST, { event_id: accountOf(req) }),
      ).reverse(),

    requestPayout: (req) => {
      const { payoutType, amount } = req.body;
      const typedCents = toCents(amount);
      return payouts.run(accountOf(req), idempotencyKey(req), { payoutType, typedCents }, () =>
        requestPartnerPayout(req, payoutType, typedCents),
      );
    },

    listLinkedEvents: async (req) => normaliseLinkedEvents(await req.legacy(legacy.RECRUITS_CAMPAIGNS)),

    getLink: async (req) => normalisePartnerLink(await req.legacy(legacy.PARTNERDETAILS)),

    saveAffiliateId: async (req) => {
      const link = normalisePartnerLink(await req.legacy(legacy.PARTNERDETAILS));
      // An id, once saved, stays: links already shared keep working.
      if (link.affiliateId) return { affiliateId: link.affiliateId };
      const answer = await req.legacy(legacy.SAVEAFFILIATEID, {
        affiliateid: newAffiliateId(accountOf(req)),
      });
      return { affiliateId: normaliseSavedAffiliateId(answer) ?? '' };
    },

    listRecruits: (req) => partnerRecruits(req, req.query.search || undefined),

    getRecruitCount: async (req) => ({ recruitCount: await partnerRecruitCount(req) }),

    getRecruitWallet: async (req) => {
      const recruit = await findRecruit(req, req.params.recruitId);
      if (!recruit) throw notFound(NOT_YOURS);
      return recruitWallet(req, recruit);
    },
  };
};
