import { describe, expect, it } from 'vitest';
import { rand } from '../money.ts';
import {
  boosterMaySell,
  boosterSellBlock,
  isValidPromoterCredit,
  PROMOTER_CREDIT_DEFAULT_CENTS,
} from '../promoters.ts';

describe('booster selling', () => {
  it('sells when active with at least R30', () => {
    expect(boosterMaySell({ activation: 1, balanceCents: rand(30) })).toBe(true);
  });

  it('is blocked for low credit under R30', () => {
    expect(boosterSellBlock({ activation: 1, balanceCents: rand(29.99) })).toBe('low-credit');
  });

  it('is blocked when inactive, even with credit', () => {
    expect(boosterSellBlock({ activation: 0, balanceCents: rand(500) })).toBe('inactive');
  });
});

describe('promoter credit', () => {
  it('defaults to R100 and must be R100 or more', () => {
    expect(isValidPromoterCredit(PROMOTER_CREDIT_DEFAULT_CENTS)).toBe(true);
    expect(isValidPromoterCredit(rand(99.99))).toBe(false);
  });
});
