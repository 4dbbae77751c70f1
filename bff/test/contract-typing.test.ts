import { api, legacy } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import type { DomainRoutes } from '../src/http/implement.ts';
import type { LegacyPort } from '../src/plugins/legacy.ts';
import { contractRoutes } from '../src/routes/index.ts';

// The compiler is the first test here: each `@ts-expect-error` below fails `npm run typecheck`
// the day the mistake it describes stops being a type error.

describe('one typed path from contract to legacy', () => {
  it('a domain whose handlers miss an endpoint does not compile', () => {
    // @ts-expect-error saveBankDetails has no handler
    const incomplete: DomainRoutes<typeof api.bank> = {
      getBankDetails: async () => ({ found: false, message: '' }),
    };
    expect(Object.keys(incomplete)).not.toContain('saveBankDetails');
  });

  it('legacy params are checked against the operation, identity params excluded', () => {
    const calls: unknown[] = [];
    const port = {
      legacy: async (...args: unknown[]) => calls.push(args),
      publicRead: async (...args: unknown[]) => calls.push(args),
    } as unknown as LegacyPort;
    // @ts-expect-error a misspelt parameter
    void port.legacy(legacy.PREVIEWTICKETS, { eventidx: '1' });
    // @ts-expect-error customerid is the session's, never the caller's
    void port.legacy(legacy.PREVIEWTICKETS, { eventid: '1', customerid: '5' });
    // @ts-expect-error a required parameter is missing
    void port.legacy(legacy.PREVIEWTICKETS);
    expect(calls).toHaveLength(3);
  });

  it('every domain of the contract has its handlers, one per endpoint', () => {
    expect(Object.keys(contractRoutes).sort()).toEqual(Object.keys(api).sort());
  });
});
