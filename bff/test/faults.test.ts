import { afterEach, describe, expect, it } from 'vitest';
import { bffFor, SHORT_LEGACY_TIMEOUTS, upstream } from './helpers.ts';

const PROVINCES = JSON.stringify([{ provinceid: '1', province: 'gauteng' }]);
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

async function setup(handler: Parameters<typeof upstream>[0], env: Record<string, string> = {}) {
  const up = await upstream(handler);
  const app = await bffFor(up.url, { ...SHORT_LEGACY_TIMEOUTS, ...env });
  cleanup.push(() => app.close(), up.close);
  return { app, up };
}

describe('legacy faults become clear problems, never crashes or hangs', () => {
  it('parses JSON sent as text/html with a BOM and a PHP warning before it', async () => {
    const { app } = await setup((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`\uFEFF<br />\n<b>Warning</b>: Undefined index in x.php on line 3<br />\n${PROVINCES}`);
    });
    const res = await app.inject('/api/provinces');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: '1', name: 'gauteng' }]);
  });

  it('answers 502 with a readable sentence for an HTML error page', async () => {
    const { app } = await setup((_req, res) => res.end('<html><body>Fatal error</body></html>'));
    const res = await app.inject('/api/provinces');
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/could not use/);
  });

  it('answers 502 when the answer does not match the catalogue schema', async () => {
    const { app } = await setup((_req, res) => res.end(JSON.stringify({ unexpected: true })));
    expect((await app.inject('/api/provinces')).statusCode).toBe(502);
  });

  it('retries a read once after a 500, then succeeds', async () => {
    let n = 0;
    const { app, up } = await setup((_req, res) => {
      n++;
      if (n === 1) {
        res.statusCode = 500;
        res.end('oops');
      } else res.end(PROVINCES);
    });
    const res = await app.inject('/api/provinces');
    expect(res.statusCode).toBe(200);
    expect(up.hits()).toBe(2);
  });

  it('answers 503 when the legacy keeps failing, after exactly two tries', async () => {
    const { app, up } = await setup((_req, res) => {
      res.statusCode = 500;
      res.end();
    });
    const res = await app.inject('/api/provinces');
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/unreachable/);
    expect(up.hits()).toBe(2);
  });

  it('answers 503 when connections are reset', async () => {
    const { app } = await setup((req) => req.socket.destroy());
    expect((await app.inject('/api/provinces')).statusCode).toBe(503);
  });

  it('answers 504 when the legacy is too slow, within the deadline', async () => {
    const { app } = await setup((_req, res) => {
      setTimeout(() => res.end(PROVINCES), 3000).unref();
    });
    const started = Date.now();
    const res = await app.inject('/api/provinces');
    expect(res.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('answers 502 for a body over the size limit', async () => {
    const { app } = await setup((_req, res) => res.end(`[${'"x",'.repeat(300_000)}"x"]`), {
      LEGACY_MAX_RESPONSE_BYTES: '100000',
    });
    expect((await app.inject('/api/provinces')).statusCode).toBe(502);
  });

  it('answers 503 when nothing listens', async () => {
    const app = await bffFor('http://127.0.0.1:9/', SHORT_LEGACY_TIMEOUTS);
    cleanup.push(() => app.close());
    const res = await app.inject('/api/events');
    expect(res.statusCode).toBe(503);
    expect(res.json().title).toBe('Service unavailable');
  });

  it('opens the breaker after repeated failures and then fails fast without calling', async () => {
    const { app, up } = await setup((_req, res) => {
      res.statusCode = 500;
      res.end();
    });
    for (let i = 0; i < 6; i++) await app.inject(`/api/categories?limit=${i + 1}`);
    const before = up.hits();
    const res = await app.inject('/api/categories?limit=50');
    expect(res.statusCode).toBe(503);
    expect(up.hits()).toBe(before);
    expect((await app.inject('/readyz')).statusCode).toBe(503);
  });

  it('serves the last good answer while the legacy is down (stale-if-error)', async () => {
    let down = false;
    const { app } = await setup((_req, res) => {
      if (down) {
        res.statusCode = 500;
        res.end();
      } else res.end(PROVINCES);
    });
    expect((await app.inject('/api/provinces')).statusCode).toBe(200);
    down = true;
    await new Promise((r) => setTimeout(r, 80));
    const res = await app.inject('/api/provinces');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: '1', name: 'gauteng' }]);
  });

  it('makes one legacy call for many simultaneous identical reads', async () => {
    const { app, up } = await setup((_req, res) => setTimeout(() => res.end(PROVINCES), 50));
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject('/api/provinces')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(up.hits()).toBe(1);
  });
});
