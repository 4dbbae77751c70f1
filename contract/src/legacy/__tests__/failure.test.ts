import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operationList } from '../catalogue.ts';
import { failsUnlessSuccess, failsWithStatus, refusalMessage } from '../failure.ts';

/** Top-level keys of every object an answer schema may be (unions and arrays looked through). */
function answerKeys(schema: z.ZodType): string[] {
  const def = schema.def as { type: string; options?: z.ZodType[]; element?: z.ZodType; shape?: object };
  if (def.type === 'union' && def.options) return def.options.flatMap(answerKeys);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  return [];
}

describe('declared failure answers', () => {
  it('every operation whose answer can carry a status or error flag declares how it refuses', () => {
    const undeclared = operationList
      .filter((op) => op.failure.kind === 'none')
      .filter((op) => answerKeys(op.response).some((k) => k === 'status' || k === 'error'))
      .map((op) => op.key);
    // GET-CAMPAIGN-STATUS's `status` is the campaign's; BREAKDOWNSALES's `error: 1` means "no rows".
    expect(undeclared.sort()).toEqual(['BREAKDOWNSALES', 'GET-CAMPAIGN-STATUS']);
  });

  it("status-failed: 'failed' in any case refuses with the legacy's message, other words pass", () => {
    const rule = failsWithStatus('Fallback');
    expect(refusalMessage(rule, { status: 'FAILED', message: 'Sold out' })).toBe('Sold out');
    expect(refusalMessage(rule, { status: 'failed' })).toBe('Fallback');
    expect(refusalMessage(rule, { status: 'failed', error: 'No such event' })).toBe('No such event');
    expect(refusalMessage(rule, { status: 'failed', error: 1 })).toBe('Fallback');
    expect(refusalMessage(rule, { status: 'review', message: 'Verify' })).toBeNull();
    expect(refusalMessage(rule, [{ status: 'failed' }])).toBeNull();
  });

  it('not-success: anything but success refuses, except declared outcome and success codes', () => {
    const rule = failsUnlessSuccess('Fallback', {
      outcomes: ['BANK_DETAILS_MISSING'],
      successCodes: ['200'],
    });
    expect(refusalMessage(rule, { status: 'success' })).toBeNull();
    expect(refusalMessage(rule, { status: 'error', message: 'No' })).toBe('No');
    expect(refusalMessage(rule, {})).toBe('Fallback');
    expect(refusalMessage(rule, { status: 'failed', code: 'BANK_DETAILS_MISSING' })).toBeNull();
    expect(refusalMessage(rule, { code: 200 })).toBeNull();
  });

  it('error flags and codes refuse as declared', () => {
    expect(refusalMessage({ kind: 'error-flag', fallback: 'F' }, { error: '1' })).toBe('F');
    expect(refusalMessage({ kind: 'error-flag', fallback: 'F' }, { error: 0 })).toBeNull();
    const code = { kind: 'code', codes: ['401'], fallback: 'F' } as const;
    expect(refusalMessage(code, { code: 401, message: 'Wrong password' })).toBe('Wrong password');
    expect(refusalMessage(code, { code: 200 })).toBeNull();
  });
});
