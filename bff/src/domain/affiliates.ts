import type { AffiliateEarnings, RecruitWallet } from '@tix/contract';
import {
  centsToLegacyRand,
  legacy,
  normaliseLinkedEvents,
  normalisePartnerEarnings,
  normaliseRecruitCount,
  normaliseRecruits,
  type Recruit,
  text,
} from '@tix/contract';
import { canPartnerRequestPayout } from '@tix/contract/domain/affiliate';
import type { PayoutType } from '@tix/contract/domain/payouts';
import { payoutAmountProblem } from '@tix/contract/domain/payouts';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payouts';
import { HttpProblem, problem } from '../lib/problem.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { preferredRead } from './fallback-read.ts';
import { isNothing, type PartsPort } from './partial-reads.ts';

// The partner's money and recruits. What the partner may take out is read from the legacy just
// before asking for it, so a payout can never exceed what is available at that moment.

/** Not in the spec, ours: asked for a payout while nothing is eligible or available. */
export const NOTHING_TO_PAY_OUT = 'There are no available earnings to pay out yet.';

export async function partnerEarnings(port: LegacyPort): Promise<AffiliateEarnings> {
  const earnings = normalisePartnerEarnings(await port.legacy(legacy.PARTNER_PAYOUT_AMOUNT));
  return {
    ...earnings,
    canRequestPayout: canPartnerRequestPayout(earnings.availableEarningsCents, earnings.eligible),
  };
}

const refuse = (detail: string) =>
  new HttpProblem(problem(422, 'Payout not possible', detail, { amount: detail }));

/** Checks the amount against what is available now, then asks the legacy for the payout. */
export async function requestPartnerPayout(
  port: LegacyPort,
  type: PayoutType,
  typedCents: number,
): Promise<{ message: string | null; amountCents: number }> {
  const earnings = await partnerEarnings(port);
  if (!earnings.canRequestPayout) throw refuse(NOTHING_TO_PAY_OUT);
  // Full is the whole available amount, whatever was typed.
  const amountCents = type === 'full' ? earnings.availableEarningsCents : typedCents;
  const problemFound = payoutAmountProblem(amountCents, earnings.availableEarningsCents);
  if (problemFound === 'invalid-amount') throw refuse(PAYOUT_MESSAGES.amountInvalid);
  if (problemFound === 'exceeds-available') throw refuse(PAYOUT_MESSAGES.exceedsAvailable);
  const answer = await port.legacy(legacy.AFFILIATE_REQUEST_PAYOUT, {
    amountRequested: centsToLegacyRand(amountCents),
    payout_type: type,
    source: 'PARTNER_PAYOUT',
  });
  return { message: text(answer.message), amountCents };
}

export async function partnerRecruits(port: LegacyPort, search?: string): Promise<Recruit[]> {
  const accounttype = 'partner';
  return normaliseRecruits(
    search
      ? await port.legacy(legacy.RECRUITS_SEARCHRECRUITS, { accounttype, search })
      : await port.legacy(legacy.RECRUITS_FETCHRECRUITS, { accounttype }),
  );
}

/**
 * /in's recruit count: the legacy's own (RECRUITS AFFILIATECOUNT) when it sends one; when it
 * answers nothing (PHP's null, [], {val: 0}, false or an empty body) or an answer the BFF refuses,
 * the recruits FETCHRECRUITS lists, as the product counted them before.
 */
export async function partnerRecruitCount(port: PartsPort): Promise<number> {
  const op = legacy.RECRUITS_AFFILIATECOUNT;
  const counted = await preferredRead(
    port.log,
    op,
    port.legacy(op, {}),
    (answer) => !isNothing(answer) && !isNothing(answer.affiliateCount),
  );
  if (counted !== undefined) return normaliseRecruitCount(counted);
  return (await partnerRecruits(port)).length;
}

/** One of the partner's recruits, or undefined when the id is not among them. */
export async function findRecruit(port: LegacyPort, recruitId: string): Promise<Recruit | undefined> {
  return (await partnerRecruits(port)).find((r) => r.id === recruitId);
}

/**
 * The legacy's linked events do not carry the recruit's id, only the organiser's name: a
 * recruit's events are those under the recruit's name (docs/decisions-domain.md).
 */
export async function recruitWallet(port: LegacyPort, recruit: Recruit): Promise<RecruitWallet> {
  const events = normaliseLinkedEvents(await port.legacy(legacy.RECRUITS_CAMPAIGNS)).filter(
    (e) => e.organiserName === recruit.name,
  );
  return {
    recruit,
    events,
    totalEarningsCents: events.reduce((sum, e) => sum + e.earningsCents, 0),
  };
}
