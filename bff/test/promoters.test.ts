import type { BoosterSale, EventToSell, EventToSellDetail } from '@tix/contract/api/booster';
import { BOOSTER_MESSAGES } from '@tix/contract/domain/promoters';
import { BOOSTER_LOGIN_MESSAGES, SELL_MESSAGES } from '@tix/contract/forms/booster';
import { PROMOTER_MESSAGES } from '@tix/contract/forms/promoters';
import type { BoosterAccountDetails } from '@tix/contract/model/booster';
import type { Merchant, Promoter } from '@tix/contract/model/promoter';
import { describe, expect, it } from 'vitest';
import { accountStack } from './account-helpers.ts';

// Promoters over the real stand-in: the demo organiser (Demo Events Co, 201) adds one, the
// promoter logs in under that organisation and sells at the door from its credit.

const { browser, outbox } = accountStack();
type Browser = ReturnType<typeof browser>;

const ok = <T>(res: { status: number; body: unknown }, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as T;
};
// One organiser login for the file: the per-account login limit counts every attempt.
let organiserSession: Browser | undefined;
const organiser = async () => {
  if (!organiserSession) {
    organiserSession = browser();
    expect((await organiserSession.login('organiser@demo.co.za')).status).toBe(200);
  }
  return organiserSession;
};
const demoMerchant = async (b: Browser) =>
  ok<Merchant[]>(await b.get('/api/merchants?search=Demo')).find((m) => m.name === 'Demo Events Co');
const boosterLogin = async (email: string, password: string) => {
  const b = browser();
  const merchant = await demoMerchant(b);
  const res = await b.post('/api/booster/session', { merchantId: merchant?.id, email, password });
  return { b, res };
};
const newPromoter = (n: string, credit: number | string = 150) => ({
  firstName: 'Lerato',
  surname: `Mokoena${n}`,
  email: `lerato.${n}@promoters.test`,
  phone: `07300001${n.padStart(2, '0')}`,
  credit,
  password: 'Booster123',
  confirmPassword: 'Booster123',
});
const general = (d: EventToSellDetail) => d.tickets.find((t) => t.tier === 'general');
const walkUp = {
  group: 'adults',
  fullName: 'Thabo Buyer',
  phone: '0821112222',
  email: 'thabo.walkup@buyers.test',
};

describe('the organiser’s promoters', () => {
  it('lists the demo promoters with their activation and credit', async () => {
    const list = ok<Promoter[]>(await (await organiser()).get('/api/organiser/promoters'));
    expect(list.find((p) => p.email === 'booster@demo.co.za')).toMatchObject({
      activation: 1,
      creditCents: 25000,
    });
    expect(list.find((p) => p.email === 'mpho.sithole@example.co.za')?.activation).toBe(0);
  });

  it('adds one, refuses the same email again and bad input with the spec’s messages', async () => {
    const b = await organiser();
    ok(await b.post('/api/organiser/promoters', newPromoter('1')), 201);
    const again = await b.post('/api/organiser/promoters', newPromoter('1'));
    expect(again.status).toBe(422);
    expect(again.body.detail).toBe(PROMOTER_MESSAGES.alreadyExists);
    const low = await b.post('/api/organiser/promoters', newPromoter('2', 99));
    expect([low.status, low.body.detail]).toEqual([400, PROMOTER_MESSAGES.creditTooLow]);
    const mismatch = await b.post('/api/organiser/promoters', {
      ...newPromoter('3'),
      confirmPassword: 'Other1234',
    });
    expect(mismatch.body.detail).toBe(PROMOTER_MESSAGES.passwordsMismatch);
    const found = ok<Promoter[]>(await b.get('/api/organiser/promoters?search=Mokoena1'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ creditCents: 15000, activation: 1 });
  });

  it('edits, deactivates and deletes one of its own, and nobody else’s', async () => {
    const b = await organiser();
    ok(await b.post('/api/organiser/promoters', newPromoter('4')), 201);
    const [p] = ok<Promoter[]>(await b.get('/api/organiser/promoters?search=Mokoena4'));
    const id = p?.id ?? '';
    const edited = { ...newPromoter('4', 300), firstName: 'Lindiwe', password: '', confirmPassword: '' };
    expect(ok<{ message: string }>(await b.put(`/api/organiser/promoters/${id}`, edited)).message).toBe(
      PROMOTER_MESSAGES.updated,
    );
    expect(ok<Promoter>(await b.get(`/api/organiser/promoters/${id}`))).toMatchObject({
      firstName: 'Lindiwe',
      creditCents: 30000,
    });
    const clash = await b.put(`/api/organiser/promoters/${id}`, { ...edited, email: 'booster@demo.co.za' });
    expect([clash.status, clash.body.detail]).toEqual([422, PROMOTER_MESSAGES.alreadyExists]);
    expect(
      ok<Promoter>(await b.put(`/api/organiser/promoters/${id}/activation`, { active: false })).activation,
    ).toBe(0);
    expect(
      ok<Promoter>(await b.put(`/api/organiser/promoters/${id}/activation`, { active: true })).activation,
    ).toBe(1);
    ok(await b.del(`/api/organiser/promoters/${id}`));
    expect((await b.get(`/api/organiser/promoters/${id}`)).status).toBe(404);
    // Another organiser's promoter (the demo's 401) is not found for a customer or partner either.
    const customer = browser();
    await customer.login('customer@demo.co.za');
    expect((await customer.get('/api/organiser/promoters/401')).status).toBe(403);
  });
});

