import type { MarketingMessage, PaymentStart, RecipientsUpload } from '@tix/contract';
import { MARKETING_MESSAGES } from '@tix/contract/forms/marketing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { STANDIN_PAYFAST_PASSPHRASE } from '../../mocks/src/legacy/payments/signature.ts';
import { safeBaseName } from '../src/http/upload.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// SMS and email marketing over the real stand-in: an uploaded audience, an SMS paid by card and
// delivered once on the provider's notify, an email with an attachment sent at once, the limits.

const ctx = {} as {
  app: FastifyInstance;
  standin: FastifyInstance;
  standinUrl: string;
  close: () => Promise<void>;
};
beforeAll(async () => {
  // The stand-in merchant's passphrase: the BFF signs the SMS form, the stand-in PayFast checks it.
  Object.assign(ctx, await stack({ TRUST_PROXY: '1', PAYFAST_PASSPHRASE: STANDIN_PAYFAST_PASSPHRASE }));
});
afterAll(() => ctx.close());

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };
function multipart(parts: Part[]) {
  const boundary = '----tixmarketing7Hq2';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`
      : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
    },
  };
}

let nextIp = 20;
async function organiser(email = 'organiser@demo.co.za') {
  const ip = `10.0.7.${nextIp++}`;
  let cookie = '';
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    extra: { payload?: unknown; headers?: object } = {},
  ) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}), ...extra.headers },
      ...(extra.payload === undefined ? {} : { payload: extra.payload as object }),
    });
    cookie = sessionCookie(res.headers['set-cookie']) || cookie;
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const login = await send('POST', '/api/session', {
    payload: { emailOrPhone: email, password: 'Demo1234!', partner: false },
  });
  expect(login.status).toBe(200);
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, parts: Part[], headers: Record<string, string> = {}) => {
      const body = multipart(parts);
      return send('POST', url, { payload: body.payload, headers: { ...body.headers, ...headers } });
    },
    postJson: (url: string, headers: Record<string, string> = {}) =>
      send('POST', url, { payload: {}, headers }),
  };
}

/** A CSV of `n` distinct recipients, one bad number and one duplicate. */
function csv(n: number): string {
  const lines = ['name,phone'];
  for (let i = 0; i < n; i++) lines.push(`Person${i} Test,07${String(10_000_000 + i).padStart(8, '0')}`);
  lines.push('Bad Number,12345', `Dup Person,07${String(10_000_000).padStart(8, '0')}`);
  return `${lines.join('\n')}\n`;
}

const PDF = Buffer.from('%PDF-1.4\n% a tiny pdf\n');

/** What the provider posts to the notify URL, as its ITN. */
async function notify(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
}

describe('marketing', () => {
  it('uploads an audience, saves an SMS, and sends it once when the provider confirms the payment', async () => {
    const b = await organiser();
    const up = await b.post('/api/organiser/marketing/recipients', [
      { name: 'type', value: 'sms' },
      { name: 'file', value: csv(120), filename: 'list.csv', type: 'text/csv' },
    ]);
    expect(up.status).toBe(200);
    expect((up.body as unknown as RecipientsUpload).recipients).toBe(120);

    const text = 'Soweto Jazz Night is on Saturday. Book now!';
    const created = await b.post(
      '/api/organiser/marketing/messages',
      [
        { name: 'audience', value: 'NEWAUDIENCE' },
        { name: 'type', value: 'sms' },
        { name: 'text', value: text },
        { name: 'recipients', value: '120' },
      ],
      { 'idempotency-key': 'sms-create-0001' },
    );
    expect(created.status).toBe(200);
    const message = created.body as unknown as MarketingMessage;
    expect(message).toMatchObject({
      type: 'sms',
      recipients: 120,
      costCents: 10_800,
      delivery: 'awaiting-payment',
    });

    const { outbox } = standinOf(ctx.standin);
    const before = outbox.list().length;
    const pay = await b.postJson(`/api/organiser/marketing/messages/${message.textId}/payment`, {
      'idempotency-key': 'sms-pay-00001',
    });
    expect(pay.status).toBe(200);
    const start = pay.body as unknown as PaymentStart;
    if (start.outcome !== 'payfast') throw new Error('expected a card payment');
    expect(start.paymentId).toMatch(new RegExp(`^marketing_${message.textId}_`));
    expect(start.fields).toMatchObject({
      amount: '108.00',
      item_name: 'sms marketing',
      custom_str1: message.textId,
      custom_str2: '120',
      custom_str3: 'NEWAUDIENCE',
    });
    // PayFast's documented form, in its documented order, signed with the merchant's passphrase.
    expect(Object.keys(start.fields)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'custom_str1',
      'custom_str2',
      'custom_str3',
      'custom_str4',
      'signature',
    ]);
    const page = await fetch(`${ctx.standinUrl}__pay/payfast`, {
      method: 'POST',
      body: new URLSearchParams(start.fields),
    });
    expect(page.status).toBe(200);
    const forged = await fetch(`${ctx.standinUrl}__pay/payfast`, {
      method: 'POST',
      body: new URLSearchParams({ ...start.fields, amount: '1.00' }),
    });
    expect(forged.status).toBe(400);
    // Provider forms are allow-lists: no server-side address (the legacy's notify URL) in them
    // unless PAYFAST_SMS_NOTIFY_URL gives its public address.
    expect(Object.keys(start.fields)).not.toContain('notify_url');
    expect(JSON.stringify(start.fields)).not.toContain(ctx.standinUrl);
    expect(JSON.stringify(start.fields)).not.toMatch(/webservices\.php|NOTIFY/);
    // The provider notifies the address set in the merchant's account: the legacy's own.
    const notifyUrl = `${ctx.standinUrl}webservices.php?q=NOTIFY-URL-SMS-MARKETING`;
    // Nothing goes out before the provider's notification.
    expect(outbox.list().length).toBe(before);

    const itn = {
      m_payment_id: start.paymentId,
      payment_status: 'COMPLETE',
      amount_gross: '108.00',
      custom_str1: message.textId,
    };
    // Another amount sends nothing.
    await notify(notifyUrl, { ...itn, amount_gross: '1.00' });
    expect(outbox.list().length).toBe(before);
    // Pay on the provider's page: it notifies the merchant's address, then returns the organiser.
    const paid = await fetch(`${ctx.standinUrl}__pay/payfast/pay`, {
      method: 'POST',
      body: new URLSearchParams({ ...start.fields, m_payment_id: start.paymentId }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const sent = outbox.list().slice(before);
    expect(sent).toHaveLength(120);
    expect(sent[0]).toMatchObject({ channel: 'sms', to: '0710000000', body: `Hi Person0, ${text}` });
    // A replayed notification never sends twice.
    await notify(notifyUrl, itn);
    expect(outbox.list().length).toBe(before + 120);

    const after = await b.get(`/api/organiser/marketing/messages/${message.textId}`);
    expect(after.body).toMatchObject({ delivery: 'queued' });
    // Paid once: a second payment is refused.
    const again = await b.postJson(`/api/organiser/marketing/messages/${message.textId}/payment`);
    expect(again.status).toBe(409);
  });

  it('sends an email with its attachment at once, and refuses an attachment that is not one of the types', async () => {
    const b = await organiser();
    const { outbox } = standinOf(ctx.standin);
    const audiences = await b.get('/api/organiser/marketing/audiences');
    const existing = Number(audiences.body.existing);
    expect(existing).toBeGreaterThan(0);
    const before = outbox.list().length;
    const parts: Part[] = [
      { name: 'audience', value: 'EXISTINGAUDIENCE' },
      { name: 'type', value: 'email' },
      { name: 'text', value: 'Our lineup is out: see the attachment.' },
      { name: 'subject', value: 'The lineup' },
    ];
    const bad = await b.post('/api/organiser/marketing/messages', [
      ...parts,
      {
        name: 'file',
        value: Buffer.from('MZ not a document'),
        filename: 'lineup.pdf',
        type: 'application/pdf',
      },
    ]);
    expect(bad.status).toBe(415);
    expect(bad.body.detail).toBe(MARKETING_MESSAGES.attachmentType);
    const ok = await b.post('/api/organiser/marketing/messages', [
      ...parts,
      // The browser's type never reaches the service, nor its extension: the content decides both,
      // and only the plain base name is kept for the recipients.
      { name: 'file', value: PDF, filename: '../probe.php', type: 'application/x-httpd-php' },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ type: 'email', costCents: 0, delivery: 'sent', recipients: existing });
    const sent = outbox.list().slice(before);
    expect(sent).toHaveLength(existing);
    expect(sent[0]).toMatchObject({ channel: 'email', subject: 'The lineup' });
    expect(sent[0]?.attachment).toMatchObject({
      filename: 'probe.pdf',
      mimetype: 'application/pdf',
      size: PDF.length,
    });
  });

  it('answers bad input with the spec’s messages', async () => {
    const b = await organiser();
    const noSubject = await b.post('/api/organiser/marketing/messages', [
      { name: 'audience', value: 'DATABASE' },
      { name: 'type', value: 'email' },
      { name: 'text', value: 'Hello' },
    ]);
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.detail).toBe(MARKETING_MESSAGES.subjectRequired);
    const tooLong = await b.post('/api/organiser/marketing/messages', [
      { name: 'audience', value: 'DATABASE' },
      { name: 'type', value: 'sms' },
      { name: 'text', value: 'x'.repeat(131) },
    ]);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe(MARKETING_MESSAGES.smsTooLong);
    const noFile = await b.post('/api/organiser/marketing/recipients', [{ name: 'type', value: 'sms' }]);
    expect(noFile.status).toBe(400);
    expect(noFile.body.detail).toBe(MARKETING_MESSAGES.fileRequired);
  });

  it('refuses to take payment below R100', async () => {
    const b = await organiser();
    const created = await b.post('/api/organiser/marketing/messages', [
      { name: 'audience', value: 'EXISTINGAUDIENCE' },
      { name: 'type', value: 'sms' },
      { name: 'text', value: 'Few people' },
    ]);
    expect(created.status).toBe(200);
    const message = created.body as unknown as MarketingMessage;
    expect(message.costCents).toBeLessThan(10_000);
    const pay = await b.postJson(`/api/organiser/marketing/messages/${message.textId}/payment`);
    expect(pay.status).toBe(422);
    expect(pay.body.detail).toBe(MARKETING_MESSAGES.paymentTooSmall);
  });

  it('keeps an organiser’s messages from another organiser', async () => {
    const mine = await organiser();
    const created = await mine.post('/api/organiser/marketing/messages', [
      { name: 'audience', value: 'DATABASE' },
      { name: 'type', value: 'sms' },
      { name: 'text', value: 'Mine only' },
    ]);
    const textId = (created.body as unknown as MarketingMessage).textId;
    const other = await organiser('bookings@karoosound.example.co.za');
    expect((await other.get(`/api/organiser/marketing/messages/${textId}`)).status).toBe(404);
    expect((await other.postJson(`/api/organiser/marketing/messages/${textId}/payment`)).status).toBe(404);
  });
});

describe('safeBaseName (what is kept of a sent file name)', () => {
  it('keeps a plain base name and drops paths, extensions and odd characters', () => {
    expect(safeBaseName('lineup.pdf')).toBe('lineup');
    expect(safeBaseName('C:\\fakepath\\Summer Line-up 2026.final.pdf')).toBe('Summer Line-up 2026.final');
    expect(safeBaseName('../../etc/passwd')).toBe('passwd');
    expect(safeBaseName('<b>x</b>.pdf')).toBe('b');
    expect(safeBaseName('ticket"; rm -rf.pdf')).toBe('ticket rm -rf');
    expect(safeBaseName('.htaccess')).toBe('');
    expect(safeBaseName(undefined)).toBe('');
    expect(safeBaseName('a'.repeat(200))).toHaveLength(60);
  });
});
