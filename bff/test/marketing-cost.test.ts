import type { MarketingMessage } from '@tix/contract';
import { smsCostCents } from '@tix/contract/domain/organiser-costs';
import { describe, expect, it } from 'vitest';
import { COST_FALLBACKS, chargeableCents } from '../src/domain/marketing.ts';

// Unknown is never zero (issue 40): GET-TEXT-MESSAGES promises only the text, so a record may come
// back without its cost. The payment then charges what this BFF sent when it saved the record, or
// nothing at all, and says so in the log; never R0.00.

const message = (over: Partial<MarketingMessage>): MarketingMessage => ({
  textId: '912',
  text: 'Hi {name}',
  subject: null,
  type: 'sms',
  audience: 'EXISTINGAUDIENCE',
  recipients: 120,
  costCents: 10_800,
  delivery: 'awaiting-payment',
  paymentStartedAt: null,
  ...over,
});

const logger = () => {
  const lines: string[] = [];
  // Repeats go to debug: both count, so the test does not depend on what this process met before.
  // pino's call shape: (fields, message) or (message); the line is the string argument.
  const note = (...args: unknown[]) => {
    const line = args.find((a) => typeof a === 'string');
    if (typeof line === 'string') lines.push(line);
  };
  const log = { info: note, debug: note };
  return { lines, log };
};

describe('the cost an SMS payment charges', () => {
  it('charges the cost the record holds', () => {
    const { lines, log } = logger();
    expect(chargeableCents(message({}), log)).toBe(10_800);
    expect(lines).toEqual([]);
  });

  it('without a cost, charges R0.90 a recipient the record holds, and logs the fallback', () => {
    const { lines, log } = logger();
    expect(chargeableCents(message({ costCents: null, recipients: 50 }), log)).toBe(smsCostCents(50));
    expect(lines.join('\n')).toContain(`GET-TEXT-MESSAGES: ${COST_FALLBACKS.fromRecipients}`);
  });

  it('without cost or recipients, has no amount to charge (not R0.00), and logs the refusal', () => {
    const { lines, log } = logger();
    expect(chargeableCents(message({ costCents: null, recipients: null }), log)).toBeNull();
    expect(lines.join('\n')).toContain(`GET-TEXT-MESSAGES: ${COST_FALLBACKS.refused}`);
  });
});
