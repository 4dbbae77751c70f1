import type { PayoutPage, RefundManagement, SalesReport } from '@tix/contract/api/organiser-money';
import { PAYOUT_FEE_CENTS } from '@tix/contract/domain/payouts';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payouts';
import { DECLINE_REASON_MESSAGES } from '@tix/contract/forms/refunds';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORGANISER_REFUND_MESSAGES } from '../../mocks/src/legacy/handlers/organiser-refunds.ts';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { createSeed } from '../../mocks/src/legacy/seed/index.ts';
import { loginAs } from './checkout-helpers.ts';
import { SAME_ORIGIN } from './helpers.ts';
import { stack } from './standin.ts';

// The organiser's money over the real stand-in. Seed: the demo organiser (201) owns event 1 (four
// paid orders, R1 820 of tickets, campaign fees R150) and event 3 (nothing sold, general R80);
// event 13 is another organiser's sponsored event.

let app: FastifyInstance;
let standin: FastifyInstance;
let standinUrl: string;
let close: () => Promise<void>;
const who: Record<'organiser' | 'other' | 'customer', string> = { organiser: '', other: '', customer: '' };
beforeAll(async () => {
  ({ app, standin, standinUrl, close } = await stack());
  who.organiser = await loginAs(app, 'organiser@demo.co.za');
  who.other = await loginAs(app, 'bookings@karoosound.example.co.za');
  who.customer = await loginAs(app, 'customer@demo.co.za');
});
beforeEach(() => {
  const s = standinOf(standin);
  s.data = createSeed(s.now());
  s.outbox.clear();
});
afterAll(() => close());

const state = () => standinOf(standin).data;
const send = (
  as: keyof typeof who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie: who[as], ...headers },
    ...(payload ? { payload } : {}),
  });
const payout = async (eventId: string) => {
  const res = await send('organiser', 'GET', `/api/organiser/events/${eventId}/payout`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PayoutPage;
};
const ask = (eventId: string, body: object, key?: string) =>
  send(
    'organiser',
    'POST',
    `/api/organiser/events/${eventId}/payouts`,
    body,
    key ? { 'idempotency-key': key } : {},
  );
const management = async (eventId: string) =>
  (await send('organiser', 'GET', `/api/organiser/events/${eventId}/refunds`)).json() as RefundManagement;

const RULES = {
  cutOffDaysOne: 14,
  feeTypeOne: 'flat',
  feeAmountOne: 5,
  cutOffDaysTwo: 7,
  feeTypeTwo: 'percent',
  feeAmountTwo: 10,
  cutOffDaysThree: 3,
  feeTypeThree: 'percent',
  feeAmountThree: 50,
  feeTypeZero: 'flat',
  feeAmountZero: 0,
  autoRefund: false,
  maxAttempts: 3,
};

/** The demo customer buys two general tickets of event 3 and pays on the provider page. */
async function buyTwoOfEvent3() {
  const started = await send('customer', 'POST', '/api/purchases', {
    token: 'checkout-token-0301',
    eventId: '3',
    ticketId: '5009',
    group: 'adults',
    quantity: 2,
    method: 'payfast',
  });
  expect(started.statusCode, started.body).toBe(200);
  const { fields } = started.json();
  await fetch(`${standinUrl}__pay/payfast/pay`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ m_payment_id: fields.m_payment_id, return_url: fields.return_url }),
  });
  const tickets = (await send('customer', 'GET', '/api/tickets?search=Tech')).json() as CustomerTicket[];
  return tickets.filter((t) => t.eventId === '3');
}