describe('the organisations a promoter picks from (public)', () => {
  it('answers a guest with each organisation’s id and name only, never its login email or phone', async () => {
    for (const url of ['/api/merchants', '/api/merchants?search=Demo']) {
      const list = ok<Record<string, unknown>[]>(await browser().get(url));
      expect(list.length).toBeGreaterThan(0);
      for (const m of list) expect(Object.keys(m).sort()).toEqual(['id', 'name']);
      expect(JSON.stringify(list)).not.toMatch(/@|071000/);
    }
  });
});

describe('the booster', () => {
  it('picks the organisation and logs in; a wrong password gets the spec’s message', async () => {
    const wrong = await boosterLogin('booster@demo.co.za', 'nope-nope');
    expect([wrong.res.status, wrong.res.body.detail]).toEqual([422, BOOSTER_LOGIN_MESSAGES.incorrect]);
    const { b, res } = await boosterLogin('booster@demo.co.za', 'Demo1234!');
    expect(ok(res)).toMatchObject({ loggedIn: true, accountType: 'booster', accountName: 'Sipho Ndlovu' });
    // The session check every page makes: the booster's organiser stays in the session only.
    expect(ok(await b.get('/api/session'))).toEqual({
      loggedIn: true,
      accountType: 'booster',
      accountId: '401',
      accountName: 'Sipho Ndlovu',
    });
    expect(ok<BoosterAccountDetails>(await b.get('/api/booster/account'))).toMatchObject({
      businessName: 'Demo Events Co',
      activation: 1,
      balanceCents: 25000,
      sellBlock: null,
    });
  });

  it('lists its organiser’s running events with their state, and only those', async () => {
    const { b } = await boosterLogin('booster@demo.co.za', 'Demo1234!');
    const events = ok<EventToSell[]>(await b.get('/api/booster/events'));
    const byId = Object.fromEntries(events.map((e) => [e.event.id, e.state]));
    expect(byId).toMatchObject({ '1': 'sellable', '4': 'inactive' });
    // Paused campaigns (5, 6) are hidden; another organiser's event (7) is not its to sell.
    expect(Object.keys(byId)).not.toContain('5');
    expect((await b.get('/api/booster/events/7')).status).toBe(404);
  });

  it('sells two adult tickets to a walk-up buyer from its credit, who gets the QR by email', async () => {
    const org = await organiser();
    // Two general tickets of event 1 come to R280: R300 of credit covers them and leaves R20.
    ok(await org.post('/api/organiser/promoters', newPromoter('5', 300)), 201);
    const { b } = await boosterLogin('lerato.5@promoters.test', 'Booster123');
    const detail = ok<EventToSellDetail>(await b.get('/api/booster/events/1'));
    const ticket = general(detail);
    const url = `/api/booster/events/1/tickets/${ticket?.id}/sales`;
    const before = ok<{ adults: number }>(await b.get(`/api/booster/events/1/tickets/${ticket?.id}/stock`));
    const sale = ok<BoosterSale>(await b.post(url, { ...walkUp, quantity: 2 }), 201);
    expect(sale).toMatchObject({
      message: SELL_MESSAGES.success,
      totalCents: 2 * (ticket?.adultPriceCents ?? 0),
    });
    const after = ok<{ adults: number }>(await b.get(`/api/booster/events/1/tickets/${ticket?.id}/stock`));
    expect(after.adults).toBe(before.adults - 2);
    const mail = (await outbox(walkUp.email)).at(-1);
    expect(mail?.body).toMatch(/QR ticket 2: [\w-]+\.[\w-]+/);
    // R300 less two tickets leaves under R30: the booster can sell no more.
    const account = ok<BoosterAccountDetails>(await b.get('/api/booster/account'));
    expect(account.sellBlock).toBe('low-credit');
    const refused = await b.post(url, { ...walkUp, quantity: 1 });
    expect([refused.status, refused.body.detail]).toEqual([422, BOOSTER_MESSAGES.lowCredit]);
  });

  it('cannot sell beyond its credit: a total above the balance is refused and nothing is taken', async () => {
    const org = await organiser();
    ok(await org.post('/api/organiser/promoters', newPromoter('7', 150)), 201);
    const { b } = await boosterLogin('lerato.7@promoters.test', 'Booster123');
    const ticket = general(ok<EventToSellDetail>(await b.get('/api/booster/events/1')));
    const price = ticket?.adultPriceCents ?? 0;
    const url = `/api/booster/events/1/tickets/${ticket?.id}/sales`;
    const stock = `/api/booster/events/1/tickets/${ticket?.id}/stock`;
    const before = ok<{ adults: number }>(await b.get(stock));
    // R150 holds R30 or more, but two tickets (R280) are more than it.
    const over = await b.post(url, { ...walkUp, email: 'over@buyers.test', quantity: 2 });
    expect([over.status, over.body.detail]).toEqual([422, BOOSTER_MESSAGES.overCredit(2 * price, 15000)]);
    expect(ok<{ adults: number }>(await b.get(stock)).adults).toBe(before.adults);
    expect(ok<BoosterAccountDetails>(await b.get('/api/booster/account')).balanceCents).toBe(15000);
    const sale = ok<BoosterSale>(
      await b.post(url, { ...walkUp, email: 'one@buyers.test', quantity: 1 }),
      201,
    );
    expect(sale.balanceCents).toBe(15000 - price);
    // The organiser sees what is left and what was sold.
    const [row] = ok<Promoter[]>(await org.get('/api/organiser/promoters?search=Mokoena7'));
    expect(row).toMatchObject({ creditCents: 15000, balanceCents: 15000 - price, soldCents: price });
  });

  it('cannot sell once deactivated, nor past the form’s rules', async () => {
    const org = await organiser();
    ok(await org.post('/api/organiser/promoters', newPromoter('6', 500)), 201);
    const [p] = ok<Promoter[]>(await org.get('/api/organiser/promoters?search=Mokoena6'));
    const { b } = await boosterLogin('lerato.6@promoters.test', 'Booster123');
    const { b: other } = await boosterLogin('lerato.6@promoters.test', 'Booster123');
    const ticket = general(ok<EventToSellDetail>(await b.get('/api/booster/events/1')));
    const url = `/api/booster/events/1/tickets/${ticket?.id}/sales`;
    const tooMany = await b.post(url, { ...walkUp, quantity: 16 });
    expect([tooMany.status, tooMany.body.detail]).toEqual([400, SELL_MESSAGES.maximum]);
    const blank = await b.post(url, { ...walkUp, fullName: '', quantity: 1 });
    expect(blank.body.detail).toBe(SELL_MESSAGES.allFieldsRequired);
    ok(await org.put(`/api/organiser/promoters/${p?.id}/activation`, { active: false }));
    // Its session ended with the deactivation, and it is told why (a call or the session check).
    const ended = await b.get('/api/booster/account');
    expect([ended.status, ended.body.detail]).toEqual([401, BOOSTER_MESSAGES.sessionEndedDeactivated]);
    expect(ok(await other.get('/api/session'))).toEqual({ loggedIn: false, ended: 'booster-deactivated' });
    // Logging in again shows the account as not active.
    const again = (await boosterLogin('lerato.6@promoters.test', 'Booster123')).b;
    expect(ok<BoosterAccountDetails>(await again.get('/api/booster/account')).sellBlock).toBe('inactive');
    const refused = await again.post(url, { ...walkUp, quantity: 1 });
    expect([refused.status, refused.body.detail]).toEqual([422, BOOSTER_MESSAGES.inactive]);
  });

  it('is refused the other roles’ endpoints, and they are refused its', async () => {
    const { b } = await boosterLogin('booster@demo.co.za', 'Demo1234!');
    for (const url of ['/api/organiser/promoters', '/api/organiser/events', '/api/tickets', '/api/profile'])
      expect((await b.get(url)).status, url).toBe(403);
    const org = await organiser();
    expect((await org.get('/api/booster/account')).status).toBe(403);
    expect((await org.get('/api/booster/events')).status).toBe(403);
    expect((await browser().get('/api/booster/events')).status).toBe(401);
  });
});
