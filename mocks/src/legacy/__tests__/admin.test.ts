import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PHP_WARNING } from '../chaos.ts';
import { standinOf } from '../server.ts';
import { build, get, login, op } from './helpers.ts';

describe('outbox', () => {
  it('lists messages sent, filtered by email or phone in any form', async () => {
    const app = build();
    const { outbox } = standinOf(app);
    outbox.send({
      channel: 'email',
      to: 'customer@demo.co.za',
      subject: 'Your code',
      body: 'Code 123456',
      code: '123456',
    });
    outbox.send({ channel: 'sms', to: '0710000001', subject: 'OTP', body: 'OTP 654321', code: '654321' });
    outbox.send({ channel: 'email', to: 'organiser@demo.co.za', subject: 'Hello', body: 'Hi' });
    const all = (await get(app, '/__standin/outbox')).json();
    expect(all).toHaveLength(3);
    expect((await get(app, '/__standin/outbox?to=CUSTOMER@demo.co.za')).json()).toMatchObject([
      { id: 'msg-1', channel: 'email', code: '123456' },
    ]);
    const sms = (await get(app, `/__standin/outbox?to=${encodeURIComponent('+27710000001')}`)).json();
    expect(sms).toMatchObject([{ channel: 'sms', to: '0710000001', code: '654321' }]);
    const html = await get(app, '/__standin/outbox.html');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('<td>OTP 654321</td>');
  });
});

describe('reset', () => {
  it('restores the seed, ends sessions and empties the outbox', async () => {
    const app = build();
    const before = (await op(app, 'EVENTS')).body;
    const cookie = (await login(app, 'customer@demo.co.za', 'Demo1234!')).cookie();
    const standin = standinOf(app);
    standin.outbox.send({ channel: 'sms', to: '0710000001', subject: 's', body: 'b' });
    const event = standin.data.events[0];
    if (event) event.name = 'Changed';
    await op(app, 'LOG-EVENT-CLICKS', { event_id: '1' });
    expect((await op(app, 'EVENTS')).body).not.toBe(before);
    const reset = await app.inject({ method: 'POST', url: '/__standin/reset' });
    expect(reset.statusCode).toBe(204);
    expect((await op(app, 'EVENTS')).body).toBe(before);
    expect((await get(app, '/__standin/outbox')).json()).toEqual([]);
    expect((await op(app, 'ACCOUNTTYPE', {}, cookie)).json()).toEqual({ account_type: 'guest' });
  });

  it('reports health', async () => {
    expect((await get(build(), '/__standin/health')).json()).toMatchObject({
      status: 'ok',
      chaos: { mode: 'off' },
    });
  });
});

describe('chaos', () => {
  const setChaos = (app: ReturnType<typeof build>, body: object) =>
    app.inject({ method: 'POST', url: '/__standin/chaos', payload: body });

  it('delays answers with latency', async () => {
    const app = build();
    await setChaos(app, { mode: 'latency', ms: 150 });
    const started = Date.now();
    expect((await op(app, 'PROVINCES')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers 500 with a PHP fatal error', async () => {
    const app = build();
    await setChaos(app, { mode: '500' });
    const answer = await op(app, 'PROVINCES');
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<b>Fatal error</b>');
  });

  it('prepends a PHP warning to the JSON', async () => {
    const app = build();
    await setChaos(app, { mode: 'php-warning' });
    const answer = await op(app, 'PROVINCES');
    expect(answer.body.startsWith('<br />\n<b>Warning</b>: ')).toBe(true);
    expect(JSON.parse(answer.body.slice(PHP_WARNING.length))).toHaveLength(9);
  });

  it('answers an HTML page instead of JSON with garbage', async () => {
    const app = build();
    await setChaos(app, { mode: 'garbage' });
    const answer = await op(app, 'PROVINCES');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html>');
    expect(() => answer.json()).toThrow();
  });

  it('resets the connection, over real HTTP', async () => {
    const app = build();
    await setChaos(app, { mode: 'reset' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      await expect(fetch(`http://127.0.0.1:${port}/webservices.php?q=PROVINCES`)).rejects.toThrow();
      // The stand-in's own routes keep working.
      expect((await fetch(`http://127.0.0.1:${port}/__standin/health`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is refused when unknown and cleared by reset', async () => {
    const app = build();
    expect((await setChaos(app, { mode: 'meteor' })).statusCode).toBe(400);
    await setChaos(app, { mode: '500' });
    await app.inject({ method: 'POST', url: '/__standin/reset' });
    expect((await op(app, 'PROVINCES')).status).toBe(200);
  });
});
