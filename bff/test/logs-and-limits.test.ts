import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { TOO_MANY_ATTEMPTS } from '../src/lib/problem.ts';
import { SAME_ORIGIN } from './helpers.ts';

const lines: string[] = [];
const standin = buildStandin();
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const { config } = loadConfig({
    LEGACY_BASE_URL: `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`,
    SESSION_SECRET: 'logs-secret-logs-secret-logs-secret-00',
    LOG_LEVEL: 'debug',
    WEB_DIST: '/nonexistent',
  });
  app = await buildServer(config, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

const login = (password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone: 'customer@demo.co.za', password, partner: false },
  });

describe('request logs', () => {
  it('write one line per request with the route and the legacy operations called', async () => {
    lines.length = 0;
    await app.inject('/api/provinces');
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const request = records.find((r) => r.msg === 'request');
    expect(request).toMatchObject({ route: '/api/provinces', status: 200 });
    expect(request?.legacy).toEqual([expect.objectContaining({ op: 'PROVINCES', status: 200 })]);
    expect(request?.reqId).toBeTruthy();
  });

  it('never contain passwords or cookies', async () => {
    lines.length = 0;
    const res = await login('Demo1234!');
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    await app.inject({ url: '/api/session', headers: { cookie } });
    const all = lines.join('\n');
    expect(all).not.toContain('Demo1234!');
    expect(all).not.toContain(cookie.split('=')[1]);
    expect(all).not.toContain('PHPSESSID');
  });
});

describe('login rate limit', () => {
  it('answers 429 with a clear message after too many attempts', async () => {
    let last = await login('wrong');
    for (let i = 0; i < 12 && last.statusCode !== 429; i++) last = await login('wrong');
    expect(last.statusCode).toBe(429);
    expect(last.json().detail).toBe(TOO_MANY_ATTEMPTS);
  });
});

describe('per-account login limit', () => {
  it('refuses a sixth guess at one account within a minute, even from new addresses', async () => {
    const guess = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        headers: SAME_ORIGIN,
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { emailOrPhone: 'Organiser@Demo.co.za', password: 'wrong', partner: false },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await guess(i)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
  });
});
