import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, type Endpoint } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffFor, SAME_ORIGIN, SHORT_LEGACY_TIMEOUTS, upstream } from './helpers.ts';

// Every path param of every contract endpoint is an id, and no id that could climb out of its path
// segment reaches the legacy: as the wire carries it (no client-side normalisation: node:http
// sends the path as written), against a listening BFF whose legacy counts every call.

/** Path segments as sent, and what the BFF sees once it has decoded them. */
const BAD_SEGMENTS = [
  '..', // a parent folder as it is
  '.',
  '%2e%2e', // a parent folder, escaped
  '..%252f..%252fetc%252fpasswd', // "..%2f..%2fetc%2fpasswd": a slash after the legacy decodes it
  'a%2Fb', // "a/b"
  'a%5Cb', // "a\b"
  '%25', // "%"
  'ev%207', // a space
  'x%00y', // a NUL
  'caf%C3%A9', // a letter outside ASCII
];

const endpoints = Object.values(api)
  .flatMap((domain) => Object.entries(domain as Record<string, Endpoint>))
  .filter(([, e]) => e.path.includes('/:'));

let app: FastifyInstance;
let legacy: Awaited<ReturnType<typeof upstream>>;
let base: string;

beforeAll(async () => {
  legacy = await upstream((_req, res) => res.end('{"val":0}'));
  app = await bffFor(legacy.url, { ...SHORT_LEGACY_TIMEOUTS, RATE_LIMIT_ALLOW: '127.0.0.1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await legacy.close();
});

function send(method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
    const headers = body ? { ...SAME_ORIGIN, 'content-type': 'application/json' } : SAME_ORIGIN;
    const req = request(`${base}${path}`, { method, headers });
    // Raw paths: node:http would refuse none of these, and the URL above is only the origin.
    req.path = path;
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('ids in the path of every endpoint', () => {
  it('covers the endpoints that name objects', () => {
    expect(endpoints.length).toBeGreaterThan(60);
  });

  it('answers 400 naming the param, before the role guard and without calling the legacy', async () => {
    const wrong: string[] = [];
    for (const [name, endpoint] of endpoints) {
      const params = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
      for (const bad of BAD_SEGMENTS) {
        for (const param of params) {
          const path = endpoint.path.replace(/:(\w+)/g, (_, p: string) => (p === param ? bad : 'ev-7k2'));
          const res = await send(endpoint.method, path);
          const errors = res.status === 400 ? (JSON.parse(res.body).errors ?? {}) : {};
          if (!(param in errors)) wrong.push(`${name} ${endpoint.method} ${path}: ${res.status} ${res.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(legacy.hits()).toBe(0);
  }, 120_000);

  it('refuses a poster or picture file name that climbs out of its folder, without calling the legacy', async () => {
    for (const route of ['/api/posters', '/api/model-pictures']) {
      for (const file of ['..', '.', '%2e%2e', 'a%2Fb', '..%252fsecret']) {
        const res = await send('GET', `${route}/ev-7k2/ev-7k2/${file}`);
        expect(res.status, `${route} ${file}`).toBe(400);
      }
      for (const id of ['..', '..%252f..%252fetc']) {
        expect((await send('GET', `${route}/${id}/ev-7k2/poster.jpg`)).status, `${route} ${id}`).toBe(400);
      }
    }
    expect(legacy.hits()).toBe(0);
  });

  it('answers the issue’s example (it was a 200) with a 400', async () => {
    const res = await send('GET', '/api/events/..%252f..%252fetc%252fpasswd/likes');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).detail).toMatch(/not valid/);
  });
});
