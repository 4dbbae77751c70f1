import type { AffiliateEarnings, RecruitWallet } from '@tix/contract';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payouts';
import type { LinkedEvent, PartnerLink, PartnerPayoutRequest, Recruit } from '@tix/contract/model/affiliate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { commissionOnSaleCents } from '../../mocks/src/legacy/model-affiliates.ts';
import { payPurchase } from '../../mocks/src/legacy/sales/issue.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// The affiliate programme over the real stand-in: the demo partner (301) recruited Karoo Sound
// Collective (202) and Ubuntu Gatherings (203); Coastline Festivals (204) is nobody's recruit.

let app: FastifyInstance;
let standin: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, standin, close } = await stack({ TRUST_PROXY: '1' }));
});
afterAll(() => close());

let nextIp = 10;
/** Logs in from an address of its own (the per-address login limit stays out of the way). */
async function login(emailOrPhone: string, partner = false) {
  const ip = { 'x-forwarded-for': `10.0.1.${nextIp++}` };
  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { ...SAME_ORIGIN, ...ip },
    payload: { emailOrPhone, password: 'Demo1234!', partner },
  });
  expect(res.statusCode).toBe(200);
  const cookie = sessionCookie(res.headers['set-cookie']);
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object, key?: string) => {
    const r = await app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, ...ip, cookie, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
    return { status: r.statusCode, body: r.json() as T };
  };
  return call;
}
let partnerSession: Awaited<ReturnType<typeof login>> | undefined;
/** One partner login for the file: logins are rate-limited per account. */
const asPartner = async () => {
  partnerSession ??= await login('partner@demo.co.za', true);
  return partnerSession;
};

/** A paid sale of `cents` on one of the organiser's events, through the stand-in's sale recording. */
function sell(businessId: number, cents: number, refundsAllowed: boolean) {
  const { data, outbox } = standinOf(standin);
  const event = data.events.find((e) => e.businessId === businessId && !e.deletedAt);
  const ticket = data.ticketTypes.find((t) => t.eventId === event?.id && t.adultsAvailable > 0);
  const model = data.purchases[0];
  if (!event || !ticket || !model) throw new Error('the seed lacks an event with tickets');
  data.refundSettings = data.refundSettings.filter((s) => s.eventId !== event.id);
  data.refundSettings.push({ eventId: event.id, refundsAllowed, maxAttempts: 2, autoApprove: false });
  const purchase = {
    ...model,
    id: 80_000 + data.purchases.length,
    paymentId: `AFF-${data.purchases.length}`,
    eventId: event.id,
    businessId,
    ticketTypeId: ticket.id,
    group: 'adults' as const,
    quantity: 1,
    unitPriceCents: cents,
    totalCents: cents,
    status: 'pending' as const,
    paidAt: null,
  };
  data.purchases.push(purchase);
  const paid = payPurchase(data, outbox, purchase, new Date());
  expect(paid.ok).toBe(true);
  return event;
}

