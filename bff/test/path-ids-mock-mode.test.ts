import { describe, expect, it } from 'vitest';
import { createInMemoryBff } from '../src/in-memory/bff.ts';
import { BrowserSession } from '../src/in-memory/session.ts';
import type { LegacyTransport } from '../src/legacy/transport.ts';

// Mock mode runs the BFF's own routes in the browser: the contract's id rule holds there too.
// (Dot segments never reach it: the browser's URL parser resolves `..` and `%2e%2e` first.)

describe('ids in the path, in mock mode', () => {
  it('answers 400 naming the param, without a legacy call', async () => {
    let calls = 0;
    const transport: LegacyTransport = {
      send: async () => {
        calls++;
        return { status: 200, headers: {}, body: '{"val":0}' } as unknown as Awaited<
          ReturnType<LegacyTransport['send']>
        >;
      },
      asset: async () => {
        calls++;
        return null;
      },
      close: async () => {},
    };
    const bff = createInMemoryBff({ transport });
    for (const path of [
      '/api/events/..%252f..%252fetc%252fpasswd/likes',
      '/api/events/a%2Fb/likes',
      '/api/purchases/ev%207',
    ]) {
      const res = await bff.handle(new Request(`http://localhost:5173${path}`), new BrowserSession());
      expect(res?.status, path).toBe(400);
      const body = (await res?.json()) as { errors?: Record<string, string> };
      expect(Object.keys(body.errors ?? {}).length, path).toBe(1);
    }
    expect(calls).toBe(0);
  });
});
