// `npm run bench`: performance figures, printed as one table.
// 1. Throughput of a proxied read (GET /api/events) through the BFF, against direct calls to the
//    same upstream (the stand-in) and against a bare pass-through proxy, as ratios in one run;
//    the BFF both with its cache and with caching off.
// 2. Legacy calls per page view (the home page's API calls, as the SPA makes them).
// 3. Initial JS of the home route, gzip (needs `npm run build` first; skipped otherwise).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { request } from 'undici';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

async function rps(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

const port = (s: { address(): unknown }) => (s.address() as AddressInfo).port;

// The upstream, counting the legacy calls it receives.
let upstreamCalls = 0;
const standin = buildStandin();
standin.addHook('onRequest', async () => {
  upstreamCalls++;
});
await standin.listen({ port: 0, host: '127.0.0.1' });
const upstream = `http://127.0.0.1:${port(standin.server)}`;

// A bare pass-through proxy: what any proxy costs, with nothing of the BFF's work.
const proxy = createServer(async (req, res) => {
  const r = await request(`${upstream}${req.url}`);
  res.writeHead(r.statusCode, { 'content-type': String(r.headers['content-type'] ?? '') });
  res.end(Buffer.from(await r.body.arrayBuffer()));
});
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));

async function bff(cacheTtl: string) {
  const { config } = loadConfig({
    LEGACY_BASE_URL: `${upstream}/`,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
    CACHE_TTL_MS: cacheTtl,
  });
  const app = await buildServer(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
const cached = await bff('30000');
const uncached = await bff('1');

// Warm-up (JIT, connection pools) before anything is measured.
for (const url of [
  `${upstream}/webservices.php?q=EVENTS`,
  `http://127.0.0.1:${port(uncached.server)}/api/events`,
]) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
}
const direct = await rps(`${upstream}/webservices.php?q=EVENTS`);
const passThrough = await rps(`http://127.0.0.1:${port(proxy)}/webservices.php?q=EVENTS`);
const bffUncached = await rps(`http://127.0.0.1:${port(uncached.server)}/api/events`);
const bffCached = await rps(`http://127.0.0.1:${port(cached.server)}/api/events`);

// Legacy calls for one view of the home page (a fresh BFF, so nothing is cached yet).
const fresh = await bff('30000');
upstreamCalls = 0;
const home = ['/api/session', '/api/provinces', '/api/categories?limit=9', '/api/events'];
for (const path of home) await fetch(`http://127.0.0.1:${port(fresh.server)}${path}`);
const firstView = upstreamCalls;
upstreamCalls = 0;
for (const path of home) await fetch(`http://127.0.0.1:${port(fresh.server)}${path}`);
const secondView = upstreamCalls;

console.log(`\nGET /api/events, ${CONNECTIONS} connections, ${DURATION} s each (requests per second)`);
console.table({
  'direct to upstream': { rps: direct, 'ratio to direct': 1 },
  'bare pass-through proxy': { rps: passThrough, 'ratio to direct': +(passThrough / direct).toFixed(2) },
  'BFF, 1 ms TTL (coalescing only)': {
    rps: bffUncached,
    'ratio to direct': +(bffUncached / direct).toFixed(2),
  },
  'BFF, cached': { rps: bffCached, 'ratio to direct': +(bffCached / direct).toFixed(2) },
});
console.log(`BFF (1 ms TTL) vs bare proxy: ${(bffUncached / passThrough).toFixed(2)}`);
console.log(`Legacy calls per home page view: ${firstView} on a cold cache, ${secondView} warm`);

const dist = join(import.meta.dirname, '../../web/dist');
if (existsSync(join(dist, 'index.html'))) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const bytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  console.log(
    `Initial JS of the home route: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
  );
} else {
  console.log('Initial JS of the home route: run `npm run build` first');
}

await Promise.all([cached.close(), uncached.close(), fresh.close(), standin.close()]);
proxy.close();
