import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { LookupListener } from '../lib/cache.ts';
import { SeriesCounter, SeriesHistogram } from '../lib/histogram.ts';
import { problem } from '../lib/problem.ts';

// Prometheus metrics (prom-client), one registry per server: request rate and latency per route,
// legacy call latency and errors per operation, breaker state, public-read cache lookups and
// Redis availability. `/metrics` answers only the addresses of METRICS_ALLOW (loopback by
// default), judged by the connection's own address, never by X-Forwarded-For.

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      cacheLookup: LookupListener;
      /** Counts an answer and its legacy calls: called by the server's one onResponse hook (app.ts). */
      answered: (req: FastifyRequest, reply: FastifyReply, route: string) => void;
    };
  }
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/** The allow-list as a BlockList (addresses and CIDRs, IPv4 and IPv6). */
export function allowList(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

export default fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bff_' });
  // The per-request series (answers, their latency, legacy calls, cache lookups): bound once per label set and
  // recorded with plain additions (lib/histogram.ts), exposed as prom-client's own would be.
  const requests = new SeriesCounter<'method' | 'route' | 'status'>(
    'bff_http_requests_total',
    'Requests answered, by method, route and status',
    registry,
  );
  const latency = new SeriesHistogram<'method' | 'route'>(
    'bff_http_request_duration_seconds',
    'Time to answer, by method and route',
    SECONDS,
    registry,
  );
  const legacyLatency = new SeriesHistogram<'operation' | 'outcome'>(
    'bff_legacy_call_duration_seconds',
    'Legacy call duration, by operation and outcome (200, refused, 503, breaker-open, ...)',
    SECONDS,
    registry,
  );
  const legacyErrors = new SeriesCounter<'operation' | 'outcome'>(
    'bff_legacy_call_errors_total',
    'Legacy calls that failed, by operation and outcome',
    registry,
  );
  const cacheLookups = new SeriesCounter<'outcome' | 'store'>(
    'bff_public_read_cache_lookups_total',
    'Public-read cache lookups, by outcome (hit, miss, stale) and store (memory, redis)',
    registry,
  );
  new Gauge({
    name: 'bff_legacy_breaker_open',
    help: '1 while a circuit breaker in front of the legacy is open',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('legacyClient') && !app.legacyClient.healthy ? 1 : 0);
    },
  });
  new Gauge({
    name: 'bff_redis_up',
    help: '1 while Redis is reachable, 0 while it is not (-1: REDIS_URL not set, state in memory)',
    registers: [registry],
    collect() {
      this.set(app.shared ? (app.shared.up ? 1 : 0) : -1);
    },
  });

  // Each series' recorder kept by its label values (prom-client hashes a label object on every
  // inc and observe), looked up by the values themselves in nested maps: no key string is built
  // per request (a route's string is the route's own, its hash computed once).
  /** The map kept under `key` in `outer`, made on first use. */
  const within = <K, V extends Map<unknown, unknown>>(outer: Map<K, V>, key: K): V => {
    let inner = outer.get(key);
    if (inner === undefined) {
      inner = new Map() as V;
      outer.set(key, inner);
    }
    return inner;
  };
  type Answered = { count: () => void; time: (seconds: number) => void };
  const byRoute = new Map<string, Map<string, Map<number, Answered>>>();
  const answerSeries = (method: string, route: string, status: number): Answered => {
    const byStatus = within(within(byRoute, route), method);
    let known = byStatus.get(status);
    if (known === undefined) {
      // A route's latency series is shared by its statuses.
      const time = [...byStatus.values()][0]?.time ?? latency.series({ method, route });
      known = { count: requests.series({ method, route, status }), time };
      byStatus.set(status, known);
    }
    return known;
  };
  type LegacySeries = { time: (seconds: number) => void; errors: (() => void) | null };
  const byOperation = new Map<string, Map<number | string, LegacySeries>>();
  const legacySeries = (op: string, outcome: number | string): LegacySeries => {
    const byOutcome = within(byOperation, op);
    let known = byOutcome.get(outcome);
    if (known === undefined) {
      known = {
        time: legacyLatency.series({ operation: op, outcome: String(outcome) }),
        errors: outcome === 200 ? null : legacyErrors.series({ operation: op, outcome: String(outcome) }),
      };
      byOutcome.set(outcome, known);
    }
    return known;
  };
  const byLookup = new Map<string, Map<string, () => void>>();
  const lookupSeries = (outcome: string, store: string): (() => void) => {
    const byStore = within(byLookup, outcome);
    let known = byStore.get(store);
    if (known === undefined) {
      known = cacheLookups.series({ outcome, store });
      byStore.set(store, known);
    }
    return known;
  };

  // No hook of its own: the server's onResponse hook (app.ts) reads the route once (Fastify
  // builds a new routeOptions object on every read) and calls this after its log line.
  const answered = (req: FastifyRequest, reply: FastifyReply, route: string) => {
    if (route === '/metrics') return;
    const r = answerSeries(req.method, route, reply.statusCode);
    r.count();
    r.time(reply.elapsedTime / 1000);
    // Only the requests that called the legacy have timings (reading the list creates it).
    const timings = (req as { _timings?: typeof req.legacyTimings })._timings;
    if (timings) {
      for (const { op, ms, status: outcome } of timings) {
        const l = legacySeries(op, outcome);
        l.time(ms / 1000);
        l.errors?.();
      }
    }
  };
  app.decorate('metrics', {
    registry,
    cacheLookup: (outcome, store) => lookupSeries(outcome, store)(),
    answered,
  });

  const allowed = allowList(opts.config.METRICS_ALLOW);
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!allowed(req.socket.remoteAddress)) {
      return reply
        .code(404)
        .type('application/problem+json')
        .send(problem(404, 'Invalid request', 'Nothing is here.'));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
