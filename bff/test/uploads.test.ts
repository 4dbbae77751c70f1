import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREADABLE_UPLOAD } from '../src/http/upload.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// Every multipart endpoint reads its body through the one upload reader: a body the parser cannot
// read (truncated, no boundary) is a 400 problem, never a 500.

const ctx = {} as { app: FastifyInstance; close: () => Promise<void> };
let cookie = '';
beforeAll(async () => {
  Object.assign(ctx, await stack({ TRUST_PROXY: '1' }));
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': '10.0.9.1' },
    payload: { emailOrPhone: 'organiser@demo.co.za', password: 'Demo1234!', partner: false },
  });
  expect(login.statusCode).toBe(200);
  cookie = sessionCookie(login.headers['set-cookie']);
});
afterAll(() => ctx.close());

const ENDPOINTS = [
  '/api/organiser/events/1/poster',
  '/api/organiser/events/1/models',
  '/api/organiser/marketing/recipients',
  '/api/organiser/marketing/messages',
];
const boundary = '----tixbroken';
const truncated = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nemail\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000`,
);
const BODIES = {
  truncated: { type: `multipart/form-data; boundary=${boundary}`, payload: truncated },
  'no boundary': { type: 'multipart/form-data', payload: truncated },
};

describe('malformed multipart bodies', () => {
  for (const url of ENDPOINTS)
    for (const [name, body] of Object.entries(BODIES))
      it(`${url}, ${name}: 400 problem`, async () => {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: {
            ...SAME_ORIGIN,
            'x-forwarded-for': '10.0.9.2',
            'x-requested-with': 'XMLHttpRequest',
            'content-type': body.type,
            cookie,
          },
          payload: body.payload,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        expect(res.json().detail).toBe(UNREADABLE_UPLOAD);
      });
});

describe('multipart only where an upload is read', () => {
  it('a multipart body sent to an endpoint that takes JSON is a 415 problem', async () => {
    const boundary2 = '----tixnotupload';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/organiser/events',
      headers: {
        ...SAME_ORIGIN,
        'x-forwarded-for': '10.0.9.3',
        'x-requested-with': 'XMLHttpRequest',
        'content-type': `multipart/form-data; boundary=${boundary2}`,
        cookie,
      },
      payload: Buffer.from(
        `--${boundary2}\r\nContent-Disposition: form-data; name="name"\r\n\r\nGig\r\n--${boundary2}--\r\n`,
      ),
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
  });
});

describe('request bodies are read as sent', () => {
  it('a gzip-compressed JSON body is not inflated: a 400 problem, nothing created', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(
        JSON.stringify({ emailOrPhone: 'customer@demo.co.za', password: 'Demo1234!', partner: false }),
      ),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
