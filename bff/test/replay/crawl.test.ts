import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BffClient } from '../../../mocks/src/wiremock/client.ts';
import { crawlJourney } from '../../../mocks/src/wiremock/journeys/crawl.ts';
import { bffFor } from '../helpers.ts';

// Issue 19, part 2: the replayed product is browsable per role, not only the tests' journeys. The
// same crawl that recorded every screen's reads walks them again on replay: every one answers as
// it did when recorded.

let app: FastifyInstance;
let client: BffClient;
beforeAll(async () => {
  app = await bffFor(`${inject('wiremockUrl')}/`, { LEGACY_REPLAY: 'true', RATE_LIMIT_ALLOW: '127.0.0.1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  client = new BffClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
afterAll(() => app.close());

describe('every screen of every role, replayed', () => {
  it('answers each read of the customer’s, the organiser’s and the partner’s screens', async () => {
    const lines: string[] = [];
    await crawlJourney(client, (line) => lines.push(line));
    expect(lines.filter((line) => line.startsWith('200 ')).length).toBeGreaterThan(100);
    // 422 is the service's own answer (an event not on sale offers no bank transfer); anything
    // else (a 502 'No recording' above all) means a screen that does not replay.
    expect(lines.filter((line) => !/^(200|422) /.test(line))).toEqual([]);
  }, 60_000);
});
