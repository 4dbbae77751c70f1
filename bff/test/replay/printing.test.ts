import type { PrepareResult, PrintingPage, PrintRun } from '@tix/contract/api/printing';
import { PREPARE_TICKETS_MESSAGES as M } from '@tix/contract/forms/printing';
import { describe, expect, it } from 'vitest';
import {
  PRINT_COUNT,
  PRINT_EVENT,
  PRINT_ORDER,
  PRINTING_AFTER_AS,
  PRINTING_AFTER_LOGIN,
  PRINTING_AS,
  PRINTING_LOGIN,
  TOO_MANY,
} from '../../../mocks/src/wiremock/journeys/printing.ts';
import { replayBff } from './replay-bff.ts';

// Self-print replayed from WireMock in the order the journey recorded it
// (mocks/src/wiremock/journeys/printing.ts). Sessions replay by account and each read answers as
// the journey left it: a first run printed, a second prepared and ready.

const rig = replayBff([
  [PRINTING_AS, PRINTING_LOGIN],
  [PRINTING_AFTER_AS, PRINTING_AFTER_LOGIN],
]);

const base = `/api/organiser/events/${PRINT_EVENT}/printing`;
const send = async <T>(method: string, path: string, body?: unknown, as = PRINTING_AS) => {
  const r = await rig.client.send({ method, path, body, as });
  return { status: r.status, body: r.json as T };
};

describe('self-print, replayed', () => {
  let balanceAfter = 0;

  it('shows the budget, balance, R1.00 a ticket and every category', async () => {
    const page = (await send<PrintingPage>('GET', base)).body;
    expect(page.costPerTicketCents).toBe(100);
    expect(page.budgetCents).toBeGreaterThanOrEqual(page.balanceCents ?? Number.POSITIVE_INFINITY);
    expect(page.categories.map((c) => c.tier).sort()).toEqual(['general', 'vip', 'vvip']);
  });

  it('refuses more tickets than the stock with the spec’s message', async () => {
    const res = await send<{ detail: string }>('POST', `${base}/prepared`, TOO_MANY);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^Only \d+ tickets available for General$/);
    expect(res.body.detail).toBe(M.onlyAvailable(Number(res.body.detail.match(/\d+/)?.[0]), 'General'));
  });

  it('prepares 4 VIP adults and 2 General kids: 6 tickets ready', async () => {
    const res = await send<PrepareResult>('POST', `${base}/prepared`, PRINT_ORDER);
    expect(res.status).toBe(200);
    expect(res.body.readyCount).toBe(PRINT_COUNT);
    balanceAfter = res.body.balanceCents ?? Number.NaN;
    const run = (await send<PrintRun>('GET', `${base}/tickets?reprint=no`)).body;
    expect(run.tickets).toHaveLength(PRINT_COUNT);
    expect(run.tickets.filter((t) => t.tier === 'vip' && t.group === 'adults')).toHaveLength(4);
    expect(run.tickets.filter((t) => t.tier === 'general' && t.group === 'kids')).toHaveLength(2);
    for (const t of run.tickets) expect(t.signature).toHaveLength(8);
  });

  it('draws the run as a 2-page PDF and allocates it', async () => {
    const r = await rig.client.send({
      method: 'GET',
      path: `${base}/tickets.pdf?reprint=no`,
      as: PRINTING_AS,
    });
    expect(r.status).toBe(200);
    expect(r.contentType).toBe('application/pdf');
    const pdf = Buffer.from(r.json as ArrayBuffer).toString('latin1');
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
    expect((await send<{ allocated: boolean }>('POST', `${base}/allocation`)).body).toEqual({
      allocated: true,
    });
  });

  // The journey prepared a second run after printing the first (the state replay keeps).
  it('after the print page: the balance is as prepared, the printed run may be printed again, the next waits', async () => {
    const page = (await send<PrintingPage>('GET', base, undefined, PRINTING_AFTER_AS)).body;
    expect(page.balanceCents).toBe(balanceAfter);
    expect(page.readyCount).toBe(PRINT_COUNT);
    expect(page.printedCount).toBe(PRINT_COUNT);
    const again = (await send<PrintRun>('GET', `${base}/tickets?reprint=yes`, undefined, PRINTING_AFTER_AS))
      .body;
    expect(again.tickets).toHaveLength(PRINT_COUNT);
    const ready = (await send<PrintRun>('GET', `${base}/tickets?reprint=no`, undefined, PRINTING_AFTER_AS))
      .body;
    expect(ready.tickets).toHaveLength(PRINT_COUNT);
  });
});
