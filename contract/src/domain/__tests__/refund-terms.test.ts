import { describe, expect, it } from 'vitest';
import { organiserRefundRules, PLATFORM_REFUND_RULES, refundTermLines } from '../refunds.ts';

describe('refund terms as bands of days', () => {
  it("reads the platform's tiers as 8 or more, 4 to 7, 1 to 3 and the event day", () => {
    expect(refundTermLines(PLATFORM_REFUND_RULES).map((l) => [l.fromDays, l.toDays, l.fee])).toEqual([
      [8, null, { percent: 0, flatCents: 1000 }],
      [4, 7, { percent: 0, flatCents: 2000 }],
      [1, 3, { percent: 25, flatCents: 1500 }],
      [0, 0, null],
    ]);
  });

  it("reads an organiser's tiers the same way, same-day refunds off unless set", () => {
    const rules = organiserRefundRules({
      one: { cutOffDays: 14, feeType: 'percent', amount: 5 },
      two: { cutOffDays: 7, feeType: 'flat', amount: 2500 },
      three: { cutOffDays: 3, feeType: 'percent', amount: 50 },
      zero: { feeType: 'flat', amount: 0 },
    });
    expect(refundTermLines(rules).map((l) => [l.fromDays, l.toDays])).toEqual([
      [14, null],
      [7, 13],
      [3, 6],
      [0, 2],
    ]);
    expect(refundTermLines(rules).at(-1)?.fee).toBeNull();
  });
});
