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

let app: FastifyInstance;
let client: BffClient;
beforeAll(async () => {
  app = await bffFor(`${inject('wiremockUrl')}/`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  client = new BffClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
afterAll(() => app.close());

describe('recorded dates follow the day of replay', () => {
  it('no recorded answer holds a literal calendar date', () => {
    const literal = readdirSync(MAPPINGS)
      .filter((f) => f.endsWith('.json'))
      .filter((f) => {
        const stub = JSON.parse(readFileSync(join(MAPPINGS, f), 'utf8')) as { response: { body?: string } };
        return LITERAL_DATE.test(stub.response.body ?? '');
      });
    expect(literal).toEqual([]);
  });

  it('WireMock renders the templates: the replayed home page has real, upcoming days', async () => {
    const r = await client.send({ method: 'GET', path: '/api/events' });
    const events = r.json as { day: string }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.day))).toBe(true);
    const today = todayInSouthAfrica();
    // The home page lists coming events: recorded as coming, they are coming on any day of replay.
    expect(events.some((e) => daysBetween(today, e.day) >= 0 && daysBetween(today, e.day) <= 120)).toBe(true);
  });
});
