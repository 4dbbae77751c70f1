// The on-sale surge (issue 29): many people open one event's page at the same moment. Each of 200
// connections loads the page's reads in turn, as a browser does, for 10 s on a 20 ms upstream:
// the event with its ticket types and their availability (GET /api/events/:id), its likes, and
// the stock check of a ticket type that checkout makes (GET /api/checkout/availability, as a
// logged-in customer). The stand-in counts the legacy calls; the BFF starts cold, as at the
// moment sales open. The view the page records (a write) is left out: each view is its own call.
import autocannon from 'autocannon';
import type { BenchOptions } from './measure.ts';
import { forked, logIn, round2, SAME_ORIGIN } from './servers.ts';

const SURGE_EVENT = { eventId: '7', ticketId: '5020' };
const SURGE_CONNECTIONS = 200;

export interface SurgeResult {
  connections: number;
  seconds: number;
  upstreamLatencyMs: number;
  requests: number;
  legacyCalls: number;
  legacyCallsPer1000: number;
  p99Ms: number;
  rps: number;
  /** Non-2xx answers and socket errors together: must be 0. */
  errors: number;
}

export async function onSaleSurge(o: BenchOptions): Promise<SurgeResult> {
  const seconds = o.surgeSeconds;
  const standin = await forked('standin');
  const app = await forked('bff', standin.url);
  try {
    const cookie = await logIn(app.url);
    await standin.ask('chaos', o.upstreamLatencyMs);
    await standin.ask('calls', 'reset');
    const { eventId, ticketId } = SURGE_EVENT;
    const r = await autocannon({
      url: app.url,
      connections: SURGE_CONNECTIONS,
      duration: seconds,
      requests: [
        { method: 'GET', path: `/api/events/${eventId}`, headers: SAME_ORIGIN },
        { method: 'GET', path: `/api/events/${eventId}/likes`, headers: SAME_ORIGIN },
        {
          method: 'GET',
          path: `/api/checkout/availability?eventId=${eventId}&ticketId=${ticketId}`,
          headers: { ...SAME_ORIGIN, cookie },
        },
      ],
    });
    const legacyCalls = await standin.ask<number>('calls');
    const requests = r.requests.total;
    return {
      connections: SURGE_CONNECTIONS,
      seconds,
      upstreamLatencyMs: o.upstreamLatencyMs,
      requests,
      legacyCalls,
      legacyCallsPer1000: requests ? round2((legacyCalls / requests) * 1000) : 0,
      p99Ms: r.latency.p99,
      rps: Math.round(r.requests.average),
      errors: r.non2xx + r.errors,
    };
  } finally {
    await app.close();
    await standin.close();
  }
}
