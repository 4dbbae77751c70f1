import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { describe, expect, it } from 'vitest';
import { standinOf } from '../server.ts';
import { encodeId } from '../spec-strict/index.ts';
import { build, login, op, postForm } from './helpers.ts';

// The payment-credentials script on the spec-strict profile: the answer's own fields follow the
// profile's rules (strings, an opaque customer_id), while the provider form beside them is the
// one the legacy signed: same names, same order, same values, no id made opaque. The card
// provider's stand-in checks the signature over every posted field, so it accepts the form only
// if nothing was rewritten.

type App = ReturnType<typeof build>;
const SHOP = 'http://localhost:8080';
const OWN = new Set(['status', 'message', 'uuid', 'customer_id', 'ozowUrl']);
const NOTICE = /^<br \/>\n<b>Notice<\/b>: [^\n]*<br \/>\n/;
const json = (body: string) => JSON.parse(body.replace(NOTICE, '')) as Record<string, string>;
const formOf = (answer: Record<string, string>) =>
  Object.fromEntries(Object.entries(answer).filter(([name]) => !OWN.has(name)));
const back = { return_url: `${SHOP}/success`, cancel_url: `${SHOP}/cancelled` };
/** Spells an id as the profile's legacy does (the rich stand-in takes the row number). */
type Id = (n: number) => string;

/** A card purchase of event 7's VIP tier (ticket 5020) by customer 101. */
const purchase = (app: App, id: Id, cookie?: string) =>
  postForm(
    app,
    '/payment/credentials.php',
    {
      item_name: 'Cape Town Sunset Sessions - VIP adults',
      amount: (checkoutTotal(28000, 2) / 100).toFixed(2),
      email: 'customer@demo.co.za',
      cell_number: '0821234567',
      name_first: 'Demo',
      name_last: 'Customer',
      admission: '2',
      adults_price: '280.00',
      kids_price: '140.00',
      category: 'vip',
      ticketid: id(5020),
      ticketnumber: 'TSTRICT1',
      eventid: id(7),
      payment_method: 'payfast',
      businessid: id(202),
      type: 'purchase_ticket',
      group: 'adults',
      is_mobile: '0',
      customer_id: id(101),
      ...back,
    },
    cookie,
  );

/** A paid vote package (R25.00) for model 301. */
const vote = (app: App, id: Id) =>
  postForm(app, '/payment/credentials.php', {
    type: 'vote',
    modelid: id(301),
    amount: '25.00',
    item_name: 'Votes for Naledi Khumalo',
    visitor: 'visitor-strict-1',
    payment_method: 'cc',
    ...back,
  });

/** A campaign budget for the demo organiser's event 42, once its campaign is saved. */
async function campaign(app: App, id: Id, cookie?: string) {
  const owner = { eventid: id(42), businessid: id(201) };
  const save = { ...owner, campaign: 'Walk', keywords: 'heritage', startdate: '2026-03-02' };
  await postForm(app, '/webservices.php?q=ADDCAMPAIGN', { ...save, enddate: '2026-03-20' }, cookie);
  const saved = standinOf(app).data.campaigns.find((c) => c.eventId === 42);
  return postForm(
    app,
    '/payment/credentials.php',
    {
      type: 'campaign',
      campaign_id: id(saved?.id ?? 0),
      item_name: 'Campaign: Walk',
      amount: '150.00',
      email: 'organiser@demo.co.za',
      cell_number: '0710000002',
      name_first: 'Demo',
      name_last: 'Events',
      ...owner,
      payment_method: 'cc',
      is_mobile: '0',
      ...back,
    },
    cookie,
  );
}

const variants = {
  purchase: async (app: App, id: Id) => {
    const cookie = (await login(app, 'customer@demo.co.za', 'Demo1234!')).cookie();
    return purchase(app, id, cookie);
  },
  campaign: async (app: App, id: Id) => {
    const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
    return campaign(app, id, cookie);
  },
  vote: (app: App, id: Id) => vote(app, id),
};

const strictId: Id = (n) => encodeId(n);
const rowId: Id = (n) => String(n);

describe('the payment-credentials script on the spec-strict profile', () => {
  for (const [name, start] of Object.entries(variants)) {
    it(`${name}: posts the signed form unchanged, and the card provider accepts it`, async () => {
      const app = build({ profile: 'spec-strict' });
      const answer = json((await start(app, strictId)).body);
      expect(answer.status).toBe('success');
      const form = formOf(answer);
      expect(form.signature).toMatch(/^[0-9a-f]{32}$/);
      // m_payment_id is the legacy's text, never an opaque id (the signature covers it).
      expect(form.m_payment_id).not.toMatch(/^x[0-9a-z]+$/);
      // The names and order the rich profile's legacy signs in.
      const rich = json((await start(build(), rowId)).body);
      expect(Object.keys(form)).toEqual(Object.keys(formOf(rich)));
      const page = await postForm(app, '/__pay/payfast', form);
      expect(page.status, page.body).toBe(200);
      const rewritten = await postForm(app, '/__pay/payfast', { ...form, amount: '1.00' });
      expect(rewritten.status).toBe(400);
    });
  }

  it('keeps the answer’s own fields to the profile’s rules: customer_id opaque, values strings', async () => {
    const app = build({ profile: 'spec-strict' });
    const answer = json((await variants.purchase(app, strictId)).body);
    expect(answer.customer_id).toBe(encodeId(101));
    for (const value of Object.values(answer)) expect(typeof value).toBe('string');
  });

  // The buyer who cancels at the provider comes back to /cancelled with this query; the BFF reads
  // the event by its event_id and sends the rest to CANCELLATION. Row numbers there named nothing
  // on this profile (FETCH-EVENT-DETAILS answered not found, so the payment stayed pending).
  it('writes the cancel address’s ids as its answers print them, and they cancel the payment', async () => {
    const app = build({ profile: 'spec-strict' });
    const customer = await login(app, 'customer@demo.co.za', 'Demo1234!');
    const answer = json((await purchase(app, strictId, customer.cookie())).body);
    const query = new URL(String(answer.cancel_url)).searchParams;
    expect(query.get('event_id')).toBe(encodeId(7));
    expect(query.get('ticket_id')).toBe(encodeId(5020));
    expect(query.get('business_id')).toBe(encodeId(202));
    expect(query.get('customer_id')).toBe(encodeId(101));
    const detail = await op(app, 'FETCH-EVENT-DETAILS', { eventid: query.get('event_id') ?? '' });
    expect(detail.body).toContain('Cape Town Sunset Sessions');
    const cancelled = await op(app, 'CANCELLATION', Object.fromEntries(query), customer.cookie());
    expect(json(cancelled.body).status).toBe('success');
    const payment = standinOf(app).data.purchases.find((p) => p.ticketNumber === 'TSTRICT1');
    expect(payment?.status).toBe('cancelled');
  });

  it('keeps a refusal a refusal (status failed and its message only)', async () => {
    const app = build({ profile: 'spec-strict' });
    const refused = await postForm(app, '/payment/credentials.php', {
      type: 'vote',
      modelid: encodeId(301),
      amount: '3.00',
      item_name: 'Votes',
      visitor: 'visitor-strict-2',
      payment_method: 'cc',
    });
    const answer = json(refused.body);
    expect(answer.status).toBe('failed');
    expect(Object.keys(answer).sort()).toEqual(['message', 'status']);
  });
});
