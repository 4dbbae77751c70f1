import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffFor, SHORT_LEGACY_TIMEOUTS, upstream } from './helpers.ts';

// A client that sends slowly must not hold a connection (and a request's worth of memory) for as
// long as it likes: raw sockets against a listening BFF, a byte at a time.

let app: FastifyInstance;
let legacy: Awaited<ReturnType<typeof upstream>>;
let port: number;

beforeAll(async () => {
  legacy = await upstream((_req, res) => res.end('{"val":0}'));
  app = await bffFor(legacy.url, {
    ...SHORT_LEGACY_TIMEOUTS,
    REQUEST_TIMEOUT_MS: '1500',
    HEADERS_TIMEOUT_MS: '1000',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await legacy.close();
});

/**
 * Sends `head`, then `trickle` one byte every 100 ms; resolves with what the server answered and
 * how long it held the connection once it closes it (or after 10 s).
 */
function trickle(
  head: string,
  bytes: string,
): Promise<{ answer: string; heldMs: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, heldMs: Date.now() - started, closedByServer });
    };
    const giveUp = setTimeout(() => done(false), 10_000);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < bytes.length && !socket.destroyed) socket.write(bytes[sent++] ?? '');
      }, 100);
    });
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
  });
}

describe('client timeouts', () => {
  it('cuts a body trickled a byte at a time with a 408, and never hands it to a route', async () => {
    const body = JSON.stringify({
      emailOrPhone: 'customer@demo.co.za',
      password: 'x'.repeat(200),
      partner: false,
    });
    const head = [
      'POST /api/session HTTP/1.1',
      'Host: 127.0.0.1',
      'Sec-Fetch-Site: same-origin',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const result = await trickle(head, body);
    expect(result.closedByServer).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    // Cut after the request timeout (1.5 s, checked every second), long before the whole body
    // (about 25 s at this pace) had come.
    expect(result.heldMs).toBeLessThan(5_000);
    expect(legacy.hits()).toBe(0);
  }, 15_000);

  it('cuts headers trickled a byte at a time', async () => {
    const head = `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`;
    const result = await trickle('', head);
    expect(result.closedByServer).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.heldMs).toBeLessThan(5_000);
    expect(legacy.hits()).toBe(0);
  }, 15_000);

  it('keeps an idle keep-alive connection longer than a load balancer does (72 s by default)', async () => {
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.headersTimeout).toBe(1_000);
    expect(app.server.requestTimeout).toBe(1_500);
  });
});
