import { defineOperation, NO_FAILURE, noParams } from '@tix/contract/legacy/index';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveOperation } from '../dispatch.ts';

describe('dispatch', () => {
  const W = 'webservices.php';
  const base = {
    encoding: 'query',
    path: W,
    domain: 'tickets',
    params: noParams,
    response: z.unknown(),
    failure: NO_FAILURE,
    screens: [],
    specPart: 1,
  } as const;
  const plain = defineOperation({ ...base, op: 'LIKES', method: 'GET' });
  const getLikes = defineOperation({
    ...base,
    op: 'LIKES',
    method: 'GET',
    subquery: { param: 'subquery', value: 'GETLIKES' },
  });
  const search = defineOperation({
    ...base,
    op: 'LIKES',
    method: 'GET',
    subquery: { param: 'subquery', value: 'SEARCHLIKES' },
  });
  const ops = [plain, getLikes, search];
  const request = (params: Record<string, string>) => ({
    method: 'GET',
    path: W,
    op: 'LIKES',
    param: (name: string) => params[name],
  });

  it('picks a subquery variant by the value of its parameter', () => {
    expect(resolveOperation(ops, request({ subquery: 'SEARCHLIKES' }), 'q')).toEqual({
      ok: true,
      operation: search,
    });
    expect(getLikes.key).toBe('LIKES:GETLIKES');
  });

  it('falls back to the plain operation when no subquery matches', () => {
    expect(resolveOperation(ops, request({}), 'q')).toEqual({ ok: true, operation: plain });
  });

  it('names the subquery it does not know when there is no plain operation', () => {
    const result = resolveOperation([getLikes, search], request({ subquery: 'NOPE' }), 'q');
    expect(result).toEqual({ ok: false, reason: 'Unknown subquery for LIKES: subquery=NOPE' });
  });
});