describe('earnings and payouts', () => {
  it('a sale of a recruited organiser earns 30% of the service fee; refunds off makes it available', async () => {
    const partner = await asPartner();
    const before = (await partner<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    const event = sell(202, 100_000, false);
    const after = (await partner<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    // R1 000 sale: service fee R35.00, commission 30% of it: R10.50.
    expect(commissionOnSaleCents(100_000)).toBe(1050);
    expect(after.totalEarningsCents - before.totalEarningsCents).toBe(1050);
    // The event's earlier sales become available with it.
    expect(after.availableEarningsCents - before.availableEarningsCents).toBeGreaterThanOrEqual(1050);
    expect(after.canRequestPayout).toBe(true);
    const events = (await partner<LinkedEvent[]>('GET', '/api/affiliate/events')).body;
    const linked = events.find((e) => e.eventName === event.name);
    expect(linked?.earningsCents).toBeGreaterThanOrEqual(1050);
    expect(linked?.refundsAllowed).toBe(false);
  });

  it('a sale of an organiser nobody recruited earns nothing', async () => {
    const partner = await asPartner();
    const before = (await partner<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    sell(204, 50_000, false);
    const after = (await partner<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    expect(after.totalEarningsCents).toBe(before.totalEarningsCents);
  });

  it('an event with refunds on counts in gross earnings but is not available before it ends', async () => {
    const partner = await asPartner();
    const before = (await partner<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    sell(203, 20_000, true);
    const after = (await partner<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    expect(after.totalEarningsCents - before.totalEarningsCents).toBe(commissionOnSaleCents(20_000));
    expect(after.availableEarningsCents).toBe(before.availableEarningsCents);
  });

  it('a partial payout is listed, never more than available, and a retried key pays once', async () => {
    const partner = await asPartner();
    sell(202, 100_000, false);
    const { availableEarningsCents } = (await partner<AffiliateEarnings>('GET', '/api/affiliate/earnings'))
      .body;
    expect(availableEarningsCents).toBeGreaterThan(500);
    const tooMuch = await partner<{ detail: string }>(
      'POST',
      '/api/affiliate/payouts',
      { payoutType: 'partial', amount: availableEarningsCents / 100 + 1 },
      'too-much-0001',
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.detail).toBe(PAYOUT_MESSAGES.exceedsAvailable);
    const zero = await partner<{ detail: string }>('POST', '/api/affiliate/payouts', {
      payoutType: 'partial',
      amount: 0,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.detail).toBe(PAYOUT_MESSAGES.amountInvalid);

    const ask = () =>
      partner<{ amountCents: number }>(
        'POST',
        '/api/affiliate/payouts',
        { payoutType: 'partial', amount: 5 },
        'pay-5-rand-01',
      );
    expect((await ask()).body.amountCents).toBe(500);
    expect((await ask()).status).toBe(200);
    const listed = await partner<PartnerPayoutRequest[]>('GET', '/api/affiliate/payouts');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const list = listed.body;
    expect(list.filter((p) => p.amountCents === 500)).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'partial', status: 'pending', amountCents: 500 });
    const now = (await partner<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    expect(now.availableEarningsCents).toBe(availableEarningsCents - 500);

    // Full takes exactly what is left, whatever amount was typed; then nothing is left to ask for.
    const full = await partner<{ amountCents: number }>('POST', '/api/affiliate/payouts', {
      payoutType: 'full',
      amount: 1,
    });
    expect(full.body.amountCents).toBe(now.availableEarningsCents);
    const empty = (await partner<AffiliateEarnings>('GET', '/api/affiliate/earnings')).body;
    expect(empty).toMatchObject({ availableEarningsCents: 0, canRequestPayout: false });
    const again = await partner('POST', '/api/affiliate/payouts', { payoutType: 'partial', amount: 1 });
    expect(again.status).toBe(422);
  });
});

describe('recruits and wallets', () => {
  it('lists only the partner’s recruits, searches them, and opens a wallet', async () => {
    const partner = await asPartner();
    const recruits = (await partner<Recruit[]>('GET', '/api/affiliate/recruits')).body;
    expect(recruits.map((r) => r.name).sort()).toEqual(['Karoo Sound Collective', 'Ubuntu Gatherings']);
    const found = (await partner<Recruit[]>('GET', '/api/affiliate/recruits?search=karoo')).body;
    expect(found.map((r) => r.name)).toEqual(['Karoo Sound Collective']);
    expect((await partner<Recruit[]>('GET', '/api/affiliate/recruits?search=zzzz')).body).toEqual([]);
    const karoo = found[0];
    const wallet = await partner<RecruitWallet>('GET', `/api/affiliate/recruits/${karoo?.id}/wallet`);
    expect(wallet.status).toBe(200);
    expect(wallet.body.recruit.name).toBe('Karoo Sound Collective');
    expect(wallet.body.events.length).toBeGreaterThan(0);
    expect(wallet.body.events.every((e) => e.organiserName === 'Karoo Sound Collective')).toBe(true);
    expect(wallet.body.totalEarningsCents).toBe(wallet.body.events.reduce((s, e) => s + e.earningsCents, 0));
  });

  it('refuses the wallet of someone else’s recruit and keeps other account types out', async () => {
    const partner = await asPartner();
    expect((await partner('GET', '/api/affiliate/recruits/204/wallet')).status).toBe(404);
    const organiser = await login('organiser@demo.co.za');
    expect((await organiser('GET', '/api/affiliate/recruits')).status).toBe(403);
    expect((await organiser('GET', '/api/affiliate/earnings')).status).toBe(403);
    expect((await organiser('GET', '/api/affiliate/recruits/202/wallet')).status).toBe(403);
    const guest = await app.inject({ method: 'GET', url: '/api/affiliate/earnings' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the affiliate link', () => {
  it('reads the saved id, and saves a new one (partner id plus 11 characters) only when there is none', async () => {
    const partner = await asPartner();
    const link = (await partner<PartnerLink>('GET', '/api/affiliate/link')).body;
    expect(link.affiliateId).toBe('LERATO301');
    expect((await partner<{ affiliateId: string }>('POST', '/api/affiliate/link')).body.affiliateId).toBe(
      'LERATO301',
    );
    const { data } = standinOf(standin);
    const me = data.partners.find((p) => p.id === 301);
    if (me) me.affiliateId = '';
    expect((await partner<PartnerLink>('GET', '/api/affiliate/link')).body.affiliateId).toBeNull();
    const saved = (await partner<{ affiliateId: string }>('POST', '/api/affiliate/link')).body.affiliateId;
    expect(saved).toMatch(/^301[A-Za-z0-9]{11}$/);
    expect((await partner<PartnerLink>('GET', '/api/affiliate/link')).body.affiliateId).toBe(saved);
  });
});
