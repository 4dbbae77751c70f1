import type { CustomerTicket } from '@tix/contract';
import { REFUND_REQUEST_MESSAGES } from '@tix/contract/forms/refunds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../mocks/src/flows/refunds.ts';
import { loggedIn } from './customer.ts';
import { stack } from './standin.ts';

let app: FastifyInstance;
let close: (() => Promise<void>) | undefined;
beforeEach(async () => {
  await close?.();
  ({ app, close } = await stack());
});
afterAll(() => close?.());

const ticketOf = async (
  me: Awaited<ReturnType<typeof loggedIn>>,
  search: string,
  status = null as string | null,
) =>
  ((await me.get(`/api/tickets?search=${encodeURIComponent(search)}`)).json() as CustomerTicket[]).find(
    (t) => t.refundStatus === status,
  );
const ask = { reason: 'cant_attend', comments: 'Cannot make it', acknowledged: true };
const bank = {
  details: {
    bank: 'Capitec',
    customBankName: '',
    branchCode: '470010',
    accountHolder: 'Thandi Dlamini',
    accountNumber: '1234567890',
    accountType: 'savings',
  },
  password: 'Demo1234!',
};

describe('refund requests', () => {
  it('estimates with the platform rules: R10 off eight or more days ahead', async () => {
    const me = await loggedIn(app);
    const ticket = await ticketOf(me, 'Jozi');
    const res = (await me.get(`/api/refunds/1/${ticket?.id}`)).json();
    expect(res.quote).toMatchObject({ feeCents: 1000, rules: 'platform' });
    expect(res.quote.refundCents).toBe((ticket?.unitPriceCents ?? 0) - 1000);
    expect(res.governance).toEqual({ refundsAllowed: true, maxAttempts: 2 });
  });

  it('answers bad bodies with the spec messages', async () => {
    const me = await loggedIn(app);
    const ticket = await ticketOf(me, 'Jozi');
    const url = `/api/refunds/1/${ticket?.id}`;
    expect((await me.post(url, {})).json().detail).toBe(REFUND_REQUEST_MESSAGES.reasonRequired);
    expect((await me.post(url, { reason: 'other' })).json().detail).toBe(
      REFUND_REQUEST_MESSAGES.acknowledgeRequired,
    );
  });

  it('sends the customer to add bank details, then submits, then cancels', async () => {
    const me = await loggedIn(app);
    const ticket = await ticketOf(me, 'Jozi');
    const url = `/api/refunds/1/${ticket?.id}`;
    const missing = (await me.post(url, ask)).json();
    expect(missing).toMatchObject({ outcome: 'bank-details-missing', code: 'BANK_DETAILS_MISSING' });
    expect(missing.banks).toContain('Capitec');

    expect((await me.put('/api/bank-details', bank)).statusCode).toBe(200);
    const key = { 'idempotency-key': 'refund-key-0001' };
    const done = await me.post(url, ask, key);
    expect(done.json()).toEqual({
      outcome: 'requested',
      message: 'Refund request submitted. Awaiting review.',
    });
    // A repeat with the same key gets the first answer, not a second request.
    expect((await me.post(url, ask, key)).json()).toEqual(done.json());
    expect((await me.get(`/api/tickets/event/1/${ticket?.id}`)).json().ticket).toMatchObject({
      refundStatus: 'Pending',
      refundAttempts: 1,
    });

    expect((await me.del(url)).json()).toEqual({ message: REFUND_MESSAGES.cancelled });
    expect((await me.get(`/api/tickets/event/1/${ticket?.id}`)).json().ticket.refundStatus).toBeNull();
  });

  it("refuses with the legacy's messages: refunds off, attempts used up, invalid pass", async () => {
    const me = await loggedIn(app);
    await me.put('/api/bank-details', bank);
    const cases = [
      ['Rustenburg', '22', REFUND_REQUEST_MESSAGES.notAvailable],
      ['East London', '21', REFUND_REQUEST_MESSAGES.maxAttempts],
      ['Soweto Street', '2', REFUND_REQUEST_MESSAGES.invalidPass],
    ] as const;
    for (const [search, eventId, message] of cases) {
      const ticket = await ticketOf(me, search);
      const res = await me.post(`/api/refunds/${eventId}/${ticket?.id}`, ask);
      expect(res.statusCode, search).toBe(422);
      expect(res.json().detail).toBe(message);
    }
  });
});

describe('refund terms before paying', () => {
  it("shows anyone an event's refund tiers as bands of days, and 404s an unknown event", async () => {
    const res = await app.inject('/api/events/1/refund-terms');
    expect(res.statusCode).toBe(200);
    const terms = res.json() as {
      refundsAllowed: boolean;
      lines: { fromDays: number; toDays: number | null; fee: unknown }[];
      eventDay: string;
    };
    expect(terms.refundsAllowed).toBe(true);
    expect(terms.eventDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms.lines).toHaveLength(4);
    expect(terms.lines[0]?.toDays).toBeNull();
    // The last band is the event day's, and the bands follow one another without a gap.
    expect(terms.lines.at(-1)?.fromDays).toBe(0);
    for (const [i, line] of terms.lines.entries()) {
      if (i > 0) expect(line.toDays).toBe((terms.lines[i - 1]?.fromDays ?? 0) - 1);
    }
    expect((await app.inject('/api/events/99999/refund-terms')).statusCode).toBe(404);
  });
});
