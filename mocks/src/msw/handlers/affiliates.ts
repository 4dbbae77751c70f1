import { api } from '@tix/contract/api/index';
import { canPartnerRequestPayout } from '@tix/contract/domain/affiliate';
import { payoutAmountProblem } from '@tix/contract/domain/payouts';
import { toCents } from '@tix/contract/forms/fields';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payouts';
import { normaliseLinkedEvents, normaliseRecruits } from '@tix/contract/normalise/affiliate';
import { saDateTime, saDay } from '../../legacy/clock.ts';
import { AFFILIATE_MESSAGES, linkedEventRows, recruitRows } from '../../legacy/handlers/affiliates.ts';
import type { StandinData } from '../../legacy/model.ts';
import { partnerMoney } from '../../legacy/model-affiliates.ts';
import { DEMO_PARTNER_ID } from '../../legacy/seed/people.ts';
import { world } from '../fixtures/world.ts';
import { answer, problem } from '../respond.ts';
import { onMockSessionChange, persistSlice } from '../state.ts';

// The demo partner's programme, from a copy of the seed world through the stand-in's rows and the
// contract's normalisers; a login or logout starts again from the seed.

let data: StandinData | null = null;
onMockSessionChange(() => {
  data = null;
});
persistSlice('affiliates', { save: () => data, load: (saved) => (data = saved as StandinData | null) });
const state = (): StandinData => {
  data ??= structuredClone(world);
  return data;
};
const ME = DEMO_PARTNER_ID;
const earnings = () => {
  const m = partnerMoney(state(), ME, saDay(new Date()));
  return {
    payoutCents: m.requestedCents,
    totalEarningsCents: m.totalCents,
    availableEarningsCents: m.availableCents,
    eligible: m.eligible,
    canRequestPayout: canPartnerRequestPayout(m.availableCents, m.eligible),
  };
};
const me = () => state().partners.find((p) => p.id === ME);
const recruits = (search = '') => normaliseRecruits(recruitRows(state(), ME, search, new Date()));

export const affiliates = {
  getEarnings: answer(api.affiliates.getEarnings, earnings),
  listPayoutRequests: answer(api.affiliates.listPayoutRequests, () =>
    state()
      .partnerPayouts.filter((p) => p.partnerId === ME)
      .map((p) => ({
        id: String(p.id),
        createdAt: p.createdAt,
        type: p.type,
        amountCents: p.amountCents,
        status: p.status,
        auditToken: p.auditToken,
      }))
      .reverse(),
  ),
  requestPayout: answer(api.affiliates.requestPayout, ({ body }) => {
    const now = earnings();
    if (!now.canRequestPayout) return problem(422, 'Payout not possible', AFFILIATE_MESSAGES.notEligible);
    const cents = body.payoutType === 'full' ? now.availableEarningsCents : toCents(body.amount);
    if (payoutAmountProblem(cents, now.availableEarningsCents))
      return problem(422, 'Payout not possible', PAYOUT_MESSAGES.exceedsAvailable);
    const list = state().partnerPayouts;
    const id = 7001 + list.length;
    list.push({
      id,
      partnerId: ME,
      type: body.payoutType,
      amountCents: cents,
      status: 'pending',
      auditToken: `PP-${ME}-${id}`,
      createdAt: saDateTime(new Date()),
    });
    return { message: AFFILIATE_MESSAGES.payoutRequested, amountCents: cents };
  }),
  listLinkedEvents: answer(api.affiliates.listLinkedEvents, () =>
    normaliseLinkedEvents(linkedEventRows(state(), ME)),
  ),
  getLink: answer(api.affiliates.getLink, () => ({
    partnerId: String(ME),
    name: me()?.name ?? null,
    affiliateId: me()?.affiliateId || null,
  })),
  saveAffiliateId: answer(api.affiliates.saveAffiliateId, () => {
    const partner = me();
    if (partner && !partner.affiliateId) partner.affiliateId = `${ME}Mock4Suffix7`;
    return { affiliateId: partner?.affiliateId ?? '' };
  }),
  listRecruits: answer(api.affiliates.listRecruits, ({ query }) => recruits(query.search ?? '')),
  getRecruitWallet: answer(api.affiliates.getRecruitWallet, ({ params }) => {
    const recruit = recruits().find((r) => r.id === params.recruitId);
    if (!recruit) return problem(404, 'Not found', 'We could not find that among your account’s records.');
    const events = normaliseLinkedEvents(linkedEventRows(state(), ME)).filter(
      (e) => e.organiserName === recruit.name,
    );
    return { recruit, events, totalEarningsCents: events.reduce((s, e) => s + e.earningsCents, 0) };
  }),
};
