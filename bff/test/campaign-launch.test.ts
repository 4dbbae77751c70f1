import type {
  CampaignLaunchPage,
  CampaignPaymentOutcome,
  CampaignSaveAnswer,
  PaymentStart,
} from '@tix/contract';
import { EVENT_BLOCKED_MESSAGES } from '@tix/contract/domain/event-checklist';
import { CAMPAIGN_LAUNCH_MESSAGES } from '@tix/contract/forms/campaign-launch';
import { CAMPAIGN_MESSAGES } from '@tix/contract/forms/campaigns';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeServiceFee } from '../../mocks/src/legacy/campaign-money.ts';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// /campaign over the real stand-in: save, launch by card (credited once, by the provider's
// notify), top-up, cancel, first-campaign credit, idempotency.

const ctx = {} as {
  app: FastifyInstance;
  standin: FastifyInstance;
  standinUrl: string;
  close: () => Promise<void>;
};
beforeAll(async () => {
  Object.assign(ctx, await stack({ TRUST_PROXY: '1' }));
});
afterAll(() => ctx.close());

let nextIp = 60;
function browser() {
  const ip = `10.0.1.${nextIp++}`;
  let cookie = '';
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const next = sessionCookie(res.headers['set-cookie']);
    if (next) cookie = next;
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
      send('POST', url, payload, headers),
    put: (url: string, payload: unknown) => send('PUT', url, payload),
  };
}

async function organiser() {
  const b = browser();
  const res = await b.post('/api/session', {
    emailOrPhone: 'organiser@demo.co.za',
    password: 'Demo1234!',
    partner: false,
  });
  expect(res.status).toBe(200);
  return b;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});
/** The provider's notify (ITN) for a campaign payment, server to server. */
const notify = (paymentId: string, amount: string) =>
  fetch(
    `${ctx.standinUrl}__pay/payfast/notify`,
    form({ m_payment_id: paymentId, payment_status: 'COMPLETE', amount_gross: amount }),
  );