describe('the payout page', () => {
  it('sums the sales, fees and refunds; the net is gross less refunds less R10', async () => {
    const page = await payout('1');
    expect(page.summary).toMatchObject({
      grossSalesCents: 182000,
      feesDeductedCents: 15000,
      approvedRefundsCents: 0,
      payoutsRequestedCents: 0,
      sponsored: false,
      payoutFeeCents: PAYOUT_FEE_CENTS,
      netPayoutCents: 182000 - PAYOUT_FEE_CENTS,
      status: 'No Activity',
    });
    expect(page.availableCents).toBe(182000 - PAYOUT_FEE_CENTS);
    expect(page.phase).toBe('In Progress');
    expect(page.message).toBeNull();
    expect(page.unavailable).toBeUndefined();
    const rows = page.breakdown ?? [];
    const total = rows.reduce((s, r) => s + r.revenueCents, 0);
    expect(total).toBe(182000);
    for (const row of rows) {
      expect(['VVIP', 'VIP', 'General']).toContain(row.ticketType);
      expect(row.admissions).toBeGreaterThanOrEqual(row.ticketsSold);
    }
  });

  it('says no sales have been made yet, and refuses a payout there', async () => {
    const page = await payout('3');
    expect(page.message).toBe(PAYOUT_MESSAGES.noSales);
    expect(page.availableCents).toBe(0);
    expect(page.breakdown).toEqual([]);
    const res = await ask('3', { payoutType: 'partial', amount: 10 });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(PAYOUT_MESSAGES.noSales);
  });

  it('takes a partial payout, counts it as requested, and refuses more than what is left', async () => {
    const done = await ask('1', { payoutType: 'partial', amount: 500 }, 'payout-key-0001');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ requestedCents: 50000, payoutType: 'partial' });
    // The same key again: the first answer, no second request.
    expect((await ask('1', { payoutType: 'partial', amount: 500 }, 'payout-key-0001')).json()).toEqual(
      done.json(),
    );
    const after = await payout('1');
    expect(after.summary?.payoutsRequestedCents).toBe(50000);
    expect(after.summary?.status).toBe('Pending');
    expect(after.availableCents).toBe(182000 - PAYOUT_FEE_CENTS - 50000);
    const over = await ask('1', { payoutType: 'partial', amount: after.availableCents / 100 + 0.01 });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe(PAYOUT_MESSAGES.exceedsNetPayout);
    const zero = await ask('1', { payoutType: 'partial', amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().detail).toBe(PAYOUT_MESSAGES.amountInvalid);
  });

  it('never pays out more than is available, even for two requests sent at once', async () => {
    const { availableCents } = await payout('1');
    const amount = Math.ceil((availableCents * 0.6) / 100);
    const [a, b] = await Promise.all([
      ask('1', { payoutType: 'partial', amount }, 'payout-key-000A'),
      ask('1', { payoutType: 'partial', amount }, 'payout-key-000B'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const requested = state().payoutRequests.filter((r) => r.eventId === 1);
    expect(requested).toHaveLength(1);
    expect((await payout('1')).summary?.payoutsRequestedCents).toBe(amount * 100);
  });

  it('pays the whole rest on a full request, after which nothing is left', async () => {
    const { availableCents } = await payout('1');
    const full = await ask('1', { payoutType: 'full', amount: 1 });
    expect(full.json()).toMatchObject({ requestedCents: availableCents, payoutType: 'full' });
    expect((await payout('1')).availableCents).toBe(0);
  });
});

describe('refund rules and decisions', () => {
  it('saves the rules until the first sale, which locks them and applies them to estimates', async () => {
    const saved = await send('organiser', 'PUT', '/api/organiser/events/3/refund-rules', RULES);
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await management('3');
    expect(before.settings).toMatchObject({ policyLocked: false, maxAttempts: 3, autoRefund: false });
    expect(before.settings.rules?.tiers[0]).toEqual({
      name: 'one',
      cutOffDays: 14,
      fee: { percent: 0, flatCents: 500 },
    });
    expect(before.requests).toEqual([]);

    const [ticket] = await buyTwoOfEvent3();
    const after = await management('3');
    expect(after.settings.policyLocked).toBe(true);
    expect(after.settings.policyLockedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const again = await send('organiser', 'PUT', '/api/organiser/events/3/refund-rules', RULES);
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe(ORGANISER_REFUND_MESSAGES.locked);

    // Event 3 is more than 14 days away: the first tier's flat R5 applies, not the platform's R10.
    const quote = (await send('customer', 'GET', `/api/refunds/3/${ticket?.id}`)).json();
    expect(quote.quote).toMatchObject({ rules: 'organiser', feeCents: 500, refundCents: 8000 - 500 });
  });

  it('tells the organiser and the buyer one policy: platform tiers when refunds are on without custom tiers, the organiser’s when set, none when off', async () => {
    const [ticket] = await buyTwoOfEvent3();
    const told = async () => {
      // The public read cache (50 ms in tests) must not answer with the previous setting.
      await new Promise((r) => setTimeout(r, 80));
      const quote = (await send('customer', 'GET', `/api/refunds/3/${ticket?.id}`)).json();
      const checkout = (await send('customer', 'GET', '/api/events/3/refund-terms')).json();
      const organiser = (await management('3')).terms;
      expect(quote.terms).toEqual(checkout);
      expect(organiser).toEqual(checkout);
      return {
        terms: checkout as RefundManagement['terms'],
        refundsAllowed: quote.governance.refundsAllowed,
      };
    };
    // Switched on, no custom tiers: the platform's default tiers, on every screen.
    state().refundPolicies = state().refundPolicies.filter((p) => p.eventId !== 3);
    const platform = await told();
    expect(platform.refundsAllowed).toBe(true);
    expect(platform.terms).toMatchObject({ refundsAllowed: true, source: 'platform' });
    expect(platform.terms?.lines.map((l) => l.fromDays)).toEqual([8, 4, 1, 0]);
    // Custom tiers: the organiser's, not the platform's.
    state().refundPolicies.push({
      eventId: 3,
      rules: {
        one: { cutOffDays: 20, feeType: 'flat', amount: 500 },
        two: { cutOffDays: 10, feeType: 'percent', amount: 10 },
        three: { cutOffDays: 2, feeType: 'percent', amount: 50 },
        zero: { feeType: 'flat', amount: 0 },
      },
      maxAttempts: 2,
      autoRefund: false,
      savedAt: '2026-01-01 00:00:00',
    });
    const custom = await told();
    expect(custom.terms).toMatchObject({ refundsAllowed: true, source: 'organiser' });
    expect(custom.terms?.lines.map((l) => l.fromDays)).toEqual([20, 10, 2, 0]);
    // Switched off: non-refundable everywhere, whatever tiers were saved.
    const setting = state().refundSettings.find((r) => r.eventId === 3);
    if (setting) setting.refundsAllowed = false;
    else
      state().refundSettings.push({ eventId: 3, refundsAllowed: false, maxAttempts: 2, autoApprove: false });
    const off = await told();
    expect(off.refundsAllowed).toBe(false);
    expect(off.terms).toMatchObject({ refundsAllowed: false, lines: [] });
  });

  it('declines with a reason and approves; approval is final and voids the ticket', async () => {
    const [one, two] = await buyTwoOfEvent3();
    state().bankDetails.push({
      ownerType: 'customer',
      ownerId: 101,
      bankName: 'Capitec',
      branchCode: '470010',
      accountHolder: 'Thandi Dlamini',
      accountNumber: '1234567890',
      accountType: 'savings',
    });
    for (const t of [one, two]) {
      const res = await send('customer', 'POST', `/api/refunds/3/${t?.id}`, {
        reason: 'cant_attend',
        acknowledged: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { requests } = await management('3');
    expect(requests).toHaveLength(2);
    expect(requests.every((r) => r.status === 'pending' && r.decidable)).toBe(true);
    const [first, second] = requests;
    const url = (id: string | undefined) => `/api/organiser/events/3/refund-requests/${id}/decision`;

    const noReason = await send('organiser', 'POST', url(first?.id), { decision: 'declined', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toBe(DECLINE_REASON_MESSAGES.reasonRequired);
    const declined = await send('organiser', 'POST', url(first?.id), {
      decision: 'declined',
      reason: 'The venue has a no-refund policy.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const approved = await send('organiser', 'POST', url(second?.id), { decision: 'approved' });
    expect(approved.json().message).toBe(ORGANISER_REFUND_MESSAGES.approved);
    const twice = await send('organiser', 'POST', url(second?.id), { decision: 'declined', reason: 'x' });
    expect(twice.statusCode).toBe(422);

    const rows = (await management('3')).requests;
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.decidable]]))).toEqual({
      [first?.id ?? '']: ['declined', false],
      [second?.id ?? '']: ['approved', false],
    });
    const approvedTicket = state().customerTickets.find(
      (t) => t.id === state().refundRequests.find((r) => String(r.id) === second?.id)?.ticketId,
    );
    expect(approvedTicket).toMatchObject({ refundStatus: 'Approved', activation: 0 });
    // The customer sees the decline and the organiser's reason, not a fresh form's state.
    const declinedTicketId = state().refundRequests.find((r) => String(r.id) === first?.id)?.ticketId;
    const quote = (await send('customer', 'GET', `/api/refunds/3/${declinedTicketId}`)).json();
    expect(quote.ticket).toMatchObject({
      refundDeclined: true,
      declineReason: 'The venue has a no-refund policy.',
    });
    const mail = standinOf(standin)
      .outbox.list('customer@demo.co.za')
      .map((m) => m.subject);
    expect(mail).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Refund declined/),
        expect.stringMatching(/^Refund approved/),
      ]),
    );
    const page = await payout('3');
    expect(page.summary?.approvedRefundsCents).toBe(second?.refundCents);
    expect(page.summary?.netPayoutCents).toBe(16000 - (second?.refundCents ?? 0) - PAYOUT_FEE_CENTS);
  });
});

describe('the sales report', () => {
  it('gives sales by day and by ticket type with the refunds, fees and net', async () => {
    const res = await send('organiser', 'GET', '/api/organiser/events/1/report');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as SalesReport;
    expect(report.eventName).toBe('Jozi Jazz Under the Stars');
    expect(report.byTier.reduce((s, r) => s + r.revenueCents, 0)).toBe(182000);
    expect(report.byDay.reduce((s, d) => s + d.transactions, 0)).toBe(4);
    expect(report.byDay.map((d) => d.day)).toEqual([...report.byDay.map((d) => d.day)].sort());
    expect(report).toMatchObject({ grossCents: 182000, feesDeductedCents: 15000, netPayoutCents: 181000 });
  });
});

describe('whose money it is', () => {
  const urls: [string, 'GET' | 'POST' | 'PUT', object?][] = [
    ['/api/organiser/events/1/payout', 'GET'],
    ['/api/organiser/events/1/payouts', 'POST', { payoutType: 'partial', amount: 10 }],
    ['/api/organiser/events/1/refunds', 'GET'],
    ['/api/organiser/events/1/refund-rules', 'PUT', RULES],
    ['/api/organiser/events/1/report', 'GET'],
  ];

  it("never shows or moves another organiser's event money, nor lets a customer in", async () => {
    for (const [url, method, body] of urls) {
      expect((await send('other', method, url, body)).statusCode, url).toBe(404);
      expect((await send('customer', method, url, body)).statusCode, url).toBe(403);
    }
    expect(state().payoutRequests).toEqual([]);
  });

  it("never decides another organiser's refund request", async () => {
    // A pending request of event 1 (the demo organiser's), decided by organiser 202.
    state().refundRequests.push({
      id: 49001,
      ticketId: state().customerTickets.find((t) => t.eventId === 1)?.id ?? 0,
      customerId: 101,
      eventId: 1,
      reason: 'other',
      comments: '',
      status: 'Pending',
      originalCents: 14000,
      refundCents: 13000,
      declineReason: null,
      createdAt: '2026-11-01 10:00:00',
      decidedAt: null,
    });
    const decide = (as: keyof typeof who, eventId: string) =>
      send(as, 'POST', `/api/organiser/events/${eventId}/refund-requests/49001/decision`, {
        decision: 'approved',
      });
    expect((await decide('other', '1')).statusCode).toBe(404);
    // Naming an event of their own does not reach a request of another event.
    expect((await decide('other', '13')).statusCode).toBe(404);
    expect(state().refundRequests.find((r) => r.id === 49001)?.status).toBe('Pending');
    expect((await decide('organiser', '1')).statusCode).toBe(200);
  });
});
