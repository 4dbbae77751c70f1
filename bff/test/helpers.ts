import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

/**
 * Short legacy timeouts, for the fault tests (an `upstream()` that stalls): they finish quickly.
 * Every other file keeps the configuration's own: on a loaded machine a cold first request to the
 * stand-in in the same process can take over 400 ms (a 504, and five in a row open the breaker).
 */
export const SHORT_LEGACY_TIMEOUTS = {
  LEGACY_READ_TIMEOUT_MS: '400',
  LEGACY_READ_DEADLINE_MS: '1000',
  LEGACY_WRITE_DEADLINE_MS: '1000',
} as const;

/** A BFF pointed at `legacyUrl`, quiet, with the configuration's legacy timeouts unless `env` says otherwise. */
export async function bffFor(legacyUrl: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const { config } = loadConfig({
    LEGACY_BASE_URL: legacyUrl,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    CACHE_TTL_MS: '50',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  return buildServer(config, { logger: false });
}

/** A throwaway upstream on a random loopback port, for fault tests. */
export async function upstream(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; server: Server; close: () => Promise<void>; hits: () => number }> {
  let hits = 0;
  const server = createServer((req, res) => {
    hits++;
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    server,
    hits: () => hits,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Extracts the BFF session cookie from a response, for the next request. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((c) => c.startsWith('session=') || c.startsWith('__Host-session='));
  return found?.split(';')[0] ?? '';
}
