import type { MarketingMessage } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipart } from './checkout-helpers.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';

// An organiser's SMS as /uploaddata and /sms make it: an audience uploaded, then the message saved.

export const MESSAGES = '/api/organiser/marketing/messages';
let key = 0;

/** Uploads an audience of `n` recipients (the service stores it), as /uploaddata does. */
async function uploadAudience(app: FastifyInstance, cookie: string, n: number): Promise<void> {
  const lines = ['name,phone'];
  for (let i = 0; i < n; i++) lines.push(`Person${i} Test,07${String(10_000_000 + i).padStart(8, '0')}`);
  const boundary = '----tixstrictsms';
  const payload = Buffer.from(
    [
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nsms\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      `${lines.join('\n')}\n\r\n--${boundary}--\r\n`,
    ].join(''),
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/organiser/marketing/recipients',
    headers: {
      ...SAME_ORIGIN,
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'fetch',
    },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Saves an SMS to a new audience of `recipients`; the session cookie after it. */
export async function saveSms(
  app: FastifyInstance,
  cookie: string,
  recipients: number,
): Promise<{ saved: MarketingMessage; cookie: string }> {
  await uploadAudience(app, cookie, recipients);
  const body = multipart({
    audience: 'NEWAUDIENCE',
    type: 'sms',
    text: 'Soweto Jazz Night is on Saturday. Book now!',
    recipients: String(recipients),
  });
  const res = await app.inject({
    method: 'POST',
    url: MESSAGES,
    headers: { ...SAME_ORIGIN, ...body.headers, cookie, 'idempotency-key': `strict-sms-${++key}` },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    saved: res.json() as MarketingMessage,
    cookie: sessionCookie(res.headers['set-cookie']) || cookie,
  };
}

/** Opens a message as /smscampaign does. */
export const readMessage = (app: FastifyInstance, cookie: string, textId: string) =>
  app.inject({ method: 'GET', url: `${MESSAGES}/${textId}`, headers: { ...SAME_ORIGIN, cookie } });

/** Starts a message's card payment (`again`: the organiser chose to pay again). */
export const payMessage = (
  app: FastifyInstance,
  cookie: string,
  textId: string,
  body: { again?: boolean } = {},
) =>
  app.inject({
    method: 'POST',
    url: `${MESSAGES}/${textId}/payment`,
    headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': `strict-pay-${++key}` },
    payload: body,
  });
