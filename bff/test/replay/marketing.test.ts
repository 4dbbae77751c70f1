import type { AudienceSizes, MarketingMessage, RecipientsUpload } from '@tix/contract/model/marketing';
import { describe, expect, it } from 'vitest';
import {
  EMAIL,
  emailForm,
  MARKETING_AFTER_AS,
  MARKETING_AFTER_LOGIN,
  MARKETING_AS,
  MARKETING_LOGIN,
  MARKETING_RECIPIENTS,
  recipientsForm,
  SMS_TEXT,
  smsForm,
} from '../../../mocks/src/wiremock/journeys/marketing.ts';
import { replayBff } from './replay-bff.ts';

// SMS and email marketing replayed from WireMock in the order the journey recorded them
// (mocks/src/wiremock/journeys/marketing.ts).

const rig = replayBff([
  [MARKETING_AS, MARKETING_LOGIN],
  [MARKETING_AFTER_AS, MARKETING_AFTER_LOGIN],
]);

const send = async <T>(call: { method: string; path: string; form?: FormData }, as = MARKETING_AS) => {
  const r = await rig.client.send({ ...call, as });
  return { status: r.status, body: r.json as T };
};
const base = '/api/organiser/marketing';

describe('SMS and email marketing, replayed', () => {
  let textId = '';

  it('counts the audiences', async () => {
    const sizes = await send<AudienceSizes>({ method: 'GET', path: `${base}/audiences` });
    expect(sizes.status).toBe(200);
    expect(sizes.body.existing).toBeGreaterThan(0);
    expect(sizes.body.universal).toBeGreaterThan(sizes.body.existing);
  });

  it('uploads a list: the bad line and the duplicate are not among the recipients', async () => {
    const up = await send<RecipientsUpload>({
      method: 'POST',
      path: `${base}/recipients`,
      form: recipientsForm(),
    });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ type: 'sms', recipients: MARKETING_RECIPIENTS });
  });

  // Replay keeps the state the journey left: its last SMS saved awaits its payment; the one before
  // was paid and is queued (mocks/src/wiremock/journeys/marketing.ts).
  it('saves the SMS priced at R0.90 a recipient, awaiting its payment', async () => {
    const saved = await send<MarketingMessage>({ method: 'POST', path: `${base}/messages`, form: smsForm() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      type: 'sms',
      text: SMS_TEXT,
      audience: 'NEWAUDIENCE',
      recipients: MARKETING_RECIPIENTS,
      costCents: MARKETING_RECIPIENTS * 90,
      delivery: 'awaiting-payment',
    });
    textId = saved.body.textId;
  });

  it('starts the card payment with the spec’s fields', async () => {
    const pay = await send<{ outcome: string; paymentId: string; fields: Record<string, string> }>({
      method: 'POST',
      path: `${base}/messages/${textId}/payment`,
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.paymentId).toMatch(new RegExp(`^marketing_${textId}_`));
    expect(pay.body.fields).toMatchObject({
      amount: '103.50',
      item_name: 'sms marketing',
      custom_str1: textId,
      custom_str3: 'NEWAUDIENCE',
    });
    // The legacy's own address stays server-side (issue 27): the provider has it from the account.
    expect(pay.body.fields.notify_url).toBeUndefined();
  });

  it('sends the email with its attachment at once, free', async () => {
    const sent = await send<MarketingMessage>({
      method: 'POST',
      path: `${base}/messages`,
      form: emailForm(),
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      type: 'email',
      subject: EMAIL.subject,
      costCents: 0,
      delivery: 'sent',
    });
  });

  it('shows the SMS in queue for delivery once the provider confirmed it', async () => {
    const after = await send<MarketingMessage>(
      // The journey saved the paid SMS, then the email, then the SMS that awaits its payment.
      { method: 'GET', path: `${base}/messages/${Number(textId) - 2}` },
      MARKETING_AFTER_AS,
    );
    expect(after.status).toBe(200);
    expect(after.body.delivery).toBe('queued');
  });
});
