import { api } from '@tix/contract/api/index';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../legacy/demo-logins.ts';
import { SOLD_OUT_EVENT_ID } from '../../legacy/seed/tickets.ts';
import { bffAnswer, demoSession, resetMockState, server, setMockSession } from '../node.ts';

type Answer = {
  outcome?: string;
  detail?: string;
  details?: { accountNumberMasked: string };
  ticket?: { refundStatus: string | null };
};
const base = 'http://localhost';
const send = (method: string, path: string, body?: object) =>
  fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  }).then(async (r) => ({ status: r.status, json: (await r.json()) as Answer }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockState());
afterAll(() => server.close());

const customer = () => demoSession('customer');
const customerTickets = async () =>
  api.tickets.listTickets.response.parse(await bffAnswer('/api/tickets', customer()));

describe("the demo customer's tickets in mock mode", () => {
  it('match the contract and cover every refund state', async () => {
    const tickets = await customerTickets();
    expect(new Set(tickets.map((t) => t.refundStatus))).toEqual(
      new Set([null, 'Pending', 'Under_review', 'Approved']),
    );
    expect(tickets.some((t) => t.qrPayload === null)).toBe(true);
    const transactions = await bffAnswer('/api/transactions', customer());
    expect(api.tickets.listTransactions.response.parse(transactions).length).toBeGreaterThan(10);
  });
});

describe('refund and bank handlers', () => {
  it('ask for bank details first, then take the request, then cancel it', async () => {
    // A valid ticket of an event weeks away: nothing stands in the way but the bank details.
    const ticket = (await customerTickets()).find((t) => t.eventId === String(SOLD_OUT_EVENT_ID));
    setMockSession(customer());
    const url = `/api/refunds/${ticket?.eventId}/${ticket?.id}`;
    const ask = { reason: 'cant_attend', acknowledged: true };
    expect((await send('POST', url, ask)).json).toMatchObject({ outcome: 'bank-details-missing' });
    const details = {
      bank: 'Capitec',
      customBankName: '',
      branchCode: '470010',
      accountHolder: 'T Nkosi',
      accountNumber: '1234567890',
      accountType: 'savings',
    };
    expect((await send('PUT', '/api/bank-details', { details, password: 'wrong' })).status).toBe(422);
    expect((await send('PUT', '/api/bank-details', { details, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await send('GET', '/api/bank-details')).json.details?.accountNumberMasked).toBe('******7890');
    expect((await send('POST', url, ask)).json).toMatchObject({ outcome: 'requested' });
    expect(
      (await send('GET', `/api/tickets/event/${ticket?.eventId}/${ticket?.id}`)).json.ticket?.refundStatus,
    ).toBe('Pending');
    expect((await send('DELETE', url)).status).toBe(200);
    expect((await send('POST', url, {})).json.detail).toBe(
      'Please provide a reason for your refund request.',
    );
  });
});
