import { CUSTOMERS_CSV, REFUND_REQUESTS_CSV, TRANSACTIONS_CSV } from '@tix/contract/domain/csv-exports';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// The organiser's downloads (issue 28): CSV exports streamed with a header row and formula-like
// cells neutralised; the flyer as a PDF. Owner checks: bff/test/ownership-matrix.test.ts.

let app: FastifyInstance;
let close: () => Promise<void>;
let cookie = '';

beforeAll(async () => {
  let standin: FastifyInstance;
  ({ app, standin, close } = await stack());
  // A buyer whose name a spreadsheet would run as a formula, on the demo organiser's event 1.
  const { data } = standinOf(standin);
  const paid = data.purchases.find((p) => p.eventId === 1 && p.status === 'paid');
  if (!paid) throw new Error('the seed has no paid purchase of event 1');
  data.purchases.push({
    ...paid,
    id: 99_101,
    paymentId: 'CSV-INJECTION-1',
    ticketNumber: 'CSVINJ01',
    customerId: null,
    buyer: { ...paid.buyer, firstName: '=cmd|calc', lastName: 'Buyer', email: 'formula@buyers.test' },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone: 'organiser@demo.co.za', password: 'Demo1234!', partner: false },
  });
  cookie = sessionCookie(res.headers['set-cookie']);
});
afterAll(() => close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } });
const parse = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
};

describe('CSV exports', () => {
  it('streams the customers as text/csv with a header row, the formula neutralised', async () => {
    const res = await get('/api/organiser/exports/customers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const rows = parse(res.body);
    expect(rows[0]).toEqual(CUSTOMERS_CSV.header);
    const list = (await get('/api/organiser/customers')).json() as unknown[];
    expect(rows).toHaveLength(list.length + 1);
    const names = rows.map((r) => r[0]);
    expect(names).toContain("'=cmd|calc Buyer");
    expect(names.some((n) => n?.startsWith('='))).toBe(false);
  });

  it("streams one event's buyers, transactions and refund requests", async () => {
    const buyers = parse((await get('/api/organiser/events/1/exports/buyers.csv')).body);
    const buyerList = (await get('/api/organiser/events/1/campaign/buyers')).json() as unknown[];
    expect(buyers).toHaveLength(buyerList.length + 1);

    const tx = await get('/api/organiser/events/1/exports/transactions.csv');
    expect(tx.headers['content-disposition']).toBe('attachment; filename="transactions-event-1.csv"');
    const txRows = parse(tx.body);
    expect(txRows[0]).toEqual(TRANSACTIONS_CSV.header);
    const txList = (await get('/api/transactions/event/1')).json() as { transactions: unknown[] };
    expect(txRows).toHaveLength(txList.transactions.length + 1);
    // Dates in the site's format, amounts in rand with two decimals.
    expect(txRows[1]?.[0]).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}(, \d{2}:\d{2})?$/);
    expect(txRows[1]?.[5]).toMatch(/^\d+\.\d{2}$/);

    const refundRes = await get('/api/organiser/events/1/exports/refund-requests.csv');
    const refunds = parse(refundRes.body);
    expect(refunds[0]).toEqual(REFUND_REQUESTS_CSV.header);
  });

  it('is for organisers only', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/organiser/exports/customers.csv' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the event flyer', () => {
  it('is an A5 PDF download', async () => {
    const res = await get('/api/organiser/events/1/flyer.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="flyer-event-1.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
