import type { FastifyInstance } from 'fastify';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';

/** Logs a demo account in through the BFF; returns a caller carrying its session cookie. */
export async function loggedIn(app: FastifyInstance, emailOrPhone = 'customer@demo.co.za') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: SAME_ORIGIN,
    payload: { emailOrPhone, password: 'Demo1234!', partner: false },
  });
  const cookie = sessionCookie(res.headers['set-cookie']);
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
    app.inject({ method, url, payload, headers: { cookie, ...SAME_ORIGIN, ...headers } });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: object, headers?: Record<string, string>) =>
      send('POST', url, payload, headers),
    put: (url: string, payload?: object) => send('PUT', url, payload),
    del: (url: string) => send('DELETE', url),
  };
}
