import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campaignBooksBalance,
  campaignOf,
  chargePrintCosts,
  chargeServiceFee,
  fundCampaign,
  transferBalance,
} from '../campaign-money.ts';
import type { StandinData } from '../model.ts';
import { createSeed } from '../seed/index.ts';
import { NOW } from './helpers.ts';

const funded = (data: StandinData) => data.events.filter((e) => campaignOf(data, e.id));
const total = (data: StandinData) => data.events.reduce((sum, e) => sum + e.balanceCents, 0);

describe('campaign money', () => {
  it('seeds a campaign for every funded event, its books balancing', () => {
    const data = createSeed(NOW);
    expect(funded(data).length).toBe(data.events.filter((e) => e.budgetCents > 0).length);
    expect(campaignBooksBalance(data)).toBe(true);
  });

  it('takes 3.5% of a sale from the balance, records it as a fee, and pauses at R6 or less', () => {
    const data = createSeed(NOW);
    const event = funded(data).find((e) => e.campaignStatus === 'running');
    if (!event) throw new Error('no running campaign in the seed');
    const before = event.balanceCents;
    chargeServiceFee(data, event, 20_000);
    expect(event.balanceCents).toBe(before - 700);
    expect(campaignBooksBalance(data)).toBe(true);
    chargeServiceFee(data, event, Math.ceil(event.balanceCents / 0.035));
    expect(event.balanceCents).toBeLessThanOrEqual(600);
    expect(event.campaignStatus).toBe('stop');
  });

  it('moves a leftover balance once; a second transfer moves nothing', () => {
    const data = createSeed(NOW);
    const [from, to] = funded(data).filter((e) => e.balanceCents > 0);
    if (!from || !to) throw new Error('the seed lacks two funded events');
    const amount = from.balanceCents;
    const sum = total(data);
    expect(transferBalance(data, from, to)).toBe(amount);
    expect(from.balanceCents).toBe(0);
    expect(campaignOf(data, from.id)?.transferredCents).toBe(amount);
    expect(transferBalance(data, from, to)).toBe(0);
    expect(total(data)).toBe(sum);
    expect(campaignBooksBalance(data)).toBe(true);
  });

  it('never creates or loses money, whatever sales, costs, top-ups and transfers happen (property)', () => {
    type Step =
      | { kind: 'sale'; event: number; cents: number }
      | { kind: 'print'; event: number; cents: number }
      | { kind: 'fund'; event: number; cents: number }
      | { kind: 'transfer'; from: number; to: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('sale' as const),
        event: fc.nat(40),
        cents: fc.integer({ min: 1, max: 500_000 }),
      }),
      fc.record({
        kind: fc.constant('print' as const),
        event: fc.nat(40),
        cents: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.record({
        kind: fc.constant('fund' as const),
        event: fc.nat(40),
        cents: fc.integer({ min: 1_000, max: 500_000 }),
      }),
      fc.record({ kind: fc.constant('transfer' as const), from: fc.nat(40), to: fc.nat(40) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const data = createSeed(NOW);
        const events = funded(data);
        const pick = (i: number) => events[i % events.length];
        // Money in: top-ups. Money out: fees and print costs. Transfers only move it.
        let expected = total(data);
        for (const s of steps) {
          if (s.kind === 'transfer') {
            const from = pick(s.from);
            const to = pick(s.to);
            if (from && to) transferBalance(data, from, to);
            continue;
          }
          const event = pick(s.event);
          if (!event) continue;
          const before = event.balanceCents;
          if (s.kind === 'sale') chargeServiceFee(data, event, s.cents);
          if (s.kind === 'print') chargePrintCosts(data, event, s.cents);
          if (s.kind === 'fund') fundCampaign(event, s.cents);
          expected += event.balanceCents - before;
          if (s.kind === 'fund') expect(event.balanceCents - before).toBe(s.cents);
          else expect(event.balanceCents).toBeLessThanOrEqual(before);
        }
        expect(total(data)).toBe(expected);
        // fundCampaign alone does not touch a campaign's fee records: the books still balance.
        expect(campaignBooksBalance(data)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
