import { legacy } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import { Parts } from '../src/domain/partial-reads.ts';
import { badAnswer, loginEnded, timedOut } from '../src/legacy/errors.ts';

// The BFF writes down every part it leaves out, with the operation that failed, so an operator
// sees which read of the legacy a page is missing.

function recorder() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    log: { warn: (details: object, message: string) => lines.push({ details: { ...details }, message }) },
  };
}

describe('Parts', () => {
  it('gives a usable answer as it is, and marks nothing', async () => {
    const { lines, log } = recorder();
    const parts = new Parts<'eventType'>(log);
    expect(await parts.read('eventType', legacy.EVENTTYPE, Promise.resolve({ eventtype: 'Music' }))).toEqual({
      eventtype: 'Music',
    });
    expect(parts.marker()).toEqual({});
    expect(lines).toEqual([]);
  });

  it('leaves a part out on a failed read and logs the operation', async () => {
    const { lines, log } = recorder();
    const parts = new Parts<'checklist' | 'ticketHolders'>(log);
    const failed = Promise.reject(timedOut('EVENTSALESDATA'));
    expect(await parts.read('ticketHolders', legacy.EVENTSALESDATA, failed)).toBeUndefined();
    expect(
      await parts.read('checklist', legacy.CHECKTICKETS, Promise.reject(badAnswer('CHECKTICKETS'))),
    ).toBeUndefined();
    expect(parts.marker()).toEqual({ unavailable: ['checklist', 'ticketHolders'] });
    expect(lines.map((l) => l.details)).toEqual([
      { operation: 'EVENTSALESDATA', part: 'ticketHolders', reason: 'Service timeout', status: 504 },
      { operation: 'CHECKTICKETS', part: 'checklist', reason: 'Bad answer from the service', status: 502 },
    ]);
    expect(lines[0]?.message).toContain('EVENTSALESDATA');
  });

  it.each([null, false, [], {}, { val: 0 }, { val: '0' }, '', 0])(
    'reads %j as a missing part',
    async (nothing) => {
      const { lines, log } = recorder();
      const parts = new Parts<'eventType'>(log);
      expect(await parts.read('eventType', legacy.EVENTTYPE, Promise.resolve(nothing))).toBeUndefined();
      expect(parts.marker()).toEqual({ unavailable: ['eventType'] });
      expect(lines[0]?.details).toMatchObject({ operation: 'EVENTTYPE', reason: 'nothing' });
    },
  );

  it('lets a list answer be empty when the read says so', async () => {
    const { log } = recorder();
    const parts = new Parts<'breakdown'>(log);
    expect(
      await parts.read('breakdown', legacy.BREAKDOWNSALES, Promise.resolve([]), { usable: () => true }),
    ).toEqual([]);
    expect(parts.marker()).toEqual({});
  });

  it('keeps a logged-out session the page’s own failure', async () => {
    const { log } = recorder();
    const parts = new Parts<'eventType'>(log);
    await expect(
      parts.read('eventType', legacy.EVENTTYPE, Promise.reject(loginEnded('EVENTTYPE'))),
    ).rejects.toMatchObject({ status: 401 });
  });
});
