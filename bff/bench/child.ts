// One server of the bench in its own process (forked by measure.ts), as in production: the
// stand-in (counting the legacy calls it receives) or the BFF. It sends its port over IPC and
// answers the parent's requests: `calls` (and reset), `last` (the last call of an operation),
// `chaos` (upstream latency).
import type { AddressInfo } from 'node:net';
import { buildStandin, standinOf } from '../../mocks/src/legacy/index.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

type Ask = { id: number; kind: 'calls' | 'last' | 'chaos' | 'close'; arg?: unknown };
const reply = (id: number, value: unknown) => process.send?.({ id, value });
const role = process.argv[2];

if (role === 'standin') {
  const standin = buildStandin();
  let calls = 0;
  const last = new Map<string, { url: string; cookie: string }>();
  standin.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/__standin') || /\.(?:png|jpe?g|webp|gif|svg)(?:\?|$)/i.test(req.url)) return;
    calls++;
    const q = new URL(req.url, 'http://x').searchParams;
    const key = [q.get('q'), q.get('subquery')].filter(Boolean).join(':');
    last.set(key, { url: req.url, cookie: String(req.headers.cookie ?? '') });
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async (m: Ask) => {
    if (m.kind === 'calls') {
      reply(m.id, calls);
      if (m.arg === 'reset') calls = 0;
    } else if (m.kind === 'last') reply(m.id, last.get(String(m.arg)) ?? null);
    else if (m.kind === 'chaos') {
      standinOf(standin).chaos.set({ mode: 'latency', ms: Number(m.arg) });
      reply(m.id, true);
    } else if (m.kind === 'close') {
      await standin.close();
      reply(m.id, true);
      process.exit(0);
    }
  });
  process.send?.({ port: (standin.server.address() as AddressInfo).port });
} else if (role === 'bff') {
  const { config } = loadConfig({
    LEGACY_BASE_URL: `${process.argv[3]}/`,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ALLOW: '127.0.0.1',
    // A fourth argument: the Redis the BFF shares its state through.
    ...(process.argv[4] ? { REDIS_URL: process.argv[4] } : {}),
  });
  const app = await buildServer(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async (m: Ask) => {
    if (m.kind === 'close') {
      await app.close();
      reply(m.id, true);
      process.exit(0);
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
} else {
  throw new Error(`bench child: unknown role ${role}`);
}
