import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rand } from '../money.ts';
import {
  calculatorBudget,
  isSmsPayable,
  isSmsTooLong,
  PROVIDER_PRINT_ALTERNATIVE_CENTS_PER_TICKET,
  printCostCents,
  serviceFeeCents,
  showsSmsMinimumNote,
  smsCostCents,
} from '../organiser-costs.ts';

describe('service fee', () => {
  it('is 3.5% of each sale', () => {
    expect(serviceFeeCents(rand(100))).toBe(350);
    expect(serviceFeeCents(rand(1000))).toBe(rand(35));
    expect(serviceFeeCents(rand(15))).toBe(53); // 52.5 cents rounds up
  });

  it('never exceeds the sale and is whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (sale) => {
        const fee = serviceFeeCents(sale);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(sale);
      }),
    );
  });
});

describe('printing', () => {
  it('costs R1.00 per self-printed ticket and R3.50 per provider-printed ticket', () => {
    expect(printCostCents(10, 'self-print')).toBe(rand(10));
    expect(printCostCents(10, 'provider')).toBe(rand(35));
    expect(printCostCents(0, 'provider')).toBe(0);
  });

  it('keeps the other published figure for the docs', () => {
    expect(PROVIDER_PRINT_ALTERNATIVE_CENTS_PER_TICKET).toBe(250);
  });

  it('refuses a negative or fractional ticket count', () => {
    expect(() => printCostCents(-1, 'self-print')).toThrow(RangeError);
    expect(() => printCostCents(1.5, 'self-print')).toThrow(RangeError);
  });
});

describe('SMS marketing', () => {
  it('costs R0.90 per recipient', () => {
    expect(smsCostCents(1)).toBe(90);
    expect(smsCostCents(1000)).toBe(rand(900));
  });

  it('can be paid from R100: 112 recipients cost R100.80, 111 cost R99.90', () => {
    expect(isSmsPayable(smsCostCents(112))).toBe(true);
    expect(isSmsPayable(smsCostCents(111))).toBe(false);
    expect(isSmsPayable(rand(100))).toBe(true);
  });

  it('shows the minimum-payment note below 50, as the spec states', () => {
    expect(showsSmsMinimumNote(rand(49.99))).toBe(true);
    expect(showsSmsMinimumNote(rand(50))).toBe(false);
  });

  it('allows 130 characters and counts an emoji once', () => {
    expect(isSmsTooLong('a'.repeat(130))).toBe(false);
    expect(isSmsTooLong('a'.repeat(131))).toBe(true);
    expect(isSmsTooLong(`${'a'.repeat(129)}🎉`)).toBe(false);
  });
});

describe('budget calculator', () => {
  it('sums price × 3.5% × tickets over VVIP, VIP and General', () => {
    const budget = calculatorBudget({
      vvip: { priceCents: rand(500), tickets: 20 },
      vip: { priceCents: rand(250), tickets: 40 },
      general: { priceCents: rand(100), tickets: 100 },
    });
    expect(budget).toEqual({ vvip: rand(350), vip: rand(350), general: rand(350), total: rand(1050) });
  });

  it('counts an empty or negative line as nothing', () => {
    const budget = calculatorBudget({
      vvip: { priceCents: 0, tickets: 0 },
      vip: { priceCents: -100, tickets: 5 },
      general: { priceCents: rand(80), tickets: 1 },
    });
    expect(budget.total).toBe(280);
  });
});
