import { catalogue } from '@tix/contract/legacy/index';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../../flows/legacy-messages.ts';
import { REFUND_MESSAGES } from '../../flows/refunds.ts';
import { BANK_MESSAGES } from '../handlers/bank.ts';
import { TODAY_EVENT_ID } from '../seed/sales-events.ts';
import { build, login, op, postForm, rowsOf } from './helpers.ts';

// The customer's tickets, refunds, transactions and bank details through the wire protocol; the
// strict stand-in also checks every answer against its catalogue schema.

type Row = Record<string, unknown>;
let app: FastifyInstance;
let cookie: string | undefined;
const W = '/webservices.php';
const me = { customerid: '101' };

beforeEach(async () => {
  app = build();
  cookie = (await login(app, 'customer@demo.co.za', 'Demo1234!')).cookie();
});

const tickets = async () =>
  rowsOf((await op(app, 'CUSTOMERTICKETS', { subquery: 'GETTICKETS', ...me }, cookie)).json()) as Row[];
const post = async (name: string, fields: Record<string, string>) => {
  const answer = await postForm(app, `${W}?q=${name}`, fields, cookie);
  expect(answer.status, answer.body).toBe(200);
  expect(catalogue.get(name)?.response.safeParse(answer.json()).success).toBe(true);
  return answer.json() as Row;
};
const refund = (row: Row | undefined, extra: Record<string, string> = {}) =>
  post('REQUEST-TICKET-REFUND', {
    ticket_id: String(row?.ticket_id),
    ticket_number: String(row?.ticketnumber),
    customer_id: '101',
    event_id: String(row?.event_id),
    m_payment_id: String(row?.m_payment_id),
    refund_reason: 'cant_attend',
    ...extra,
  });

describe("the demo customer's seeded tickets", () => {
  it('cover every refund state, an invalid pass, the attempt limit and an event of today', async () => {
    const rows = await tickets();
    const statuses = rows.map((r) => r.refund_status);
    expect(statuses).toEqual(expect.arrayContaining(['Pending', 'Under_review', 'Approved', null]));
    expect(rows.some((r) => r.qr_payload === '')).toBe(true);
    expect(rows.some((r) => r.refundAttempts === '2' && r.event_id === '21')).toBe(true);
    expect(rows.some((r) => r.event_id === String(TODAY_EVENT_ID))).toBe(true);
    expect(rows.every((r) => /^[A-Z0-9]{7}$/.test(String(r.ticketnumber)))).toBe(true);
  });

  it('searches by event name and answers {val: 0} when nothing matches', async () => {
    const found = await op(
      app,
      'CUSTOMERTICKETS',
      { subquery: 'SEARCHTICKETS', search: 'jozi', ...me },
      cookie,
    );
    expect((rowsOf(found.json()) as Row[]).every((r) => r.event_name === 'Jozi Jazz Under the Stars')).toBe(
      true,
    );
    const none = await op(
      app,
      'CUSTOMERTICKETS',
      { subquery: 'SEARCHTICKETS', search: 'zzz', ...me },
      cookie,
    );
    expect(none.json()).toEqual({ val: 0 });
  });

  it('says refunds are off for event 22 and estimates nothing on the event day', async () => {
    expect((await op(app, 'GET-REFUND-GOVERNANCE-RULES', { eventid: '22' })).json()).toMatchObject({
      refundsAllowed: '0',
    });
    const today = (await tickets()).find((r) => r.event_id === String(TODAY_EVENT_ID));
    const calc = await op(app, 'CALCULATE-REFUND', {
      event_id: String(TODAY_EVENT_ID),
      ticket_id: String(today?.ticket_id),
      ticket_number: String(today?.ticketnumber),
      customer_id: '101',
      m_payment_id: 'x',
    });
    expect(calc.json()).toMatchObject({ days_left: '0', amount_refunded: '0.00' });
    expect((await refund(today)).message).toBe(REFUND_MESSAGES.sameDay);
  });
});

describe('a refund request', () => {
  it('needs bank details, then is submitted, then cancelled', async () => {
    const valid = (await tickets()).find((r) => r.event_id === '1' && r.refund_status === null);
    expect(await refund(valid)).toMatchObject({ status: 'failed', code: 'BANK_DETAILS_MISSING' });

    const bank = { account_holder: 'T Dlamini', account_number: '1234567890', bank_account_type: 'savings' };
    const details = { ...bank, branch_code: '470010', bank_name: 'Capitec' };
    expect((await post('SAVEBANKDETAILS', details)).message).toBe(BANK_MESSAGES.verifyFirst);
    expect((await post('VERIFYIDENTITY', { password: 'wrong' })).status).toBe('failed');
    expect((await post('VERIFYIDENTITY', { password: 'Demo1234!' })).status).toBe('success');
    expect((await post('SAVEBANKDETAILS', details)).status).toBe('success');
    expect((await op(app, 'RETRIEVEBANKDETAILS', {}, cookie)).json()).toMatchObject({
      bank_label: 'Capitec',
      account_number: '1234567890',
    });

    expect(await refund(valid)).toEqual({ status: 'success', message: REFUND_MESSAGES.submitted });
    const pending = (await tickets()).find((r) => r.ticket_id === valid?.ticket_id);
    expect(pending).toMatchObject({ refund_status: 'Pending', refundAttempts: '1' });
    expect((await refund(valid)).message).toBe(REFUND_MESSAGES.alreadyRequested);

    expect(await refund(valid, { refund_status: 'Pending' })).toMatchObject({ status: 'success' });
    expect((await tickets()).find((r) => r.ticket_id === valid?.ticket_id)?.refund_status).toBeNull();
  });
});

describe('transactions', () => {
  it("lists a customer's own payments of an event and resends a completed one once", async () => {
    const list = (await op(app, 'TRANSACTIONS-LIST', { event_id: '1' }, cookie)).json() as {
      transactions: Row[];
    };
    expect(list.transactions.length).toBeGreaterThan(10);
    expect(list.transactions.every((t) => t.name_first === 'Thandi')).toBe(true);
    const statuses = new Set(list.transactions.map((t) => t.payment_status));
    expect([...statuses].sort()).toEqual(['abandoned', 'cancelled', 'complete', 'pending']);
    const fresh = list.transactions.find(
      (t) => t.payment_status === 'complete' && t.ticket_resent_at === null,
    );
    const resend = () => post('RESEND-TICKET', { transaction_id: String(fresh?.transaction_id) });
    expect((await resend()).status).toBe('success');
    expect((await resend()).message).toBe(LEGACY_MESSAGES.alreadyResent);
    const amounts = (await op(app, 'TRANSACTION-AMOUNTS', { event_id: '1' }, cookie)).json() as Row;
    expect(Number(amounts.completedAmount)).toBeGreaterThan(0);
  });
});
