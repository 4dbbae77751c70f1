import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BffClient } from '../../../mocks/src/wiremock/client.ts';
import { bffFor } from '../helpers.ts';

// Issue 19, part 3: a request with no recording is named, and is no fault of the service.

let app: FastifyInstance;
let client: BffClient;
beforeAll(async () => {
  app = await bffFor(`${inject('wiremockUrl')}/`, { LEGACY_REPLAY: 'true' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  client = new BffClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
afterAll(() => app.close());

describe('a missing recording', () => {
  it('is answered with a problem naming the operation and its parameters', async () => {
    const r = await client.send({ method: 'GET', path: '/api/events/424242/likes' });
    expect(r.status).toBe(502);
    expect(r.json).toMatchObject({ title: 'No recording' });
    expect((r.json as { detail: string }).detail).toContain('GETNUMBEROFLIKES with eventid=424242');
  });

  it('does not open the circuit breaker: recorded answers keep coming', async () => {
    for (let i = 0; i < 8; i++) await client.send({ method: 'GET', path: `/api/events/${424300 + i}/likes` });
    const recorded = await client.send({ method: 'GET', path: '/api/events/7/likes' });
    expect(recorded.status).toBe(200);
  });
});
