import type { FastifyInstance } from 'fastify';
import { buildStandin, type StandinOptions } from '../server.ts';

/** A fixed clock: every test sees the same seed. */
export const NOW = new Date('2026-03-02T08:00:00Z');
export const TODAY = '2026-03-02';

export const build = (options: StandinOptions = {}) => buildStandin({ now: () => NOW, ...options });

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): unknown;
  cookie(): string | undefined;
}

const answer = (r: { statusCode: number; headers: Answer['headers']; body: string }): Answer => ({
  status: r.statusCode,
  headers: r.headers,
  body: r.body,
  json: () => JSON.parse(r.body),
  /** The `name=value` part of the first Set-Cookie. */
  cookie: () => {
    const set = r.headers['set-cookie'];
    const first = Array.isArray(set) ? set[0] : typeof set === 'string' ? set : undefined;
    return first?.split(';')[0];
  },
});

/** `GET /webservices.php?q=OP&...` */
export async function op(
  app: FastifyInstance,
  name: string,
  params: Record<string, string> = {},
  cookie?: string,
): Promise<Answer> {
  const query = new URLSearchParams({ q: name, ...params });
  const r = await app.inject({ url: `/webservices.php?${query}`, headers: cookie ? { cookie } : {} });
  return answer(r);
}

/** `GET {path}` on the stand-in, e.g. `/logout.php`. */
export async function get(app: FastifyInstance, url: string, cookie?: string): Promise<Answer> {
  return answer(await app.inject({ url, headers: cookie ? { cookie } : {} }));
}

/** A urlencoded POST, as PHP forms arrive. */
export async function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<Answer> {
  const r = await app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
  return answer(r);
}

export const login = (app: FastifyInstance, email: string, password: string, partner: 'yes' | 'no' = 'no') =>
  postForm(app, '/loginWeb.php', { os: 'web', posterUri: 'http://localhost:8080', email, password, partner });

/** Rows of a list answer (`{val: 0}` is none). */
export function rowsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value : [];
}
