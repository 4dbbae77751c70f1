// One server of the bench in its own process (forked by servers.ts), as in production: the
// stand-in (counting the legacy calls it receives), the BFF or the bare hop (below). It sends its
// port over IPC and answers the parent's asks: `calls` (and reset), `last` (the last call of an
// operation), `chaos` (upstream latency), `clear-cache` (the BFF's read cache), `target` (what the
// bare hop forwards), `cpu` (this process's CPU time so far, in microseconds).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { buildStandin, standinOf } from '../../mocks/src/legacy/index.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

type Ask = {
  id: number;
  kind: 'calls' | 'last' | 'chaos' | 'clear-cache' | 'target' | 'cpu' | 'close';
  arg?: unknown;
};
const reply = (id: number, value: unknown) => process.send?.({ id, value });
const role = process.argv[2];
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
process.on('message', (m: Ask) => {
  if (m.kind === 'cpu') reply(m.id, cpuMicros());
});

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
    if (m.kind === 'clear-cache') {
      app.readCache.clear();
      reply(m.id, true);
    } else if (m.kind === 'close') {
      await app.close();
      reply(m.id, true);
      process.exit(0);
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
} else if (role === 'proxy') {
  // The bare hop: the least any server between the browser and the legacy can do. It forwards
  // every request as the one legacy call it was given (same client library and pool as the BFF),
  // parses the answer and sends it on as JSON: no session, no checks, no headers of its own. On
  // the bench it is the floor of one extra hop on this machine, against which the BFF is read.
  const pool = new Pool(process.argv[3] as string, { connections: 64 });
  let target = { path: '/', cookie: '' };
  const server = createServer((_req, res) => {
    pool
      .request({ path: target.path, method: 'GET', headers: target.cookie ? { cookie: target.cookie } : {} })
      .then((up) => up.body.text())
      .then((text) => {
        const body = JSON.stringify(JSON.parse(text));
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(502);
        res.end();
      });
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('message', (m: Ask) => {
    if (m.kind === 'target') {
      target = m.arg as typeof target;
      reply(m.id, true);
    } else if (m.kind === 'close') {
      server.close();
      void pool.close();
      reply(m.id, true);
      process.exit(0);
    }
  });
} else {
  throw new Error(`bench child: unknown role ${role}`);
}
