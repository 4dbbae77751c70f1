import type {} from '@fastify/secure-session';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {} from '../src/plugins/session.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// The sealed session cookie is opened once and its content kept (plugins/session.ts): every
// request still gets a session of its own, and nothing one request does changes another's.
const ctx = {} as { app: FastifyInstance; close: () => Promise<void> };
let sealed = '';
beforeAll(async () => {
  Object.assign(ctx, await stack());
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone: 'customer@demo.co.za', password: 'Demo1234!', partner: false },
  });
  expect(login.statusCode).toBe(200);
  sealed = decodeURIComponent(sessionCookie(login.headers['set-cookie']).split('=').slice(1).join('='));
});
afterAll(() => ctx.close());

describe('a sealed session opened once', () => {
  it('gives each request its own session over values nobody can change in place', () => {
    const first = ctx.app.decodeSecureSession(sealed);
    const second = ctx.app.decodeSecureSession(sealed);
    expect(first?.user?.accountType).toBe('customer');
    expect(second?.user).toEqual(first?.user);
    // A value replaced in one request's session is that request's alone.
    first?.set('user', { ...(first.user as object), accountName: 'Someone else' } as never);
    expect(ctx.app.decodeSecureSession(sealed)?.user?.accountName).not.toBe('Someone else');
    // A kept value cannot be changed in place.
    const kept = ctx.app.decodeSecureSession(sealed);
    expect(() => {
      (kept?.user as { accountName: string }).accountName = 'Changed';
    }).toThrow(TypeError);
    expect(ctx.app.decodeSecureSession(sealed)?.user?.accountName).toBe(second?.user?.accountName);
  });

  it('still reads the session on every request: the cookie opens the customer’s tickets', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        url: '/api/tickets',
        headers: { ...SAME_ORIGIN, cookie: `session=${encodeURIComponent(sealed)}` },
      });
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
  });
});

// The Cookie header is parsed once per distinct header: each request still gets its own object.
describe('a Cookie header parsed once', () => {
  it('gives each request its own cookies, equal to a fresh parse', () => {
    const header = `theme=dark; session=${encodeURIComponent(sealed)}; note=a%20b`;
    const first = ctx.app.parseCookie(header);
    expect(first).toEqual({ theme: 'dark', session: sealed, note: 'a b' });
    // What one request adds or changes is its own.
    first.theme = 'light';
    first.extra = 'x';
    const second = ctx.app.parseCookie(header);
    expect(second).toEqual({ theme: 'dark', session: sealed, note: 'a b' });
    expect(second).not.toBe(first);
  });

  it('reads a different header afresh, and a logout still ends the session it names', async () => {
    expect(ctx.app.parseCookie('session=abc')).toEqual({ session: 'abc' });
    expect(ctx.app.parseCookie('session=abd')).toEqual({ session: 'abd' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: SAME_ORIGIN,
      payload: { emailOrPhone: 'customer@demo.co.za', password: 'Demo1234!', partner: false },
    });
    const cookie = sessionCookie(login.headers['set-cookie']);
    const headers = { ...SAME_ORIGIN, cookie };
    expect((await ctx.app.inject({ url: '/api/tickets', headers })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/session', headers })).statusCode,
    ).toBeLessThan(300);
    // The same header, parsed from the memo, names a session the ledger has ended.
    expect((await ctx.app.inject({ url: '/api/tickets', headers })).statusCode).toBe(401);
  });
});
