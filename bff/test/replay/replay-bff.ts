import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { BffClient } from '../../../mocks/src/wiremock/client.ts';
import { bffFor } from '../helpers.ts';

/**
 * A BFF in front of the replaying WireMock, listening on a free port, and a browser-like client,
 * started before the file's tests and stopped after; each `[as, emailOrPhone]` login is made
 * first, as the journey that recorded them did.
 */
export function replayBff(logins: readonly (readonly [as: string, emailOrPhone: string])[] = []) {
  const rig = {} as { app: FastifyInstance; client: BffClient };
  beforeAll(async () => {
    rig.app = await bffFor(`${inject('wiremockUrl')}/`, { LEGACY_REPLAY: 'true' });
    await rig.app.listen({ port: 0, host: '127.0.0.1' });
    const address = rig.app.server.address();
    rig.client = new BffClient(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    for (const [as, emailOrPhone] of logins) {
      const r = await rig.client.send({
        method: 'POST',
        path: '/api/session',
        body: { emailOrPhone, password: 'Demo1234!', partner: false },
        as,
      });
      expect(r.status, `login ${emailOrPhone}`).toBe(200);
    }
  });
  afterAll(() => rig.app.close());
  return rig;
}
