// A browser-like client of the BFF for recording journeys and replay tests.

export interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** A multipart form instead of a JSON body (uploads), sent as the SPA sends it. */
  form?: FormData;
  /** Which user's cookie jar to use; calls without one are a guest's. */
  as?: string;
}

/** A browser-like client with one cookie per named user. */
export class BffClient {
  private readonly jars = new Map<string, string>();
  constructor(private readonly base: string) {}

  async send(call: Call): Promise<{ status: number; json: unknown; contentType: string }> {
    const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', accept: 'application/json' };
    const jar = call.as ? this.jars.get(call.as) : undefined;
    if (jar) headers.cookie = jar;
    let body: string | FormData | undefined;
    if (call.form !== undefined) {
      // fetch sets the multipart content type and boundary; the SPA marks its uploads so.
      headers['x-requested-with'] = 'XMLHttpRequest';
      body = call.form;
    } else if (call.body !== undefined) {
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
