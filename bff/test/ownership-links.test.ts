import type { LegacyOperation } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NOT_YOURS, OWNERSHIP_CHECKS } from '../src/http/ownership.ts';
import { HttpProblem } from '../src/lib/problem.ts';
import type { SessionUser } from '../src/plugins/session.ts';

// The ownership checks follow what the spec links, over a legacy that numbers its own ids (every
// value a string): a customer's payment is the m_payment_id on one of their tickets, whatever the
// transactions' ids; an organiser's events are its full list (a new event included), read as the
// organiser's event list reads them.

const CUSTOMER: SessionUser = { accountType: 'customer', accountId: '101', accountName: 'Thandi' };
const ORGANISER: SessionUser = { accountType: 'business', accountId: '201', accountName: 'Demo Events' };

interface Call {
  key: string;
  args: unknown;
}

/** A request over a legacy answering by operation key (a function of the call's arguments). */
function request(
  answers: Record<string, (args: Record<string, unknown>) => unknown>,
  parts: { params?: object; query?: object; body?: object } = {},
) {
  const calls: Call[] = [];
  const legacy = async (op: LegacyOperation, args: Record<string, unknown> = {}) => {
    calls.push({ key: op.key, args });
    const answer = answers[op.key];
    return answer ? answer(args) : null;
  };
  const session = { get: () => undefined, set: () => undefined };
  const req = { ...parts, legacy, publicRead: legacy, session } as unknown as FastifyRequest;
  return { req, calls };
}

async function outcome(run: Promise<void>): Promise<string> {
  return run.then(
    () => 'yours',
    (e: unknown) => {
      if (e instanceof HttpProblem) return `${e.problem.status} ${e.problem.detail}`;
      throw e;
    },
  );
}

const PAYMENT = 'PF-8c1e52d0';
const ticketRow = { ticket_id: '900', ticketnumber: 'K7Q2M9X', m_payment_id: PAYMENT, event_id: '7' };
const transactionRow = { transaction_id: '31', event_id: '7', payment_status: 'complete' };

describe('a customer’s payment, in a session that did not start it', () => {
  const check = OWNERSHIP_CHECKS['customer-payment'];

  it('is theirs when one of their tickets carries its m_payment_id (the transaction ids differ)', async () => {
    const { req } = request(
      {
        'CUSTOMERTICKETS:GETTICKETS': () => [ticketRow],
        'TRANSACTIONS:GETTRANSACTIONS': () => [transactionRow],
      },
      { params: { paymentId: PAYMENT } },
    );
    expect(await outcome(check(req, CUSTOMER))).toBe('yours');
  });

  it('is theirs when a transaction of theirs has that id (before the tickets are issued)', async () => {
    const { req } = request(
      { 'CUSTOMERTICKETS:GETTICKETS': () => [], 'TRANSACTIONS:GETTRANSACTIONS': () => [transactionRow] },
      { body: { paymentId: '31' } },
    );
    expect(await outcome(check(req, CUSTOMER))).toBe('yours');
  });

  it('is not theirs when neither a ticket nor a transaction names it', async () => {
    const { req } = request(
      {
        'CUSTOMERTICKETS:GETTICKETS': () => [ticketRow],
        'TRANSACTIONS:GETTRANSACTIONS': () => [transactionRow],
      },
      { params: { paymentId: 'PF-someone-else' } },
    );
    expect(await outcome(check(req, CUSTOMER))).toBe(`404 ${NOT_YOURS}`);
  });

  it('is not theirs when the legacy answers PHP’s nothing for both lists', async () => {
    const { req } = request(
      { 'CUSTOMERTICKETS:GETTICKETS': () => ({ val: 0 }), 'TRANSACTIONS:GETTRANSACTIONS': () => [] },
      { params: { paymentId: PAYMENT } },
    );
    expect(await outcome(check(req, CUSTOMER))).toBe(`404 ${NOT_YOURS}`);
  });
});

describe('an organiser’s transaction, without a named event', () => {
  const check = OWNERSHIP_CHECKS.transaction;
  // MYEVENTS' plain call lists the new event 12; the dashboard variant left it out.
  const myEvents = (args: Record<string, unknown>) =>
    args.dashboard === 'yes' ? [{ eventid: '7' }] : [{ eventid: '7' }, { eventid: '12' }];
  const transactionsOf = (args: Record<string, unknown>) =>
    args.event_id === '12' ? { transactions: [{ transaction_id: '77' }] } : { transactions: [] };

  it('is found on a new event, listed by MYEVENTS’ plain call', async () => {
    const { req, calls } = request(
      { MYEVENTS: myEvents, 'TRANSACTIONS-LIST': transactionsOf },
      { params: { transactionId: '77' } },
    );
    expect(await outcome(check(req, ORGANISER))).toBe('yours');
    expect(calls.filter((c) => c.key === 'MYEVENTS').map((c) => c.args)).toEqual([
      { accounttype: 'business' },
    ]);
  });

  it('falls back to the dashboard variant when the plain call answers nothing', async () => {
    const { req, calls } = request(
      {
        MYEVENTS: (args) => (args.dashboard === 'yes' ? [{ eventid: '12' }] : { val: 0 }),
        'TRANSACTIONS-LIST': transactionsOf,
      },
      { params: { transactionId: '77' } },
    );
    expect(await outcome(check(req, ORGANISER))).toBe('yours');
    expect(calls.filter((c) => c.key === 'MYEVENTS')).toHaveLength(2);
  });

  it('is not the organiser’s when none of its events lists it', async () => {
    const { req } = request(
      { MYEVENTS: myEvents, 'TRANSACTIONS-LIST': transactionsOf },
      { params: { transactionId: '78' } },
    );
    expect(await outcome(check(req, ORGANISER))).toBe(`404 ${NOT_YOURS}`);
  });
});