const base = (id: number | string) => `/api/organiser/events/${id}/campaign`;
const campaign = {
  campaignName: 'Heritage walk launch',
  keywords: 'heritage, soweto, walk',
  startDate: '2026-12-01',
  endDate: '2026-12-20',
};
type B = Awaited<ReturnType<typeof organiser>>;
const page = async (b: B, id: number | string) => {
  const res = await b.get(base(id));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as CampaignLaunchPage;
};
const pay = async (b: B, id: number | string, budget: number | string, key?: string) => {
  const res = await b.post(`${base(id)}/payments`, { budget }, key ? { 'idempotency-key': key } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Extract<PaymentStart, { outcome: 'payfast' }>;
};
const outcome = async (b: B, id: number | string, paymentId: string, query = '') => {
  const res = await b.get(`${base(id)}/payments/${paymentId}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as CampaignPaymentOutcome;
};

describe('/campaign over the stand-in', () => {
  let b: B;
  beforeAll(async () => {
    b = await organiser();
  });

  it('shows a draft event with no campaign, the estimate and no credit for an organiser who funded before', async () => {
    const p = await page(b, 42);
    expect(p.event).toMatchObject({ id: '42', name: 'Vilakazi Street Heritage Walk' });
    expect(p).toMatchObject({
      campaign: null,
      estimatedBudgetCents: 1000,
      creditCents: 0,
      budgetCents: 0,
      balanceCents: 0,
      launched: false,
      status: 'stopped',
      bidMargin: 'Lowest',
    });
  });

  it('refuses to save with the four messages in order, then saves', async () => {
    const steps: [Partial<typeof campaign>, string][] = [
      [{}, CAMPAIGN_MESSAGES.nameRequired],
      [{ campaignName: campaign.campaignName }, CAMPAIGN_MESSAGES.keywordsRequired],
      [{ campaignName: 'x', keywords: 'y' }, CAMPAIGN_MESSAGES.startDateRequired],
      [{ campaignName: 'x', keywords: 'y', startDate: '2026-12-01' }, CAMPAIGN_MESSAGES.endDateRequired],
    ];
    for (const [body, message] of steps) {
      const res = await b.put(base(42), {
        campaignName: '',
        keywords: '',
        startDate: '',
        endDate: '',
        ...body,
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(message);
    }
    const res = await b.put(base(42), campaign);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body as unknown as CampaignSaveAnswer;
    expect(saved.message).toBe('Campaign saved successfully');
    expect(saved.page.campaign).toMatchObject({ name: campaign.campaignName, startDay: '2026-12-01' });
    expect(saved.page.launched).toBe(false);
  });

  it('refuses a launch below R10 and a launch before the campaign is saved', async () => {
    const low = await b.post(`${base(42)}/payments`, { budget: 9.99 });
    expect(low.status).toBe(400);
    expect(low.body.detail).toBe(CAMPAIGN_MESSAGES.budgetMinimum);
    const unsaved = await b.post(`${base(43)}/payments`, { budget: 50 });
    expect(unsaved.status).toBe(409);
    expect(unsaved.body.detail).toBe(CAMPAIGN_LAUNCH_MESSAGES.saveFirst);
  });

  it('launches by card: the notify credits once, the success URL only reads', async () => {
    const started = await pay(b, 42, 150);
    expect(started.outcome).toBe('payfast');
    expect(started.fields.amount).toBe('150.00');
    const back = new URL(started.fields.return_url ?? '');
    expect(back.pathname).toBe('/campaignsuccess');
    expect(back.searchParams.get('payment')).toBe(started.paymentId);
    expect(back.searchParams.has('budget')).toBe(false);
    // Before the provider confirms: nothing credited, whatever the URL says.
    const forged = await outcome(b, 42, started.paymentId, '?budget=99999&amount=99999');
    expect(forged).toMatchObject({ creditedCents: 0, budgetCents: 0, payment: { state: 'pending' } });
    // The provider's page shows the recorded amount; Pay notifies, then returns the organiser.
    const shown = await fetch(`${ctx.standinUrl}__pay/payfast`, form(started.fields));
    expect(await shown.text()).toContain('R150.00');
    const paid = await fetch(
      `${ctx.standinUrl}__pay/payfast/pay`,
      form({ m_payment_id: started.paymentId, return_url: started.fields.return_url ?? '' }),
    );
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(started.fields.return_url);
    const after = await outcome(b, 42, started.paymentId);
    expect(after).toMatchObject({
      creditedCents: 15000,
      budgetCents: 15000,
      balanceCents: 15000,
      status: 'running',
    });
    // A replayed notify and reloaded success pages credit nothing more.
    expect((await notify(started.paymentId, '150.00')).status).toBe(200);
    await outcome(b, 42, started.paymentId, '?budget=150');
    expect(await page(b, 42)).toMatchObject({
      budgetCents: 15000,
      balanceCents: 15000,
      launched: true,
      status: 'running',
    });
  });

  it('tops up through the same path; a notify for another amount credits nothing', async () => {
    const top = await pay(b, 42, '20.50');
    expect((await notify(top.paymentId, '2050.00')).status).toBe(200);
    expect((await page(b, 42)).budgetCents).toBe(15000);
    await notify(top.paymentId, '20.50');
    await notify(top.paymentId, '20.50');
    expect(await page(b, 42)).toMatchObject({ budgetCents: 17050, balanceCents: 17050 });
  });

  it('records a cancelled payment and leaves the budget unchanged', async () => {
    const started = await pay(b, 42, 50);
    const res = await b.post(`${base(42)}/payments/${started.paymentId}/cancellation`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ creditedCents: 0, budgetCents: 17050, payment: { state: 'cancelled' } });
    // A late notify for a cancelled payment credits nothing.
    await notify(started.paymentId, '50.00');
    expect((await page(b, 42)).budgetCents).toBe(17050);
    // A payment of another event is not found under this one.
    expect((await b.get(`${base(1)}/payments/${started.paymentId}`)).status).toBe(404);
  });

  it('pauses sales when sales spend the balance down to R6, and a top-up resumes them', async () => {
    const data = standinOf(ctx.standin).data;
    const event = data.events.find((e) => e.id === 42);
    if (!event) throw new Error('no event 42');
    // One big sale whose 3.5% fee leaves R5.00 of the balance.
    const left = 500;
    chargeServiceFee(data, event, Math.round(((event.balanceCents - left) / 35) * 1000));
    expect(await page(b, 42)).toMatchObject({ status: 'stopped', balanceCents: expect.any(Number) });
    expect((await page(b, 42)).balanceCents).toBeLessThanOrEqual(600);
    const top = await pay(b, 42, 25);
    await notify(top.paymentId, '25.00');
    const after = await page(b, 42);
    expect(after.status).toBe('running');
    expect(after.balanceCents).toBeGreaterThan(600);
    expect(after.budgetCents).toBe(17050 + 2500);
  });

  it('refuses saving or launching a campaign for a past event with the event page’s message', async () => {
    const past = await b.put(base(5), campaign);
    expect(past.status).toBe(409);
    expect(past.body.detail).toBe(EVENT_BLOCKED_MESSAGES.passed);
    const launch = await b.post(`${base(5)}/payments`, { budget: 50 });
    expect(launch.status).toBe(409);
  });

  it('starts one payment per Idempotency-Key', async () => {
    const first = await pay(b, 42, 30, 'launch-key-0001');
    const again = await pay(b, 42, 30, 'launch-key-0001');
    expect(again.paymentId).toBe(first.paymentId);
    const other = await b.post(
      `${base(42)}/payments`,
      { budget: 31 },
      { 'idempotency-key': 'launch-key-0001' },
    );
    expect(other.status).toBe(422);
    expect((await pay(b, 42, 30, 'launch-key-0002')).paymentId).not.toBe(first.paymentId);
  });

  it('refuses another organiser and a customer', async () => {
    const other = browser();
    await other.post('/api/session', {
      emailOrPhone: 'customer@demo.co.za',
      password: 'Demo1234!',
      partner: false,
    });
    expect((await other.get(base(42))).status).toBe(403);
    expect((await browser().get(base(42))).status).toBe(401);
  });
});

describe('the first-campaign credit', () => {
  it('launches a new organiser’s first campaign with the credit, once', async () => {
    const b = browser();
    const email = 'firstcampaign@example.co.za';
    await b.post('/api/registrations/organiser', {
      businessName: 'First Light Events',
      email,
      phone: '0720000410',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    const codes = (await (await fetch(`${ctx.standinUrl}__standin/outbox?to=${email}`)).json()) as {
      code?: string;
    }[];
    const done = await b.post('/api/registrations/verification', {
      code: codes.at(-1)?.code,
      password: 'Secret123',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const created = await b.post('/api/organiser/events', {
      eventType: 'music concert',
      province: 'gauteng',
      eventName: 'First Light Sessions',
      organiserName: '',
      venue: 'Zoo Lake, Johannesburg',
      expectedAttendees: '120',
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      startTime: '18:00',
      endTime: '22:00',
      description: 'Music by the lake.',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.eventId);
    expect((await b.post(`${base(id)}/credit`)).body.detail).toBe(CAMPAIGN_LAUNCH_MESSAGES.saveFirst);
    expect((await b.put(base(id), campaign)).status).toBe(200);
    expect((await page(b as B, id)).creditCents).toBe(5000);
    const res = await b.post(`${base(id)}/credit`, {}, { 'idempotency-key': 'credit-key-0001' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      budgetCents: 5000,
      balanceCents: 5000,
      creditCents: 0,
      launched: true,
      status: 'running',
    });
    const twice = await b.post(`${base(id)}/credit`);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(CAMPAIGN_LAUNCH_MESSAGES.noCredit);
    expect((await page(b as B, id)).budgetCents).toBe(5000);
  });
});
