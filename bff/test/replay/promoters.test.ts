import type { BoosterSale, EventToSell, EventToSellDetail } from '@tix/contract/api/booster';
import { SELL_MESSAGES } from '@tix/contract/forms/booster';
import type { BoosterAccountDetails } from '@tix/contract/model/booster';
import type { Merchant, Promoter } from '@tix/contract/model/promoter';
import { describe, expect, it } from 'vitest';
import {
  BOOSTER_AFTER_AS,
  BOOSTER_AFTER_EMAIL,
  BOOSTER_AS,
  boosterLogin,
  DEMO_BOOSTER_AS,
  DEMO_BOOSTER_LOGIN,
  NEW_PROMOTER,
  PROMOTERS_AS,
  PROMOTERS_LOGIN,
  SALE_EVENT,
  SALE_TICKET,
  WALK_UP,
} from '../../../mocks/src/wiremock/journeys/promoters.ts';
import { replayBff } from './replay-bff.ts';

// Promoters replayed from WireMock in the order the journey recorded them
// (mocks/src/wiremock/journeys/promoters.ts).

const rig = replayBff([[PROMOTERS_AS, PROMOTERS_LOGIN]]);

const send = async <T>(method: string, path: string, body?: unknown, as?: string) => {
  const r = await rig.client.send({ method, path, body, ...(as ? { as } : {}) });
  return { status: r.status, body: r.json as T };
};

describe('promoters, replayed', () => {
  it('the organiser lists its promoters and adds one with R150', async () => {
    const before = await send<Promoter[]>('GET', '/api/organiser/promoters', undefined, PROMOTERS_AS);
    expect(before.body.some((p) => p.email === 'booster@demo.co.za')).toBe(true);
    const added = await send('POST', '/api/organiser/promoters', NEW_PROMOTER, PROMOTERS_AS);
    expect(added.status).toBe(201);
    const found = await send<Promoter[]>(
      'GET',
      '/api/organiser/promoters?search=Replay',
      undefined,
      PROMOTERS_AS,
    );
    expect(found.body).toEqual([
      expect.objectContaining({ email: NEW_PROMOTER.email, creditCents: 15000, activation: 1 }),
    ]);
  });

  // Replay keeps the state the journey left: the new promoter spent its R150 on its sale.
  it('the promoter picks the organisation, logs in and sees what its sale left', async () => {
    const merchants = await send<Merchant[]>('GET', '/api/merchants');
    expect(merchants.body.map((m) => m.name)).toContain('Demo Events Co');
    const login = boosterLogin(BOOSTER_AS, NEW_PROMOTER.email);
    expect((await send('POST', login.path, login.body, BOOSTER_AS)).status).toBe(200);
    const account = await send<BoosterAccountDetails>('GET', '/api/booster/account', undefined, BOOSTER_AS);
    expect(account.body).toMatchObject({ sellBlock: 'low-credit', businessName: 'Demo Events Co' });
    expect(account.body.balanceCents).toBeLessThan(15000);
    const events = await send<EventToSell[]>('GET', '/api/booster/events', undefined, BOOSTER_AS);
    expect(events.body.some((e) => e.event.id === SALE_EVENT)).toBe(true);
    const base = `/api/booster/events/${SALE_EVENT}/tickets/${SALE_TICKET}`;
    expect((await send('POST', `${base}/sales`, WALK_UP, BOOSTER_AS)).status).toBe(422);
  });

  it("the README's booster logs in and sells an adult ticket to whoever QA types", async () => {
    expect(
      (await send('POST', DEMO_BOOSTER_LOGIN.path, DEMO_BOOSTER_LOGIN.body, DEMO_BOOSTER_AS)).status,
    ).toBe(200);
    const account = await send<BoosterAccountDetails>(
      'GET',
      '/api/booster/account',
      undefined,
      DEMO_BOOSTER_AS,
    );
    expect(account.body).toMatchObject({ sellBlock: null, businessName: 'Demo Events Co' });
    const detail = await send<EventToSellDetail>(
      'GET',
      `/api/booster/events/${SALE_EVENT}`,
      undefined,
      DEMO_BOOSTER_AS,
    );
    const ticket = detail.body.tickets.find((t) => t.id === SALE_TICKET);
    expect(ticket?.tier).toBe('general');
    const base = `/api/booster/events/${SALE_EVENT}/tickets/${SALE_TICKET}`;
    expect((await send('GET', `${base}/stock`, undefined, DEMO_BOOSTER_AS)).status).toBe(200);
    const sale = await send<BoosterSale>(
      'POST',
      `${base}/sales`,
      { ...WALK_UP, fullName: 'Anyone QA Types', email: 'qa@example.co.za', phone: '0825550100' },
      DEMO_BOOSTER_AS,
    );
    expect(sale.status).toBe(201);
    expect(sale.body).toMatchObject({ message: SELL_MESSAGES.success });
    const again = boosterLogin(BOOSTER_AFTER_AS, BOOSTER_AFTER_EMAIL);
    expect((await send('POST', again.path, again.body, BOOSTER_AFTER_AS)).status).toBe(200);
  });
});
