import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin, standinOf } from '../../mocks/src/legacy/index.ts';
import { loadConfig } from '../src/config.ts';
import { loginAs } from './checkout-helpers.ts';
import { bffFor, SAME_ORIGIN, SHORT_LEGACY_TIMEOUTS, upstream } from './helpers.ts';

// The payment calls as they leave the BFF: to the script the operator configured (the spec never
// names it), with every field the spec lists, customer_id (from the session) included.

const CONFIGURED = 'legacy-pay/credentials-v2.php';
const calls: { path: string; body: URLSearchParams }[] = [];
let standin: FastifyInstance;
let app: FastifyInstance;
let proxy: Awaited<ReturnType<typeof upstream>>;
let customer: string;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  standin = buildStandin();
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}`;
  // A legacy whose payment script lives elsewhere: it records the call, then the stand-in answers.
  proxy = await upstream((req, res) => {
    void read(req).then(async (body) => {
      const path = req.url ?? '/';
      // The operation's name may travel in the query, its fields in the body: one list of both.
      const [bare = path, query = ''] = path.split('?');
      calls.push({ path: bare, body: new URLSearchParams(`${query}&${body}`) });
      const target = path.startsWith(`/${CONFIGURED}`)
        ? path.replace(CONFIGURED, 'payment/credentials.php')
        : path;
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'cookie', 'accept'])
        if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
      const answer = await fetch(`${standinUrl}${target}`, {
        method: req.method,
        headers,
        ...(req.method === 'GET' ? {} : { body }),
      });
      const setCookie = answer.headers.getSetCookie();
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/html',
        ...(setCookie.length ? { 'set-cookie': setCookie } : {}),
      });
      res.end(await answer.text());
    });
  });
  app = await bffFor(proxy.url, { ...SHORT_LEGACY_TIMEOUTS, LEGACY_PAYMENT_CREDENTIALS_PATH: CONFIGURED });
  customer = await loginAs(app, 'customer@demo.co.za');
});
afterAll(async () => {
  await app.close();
  await proxy.close();
  await standin.close();
});

const buy = (extra: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: { ...SAME_ORIGIN, cookie: customer },
    payload: {
      token: 'payment-calls-0001',
      eventId: '7',
      ticketId: '5020',
      group: 'adults',
      quantity: 2,
      ...extra,
    },
  });
const callTo = (path: string) => calls.filter((c) => c.path === path).at(-1);

describe('the payment-credentials script’s path is configuration', () => {
  it('is refused at start when it is not a path on the legacy, naming the variable', () => {
    for (const bad of ['https://elsewhere.example/pay.php', '../admin/pay.php', 'pay.php?x=1']) {
      expect(() => loadConfig({ LEGACY_PAYMENT_CREDENTIALS_PATH: bad })).toThrow(
        /LEGACY_PAYMENT_CREDENTIALS_PATH/,
      );
    }
  });

  it('is where a card payment is started, with the spec’s fields and the session’s customer_id', async () => {
    const res = await buy({ method: 'payfast' });
    expect(res.statusCode).toBe(200);
    const call = callTo(`/${CONFIGURED}`);
    expect(call?.body.get('customer_id')).toBe('101');
    const spec = ['item_name', 'amount', 'email', 'cell_number', 'name_first', 'name_last', 'admission'];
    const more = ['adults_price', 'kids_price', 'category', 'ticketid', 'ticketnumber', 'eventid'];
    const rest = ['payment_method', 'businessid', 'type', 'group', 'is_mobile'];
    for (const name of [...spec, ...more, ...rest]) expect(call?.body.has(name), name).toBe(true);
    expect(calls.some((c) => c.path === '/payment/credentials.php')).toBe(false);
  });
});

describe('the identity check', () => {
  it('sends m_payment_id, customer_id, otp and email', async () => {
    const res = await buy({
      method: 'payfast',
      eventId: '1',
      ticketId: '5001',
      quantity: 10,
      token: 'payment-calls-0002',
    });
    expect(res.json()).toMatchObject({ outcome: 'review' });
    const code = standinOf(standin).outbox.list('customer@demo.co.za').at(-1)?.code ?? '';
    const verified = await app.inject({
      method: 'POST',
      url: '/api/purchases/verification',
      headers: { ...SAME_ORIGIN, cookie: customer },
      payload: { paymentId: res.json().paymentId, otp: code, email: 'customer@demo.co.za' },
    });
    expect(verified.statusCode).toBe(200);
    const call = calls.filter((c) => c.body.get('q') === 'VERIFY-CUSTOMER-TRANSACTION').at(-1);
    expect(Object.fromEntries(call?.body ?? [])).toMatchObject({
      m_payment_id: res.json().paymentId,
      customer_id: '101',
      otp: code,
      email: 'customer@demo.co.za',
    });
  });
});
