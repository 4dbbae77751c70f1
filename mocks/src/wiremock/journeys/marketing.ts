import type { BffClient } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// SMS and email marketing (issue 13, part A): the audiences, an uploaded list, an SMS campaign
// saved and paid by card (the provider's notify reaches the legacy, which sends it), and an email
// with an attachment sent at once. A second session reads the campaign after the payment:
// replay keeps the last answer of each request
// (sessions replay by account).

export const MARKETING_AS = 'marketing-organiser';
export const MARKETING_LOGIN = 'organiser@demo.co.za';
export const MARKETING_AFTER_AS = 'marketing-organiser-after';
export const MARKETING_AFTER_LOGIN = 'organiser@demo.co.za';

/** 115 people (R103.50), one bad number and one duplicate. */
export const MARKETING_RECIPIENTS = 115;
export function marketingCsv(): string {
  const lines = ['name,phone'];
  for (let i = 0; i < MARKETING_RECIPIENTS; i++) lines.push(`Replay${i} Guest,07${String(40_000_000 + i)}`);
  lines.push('Wrong Number,12345', 'Replay0 Again,+27740000000');
  return `${lines.join('\n')}\n`;
}
export const SMS_TEXT = 'Replay Fest opens at 18:00. See you there!';
export const EMAIL = { subject: 'Replay lineup', text: 'The lineup is attached.' };
export const PDF = '%PDF-1.4\n% replay lineup\n';

export function recipientsForm(): FormData {
  const form = new FormData();
  form.set('type', 'sms');
  form.set('file', new File([marketingCsv()], 'recipients.csv', { type: 'text/csv' }));
  return form;
}

export function smsForm(): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    audience: 'NEWAUDIENCE',
    type: 'sms',
    text: SMS_TEXT,
    subject: '',
    recipients: String(MARKETING_RECIPIENTS),
  }))
    form.set(k, v);
  return form;
}

export function emailForm(): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    audience: 'EXISTINGAUDIENCE',
    type: 'email',
    ...EMAIL,
    recipients: '0',
  }))
    form.set(k, v);
  form.set('file', new File([PDF], 'lineup.pdf', { type: 'application/pdf' }));
  return form;
}

export const marketingJourney: Journey = async (client: BffClient, log, env) => {
  const as = MARKETING_AS;
  await sendAll(
    client,
    [
      login(as, MARKETING_LOGIN),
      { method: 'GET', path: '/api/organiser/marketing/audiences', as },
      { method: 'POST', path: '/api/organiser/marketing/recipients', form: recipientsForm(), as },
    ],
    log,
  );
  const sms = (
    await client.send({ method: 'POST', path: '/api/organiser/marketing/messages', form: smsForm(), as })
  ).json as { textId?: string };
  const message = `/api/organiser/marketing/messages/${sms.textId}`;
  const payment = (await client.send({ method: 'POST', path: `${message}/payment`, as })).json as {
    paymentId?: string;
    fields?: Record<string, string>;
  };
  log(`started SMS payment ${payment.paymentId}`);
  // The provider's notify, server to server, to the address of the merchant's account (the form
  // names none: issue 27); recorded only from the stand-in.
  const notify = env?.smsNotifyUrl;
  if (env && notify && payment.paymentId) {
    const itn = new URLSearchParams({
      m_payment_id: payment.paymentId,
      payment_status: 'COMPLETE',
      amount_gross: payment.fields?.amount ?? '',
      custom_str1: sms.textId ?? '',
    });
    log(`notified: ${(await fetch(notify, { method: 'POST', body: itn })).status}`);
  }
  await sendAll(
    client,
    [
      { method: 'POST', path: '/api/organiser/marketing/messages', form: emailForm(), as },
      login(MARKETING_AFTER_AS, MARKETING_AFTER_LOGIN),
      { method: 'GET', path: message, as: MARKETING_AFTER_AS },
    ],
    log,
  );
  // A second SMS saved and its payment started, not paid: replay keeps the last state, so an SMS
  // QA saves reads back as awaiting its payment, and its payment starts.
  const second = (
    await client.send({ method: 'POST', path: '/api/organiser/marketing/messages', form: smsForm(), as })
  ).json as { textId?: string };
  await sendAll(
    client,
    [{ method: 'POST', path: `/api/organiser/marketing/messages/${second.textId}/payment`, body: {}, as }],
    log,
  );
};
