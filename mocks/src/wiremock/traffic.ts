// The BFF traffic that `npm run record` drives through WireMock's recorder (and that the replay
// suite repeats). Every call goes through the BFF, so what is recorded is exactly what the BFF
// sends the legacy service.

export interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** Which user's cookie jar to use; calls without one are a guest's. */
  as?: string;
}

export const DEMO_PASSWORD = 'Demo1234!';

/** A browser-like client with one cookie per named user. */
export class BffClient {
  private readonly jars = new Map<string, string>();
  constructor(private readonly base: string) {}

  async send(call: Call): Promise<{ status: number; json: unknown; contentType: string }> {
    const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', accept: 'application/json' };
    const jar = call.as ? this.jars.get(call.as) : undefined;
    if (jar) headers.cookie = jar;
    let body: string | undefined;
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    const res = await fetch(new URL(call.path, this.base), { method: call.method, headers, body });
    const setCookie = res.headers.getSetCookie();
    const session = setCookie.find((c) => /^(__Host-)?session=/.test(c));
    if (call.as && session) this.jars.set(call.as, session.split(';')[0] ?? '');
    const contentType = res.headers.get('content-type') ?? '';
    const json = contentType.includes('json') ? await res.json() : await res.arrayBuffer();
    return { status: res.status, json, contentType };
  }
}

const login = (as: string, emailOrPhone: string, partner = false, password = DEMO_PASSWORD): Call => ({
  method: 'POST',
  path: '/api/session',
  body: { emailOrPhone, password, partner },
  as,
});

/** The recorded journeys of the foundation slice. Event-specific calls are added from answers. */
export const BROWSE_CALLS: Call[] = [
  { method: 'GET', path: '/api/provinces' },
  { method: 'GET', path: '/api/categories?limit=9' },
  { method: 'GET', path: '/api/categories' },
  { method: 'GET', path: '/api/events' },
  { method: 'GET', path: '/api/events?province=gauteng' },
  { method: 'GET', path: '/api/events?province=western+cape' },
  { method: 'GET', path: '/api/events?province=northern+cape' },
  { method: 'GET', path: '/api/events?category=music+concert' },
  { method: 'GET', path: '/api/events?category=tea+party' },
  { method: 'GET', path: '/api/events/search?q=festival' },
  { method: 'GET', path: '/api/events/search?q=nothing-matches-this' },
  { method: 'GET', path: '/api/events/999999' },
];

export const SESSION_CALLS: Call[] = [
  login('customer', 'customer@demo.co.za'),
  { method: 'GET', path: '/api/session', as: 'customer' },
  { method: 'GET', path: '/api/events/search?q=festival', as: 'customer' },
  { method: 'DELETE', path: '/api/session', as: 'customer' },
  login('organiser', 'organiser@demo.co.za'),
  { method: 'GET', path: '/api/session', as: 'organiser' },
  { method: 'GET', path: '/api/events/search?q=a', as: 'organiser' },
  { method: 'DELETE', path: '/api/session', as: 'organiser' },
  login('partner', 'partner@demo.co.za', true),
  { method: 'GET', path: '/api/session', as: 'partner' },
  { method: 'DELETE', path: '/api/session', as: 'partner' },
  login('intruder', 'customer@demo.co.za', false, 'not-the-password'),
];

/** Runs the recorded journeys against a BFF; returns the events it saw (for event-page calls). */
export async function driveTraffic(bffUrl: string, log: (line: string) => void = () => {}): Promise<void> {
  const client = new BffClient(bffUrl);
  for (const call of BROWSE_CALLS) {
    const r = await client.send(call);
    log(`${r.status} ${call.method} ${call.path}`);
  }
  const events = (await client.send({ method: 'GET', path: '/api/events' })).json as {
    id: string;
    posterUrl: string | null;
  }[];
  for (const event of events.slice(0, 3)) {
    const r = await client.send({ method: 'GET', path: `/api/events/${event.id}` });
    log(`${r.status} GET /api/events/${event.id}`);
  }
  for (const event of events.filter((e) => e.posterUrl?.startsWith('/api/')).slice(0, 2)) {
    const r = await client.send({ method: 'GET', path: event.posterUrl ?? '' });
    log(`${r.status} GET ${event.posterUrl}`);
  }
  for (const call of SESSION_CALLS) {
    const r = await client.send(call);
    log(`${r.status} ${call.method} ${call.path}${call.as ? ` as ${call.as}` : ''}`);
  }
}
