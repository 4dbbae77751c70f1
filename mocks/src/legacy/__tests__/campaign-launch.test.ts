import { catalogue } from '@tix/contract/legacy/index';
import { describe, expect, it } from 'vitest';
import { campaignBooksBalance } from '../campaign-money.ts';
import { FIRST_CAMPAIGN_CREDIT_CENTS } from '../campaign-payments.ts';
import { standinOf } from '../server.ts';
import { build, login, op, postForm } from './helpers.ts';

const asOrganiser = async () => {
  const app = build();
  const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
  return { app, cookie };
};
type App = Parameters<typeof postForm>[0];
const post = (app: App, name: string, fields: Record<string, string>, cookie?: string) =>
  postForm(app, `/webservices.php?q=${name}`, fields, cookie);
const valid = (key: string, body: string) =>
  expect(catalogue.get(key)?.response.safeParse(JSON.parse(body)).success, body).toBe(true);
const save = {
  eventid: '42',
  businessid: '201',
  campaign: 'Walk',
  keywords: 'heritage',
  startdate: '2026-03-02',
  enddate: '2026-03-20',
};
const credentials = (amount: string, cookie?: string, app?: App) =>
  postForm(
    app as App,
    '/payment/credentials.php',
    {
      type: 'campaign',
      campaign_id: '',
      item_name: 'Campaign: Walk',
      amount,
      email: 'organiser@demo.co.za',
      cell_number: '0710000002',
      name_first: 'Demo',
      name_last: 'Events',
      eventid: '42',
      payment_method: 'cc',
      businessid: '201',
      is_mobile: '0',
    },
    cookie,
  );

describe('a campaign on /campaign in the stand-in', () => {
  it('ADDCAMPAIGN refuses in the spec’s order, then saves a campaign record', async () => {
    const { app, cookie } = await asOrganiser();
    const empty = await post(app, 'ADDCAMPAIGN', { ...save, campaign: '', keywords: '' }, cookie);
    valid('ADDCAMPAIGN', empty.body);
    expect(empty.json()).toMatchObject({ status: 'failed', message: 'Enter the campaign name.' });
    const saved = await post(app, 'ADDCAMPAIGN', save, cookie);
    valid('ADDCAMPAIGN', saved.body);
    expect(saved.json()).toMatchObject({ status: 'success', campaign_name: 'Walk', duration: '2026-03-20' });
    expect(standinOf(app).data.campaigns.find((c) => c.eventId === 42)?.name).toBe('Walk');
  });

  it('records a card payment pending, credits it once on the notify, and keeps the books balanced', async () => {
    const { app, cookie } = await asOrganiser();
    await post(app, 'ADDCAMPAIGN', save, cookie);
    const campaignId = String(standinOf(app).data.campaigns.find((c) => c.eventId === 42)?.id);
    const body = (amount: string) =>
      postForm(
        app,
        '/payment/credentials.php',
        {
          type: 'campaign',
          campaign_id: campaignId,
          item_name: 'Campaign: Walk',
          amount,
          email: 'organiser@demo.co.za',
          cell_number: '0710000002',
          name_first: 'Demo',
          name_last: 'Events',
          eventid: '42',
          payment_method: 'cc',
          businessid: '201',
          is_mobile: '0',
        },
        cookie,
      );
    const low = await body('9.99');
    valid('payment/credentials.php:campaign', low.body);
    expect(low.json()).toMatchObject({
      status: 'failed',
      message: 'Budget should at least be R10.00 minimum.',
    });
    const started = await body('150.00');
    valid('payment/credentials.php:campaign', started.body);
    const id = (started.json() as { m_payment_id: string }).m_payment_id;
    const event = () => standinOf(app).data.events.find((e) => e.id === 42);
    expect(event()?.budgetCents).toBe(0);
    for (let i = 0; i < 2; i++) {
      const n = await postForm(app, '/__pay/payfast/notify', {
        m_payment_id: id,
        payment_status: 'COMPLETE',
        amount_gross: '150.00',
      });
      expect(n.status).toBe(200);
    }
    expect(event()).toMatchObject({ budgetCents: 15000, balanceCents: 15000, campaignStatus: 'running' });
    expect(campaignBooksBalance(standinOf(app).data)).toBe(true);
    const estimate = await op(app, 'CAMPAIGNESTIMATE', { eventid: '42', business_id: '201' });
    valid('CAMPAIGNESTIMATE', estimate.body);
    expect(estimate.json()).toMatchObject({
      currentBudget: '150.00',
      payments: [{ m_payment_id: id, status: 'paid' }],
    });
  });

  it('APPLY-CREDIT-FIRST-CAMPAIGN refuses an organiser who funded before', async () => {
    const { app, cookie } = await asOrganiser();
    await post(app, 'ADDCAMPAIGN', save, cookie);
    const campaignId = String(standinOf(app).data.campaigns.find((c) => c.eventId === 42)?.id);
    const answer = await post(app, 'APPLY-CREDIT-FIRST-CAMPAIGN', { eventid: '42', campaignId }, cookie);
    valid('APPLY-CREDIT-FIRST-CAMPAIGN', answer.body);
    expect(answer.json()).toMatchObject({ status: 'failed' });
    expect(FIRST_CAMPAIGN_CREDIT_CENTS).toBe(5000);
  });

  it('answers a campaign payment request for an unknown campaign with a failure', async () => {
    const { app, cookie } = await asOrganiser();
    const answer = await credentials('50.00', cookie, app);
    valid('payment/credentials.php:campaign', answer.body);
    expect(answer.json()).toMatchObject({ status: 'failed' });
  });
});
