import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// A stack per test file and browser-like clients with addresses of their own, so the per-IP
// rate limits of one test do not spill into the next.

export function accountStack() {
  const ctx = {} as { app: FastifyInstance; standinUrl: string; close: () => Promise<void> };
  beforeAll(async () => {
    // The rig is the one proxy in front: each browser's X-Forwarded-For is its own address.
    Object.assign(ctx, await stack({ TRUST_PROXY: '1' }));
  });
  afterAll(() => ctx.close());

  let nextIp = 10;
  /** A browser: its own address (the BFF trusts the proxy header) and its session cookie. */
  function browser() {
    const ip = `10.0.0.${nextIp++}`;
    let cookie = '';
    const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const next = sessionCookie(res.headers['set-cookie']);
      if (next) cookie = next;
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    };
    return {
      get: (url: string) => send('GET', url),
      post: (url: string, payload?: unknown) => send('POST', url, payload ?? {}),
      put: (url: string, payload: unknown) => send('PUT', url, payload),
      del: (url: string) => send('DELETE', url),
      login: (emailOrPhone: string, password = 'Demo1234!', partner = false) =>
        send('POST', '/api/session', { emailOrPhone, password, partner }),
    };
  }

  /** The last code the stand-in "sent" to this address. */
  async function lastCode(to: string): Promise<string> {
    const res = await fetch(`${ctx.standinUrl}__standin/outbox?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()) as { code?: string }[];
    return messages.at(-1)?.code ?? '';
  }

  /** Every message the stand-in "sent" (to one address when given), oldest first. */
  async function outbox(to?: string): Promise<{ to: string; subject: string; body: string }[]> {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    return (await fetch(`${ctx.standinUrl}__standin/outbox${query}`)).json() as never;
  }

  const resetStandin = () => fetch(`${ctx.standinUrl}__standin/reset`, { method: 'POST' });
  return { browser, lastCode, outbox, resetStandin, standinUrl: () => ctx.standinUrl };
}

export const customer = (email: string) => ({
  firstName: 'Sipho',
  surname: 'Ndlovu',
  email,
  phone: '0720000100',
  password: 'Secret123',
  confirmPassword: 'Secret123',
});
