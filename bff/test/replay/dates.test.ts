import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { daysBetween, todayInSouthAfrica } from '@tix/contract/domain/dates';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BffClient } from '../../../mocks/src/wiremock/client.ts';
import { bffFor } from '../helpers.ts';

// Issue 19, part 1: recordings keep the stand-in's picture relative to the day of replay. A
// recorded body holds no calendar date; WireMock renders each as today plus the recorded offset.

const MAPPINGS = join(import.meta.dirname, '../../../mocks/wiremock/mappings');
const LITERAL_DATE = /(?<![\w{'])20\d\d-[01]\d-[0-3]\d/;
/** A day written for people (`Sat, 05 Dec 2026`, `5 Dec 2026`), as posters draw it. */
const WRITTEN_DAY = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) 20\d\d\b/;

const stubs = () =>
  readdirSync(MAPPINGS)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      file: f,
      stub: JSON.parse(readFileSync(join(MAPPINGS, f), 'utf8')) as {
        request: { urlPath?: string };
        response: { body?: string; base64Body?: string; headers?: Record<string, string> };
      },
    }));

/** Objects of a JSON answer holding a year field with a literal year (`eventyear: '2027'`). */
function literalSplitDates(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) literalSplitDates(v, found);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (/year$/i.test(k) && /^20\d\d$/.test(String(v))) found.push(`${k}: ${String(v)}`);
      literalSplitDates(v, found);
    }
  return found;
}

let app: FastifyInstance;
let client: BffClient;
beforeAll(async () => {
  app = await bffFor(`${inject('wiremockUrl')}/`, { LEGACY_REPLAY: 'true' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  client = new BffClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
afterAll(() => app.close());

describe('recorded dates follow the day of replay', () => {
  it('no recorded answer holds a literal calendar date', () => {
    const literal = stubs().filter(({ stub }) => LITERAL_DATE.test(stub.response.body ?? ''));
    expect(literal.map((s) => s.file)).toEqual([]);
  });

  it('no recorded answer holds a date split into literal fields (eventyear and the like)', () => {
    const literal = stubs().filter(({ stub }) => {
      try {
        return literalSplitDates(JSON.parse(stub.response.body ?? 'null')).length > 0;
      } catch {
        return false;
      }
    });
    expect(literal.map((s) => s.file)).toEqual([]);
  });

  it('no recorded text holds a literal written day', () => {
    const literal = stubs().filter(({ stub }) => WRITTEN_DAY.test(stub.response.body ?? ''));
    expect(literal.map((s) => s.file)).toEqual([]);
  });

  it('replays posters as the JPEGs they were recorded as (a picture draws no day to go stale)', async () => {
    const posters = stubs().filter(({ stub }) => stub.request.urlPath?.startsWith('/posters/'));
    expect(posters.length).toBeGreaterThan(0);
    for (const { stub } of posters) {
      expect(stub.response.headers?.['content-type']).toBe('image/jpeg');
      expect(stub.response.base64Body).toBeDefined();
    }
    const res = await fetch(`${inject('wiremockUrl')}${posters[0]?.stub.request.urlPath}`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('WireMock renders the templates: the replayed home page has real, upcoming days', async () => {
    const r = await client.send({ method: 'GET', path: '/api/events' });
    const events = r.json as { day: string }[];
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.day))).toBe(true);
    const today = todayInSouthAfrica();
    // The home page lists coming events: recorded as coming, they are coming on any day of replay.
    expect(events.some((e) => daysBetween(today, e.day) >= 0 && daysBetween(today, e.day) <= 120)).toBe(true);
  });
});
