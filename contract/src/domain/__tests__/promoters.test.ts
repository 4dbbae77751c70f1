import { describe, expect, it } from 'vitest';
import { rand } from '../money.ts';
import {
  boosterMaySell,
  boosterSaleBlock,
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

describe('one sale at the door', () => {
  const account = { activation: 1, balanceCents: rand(250) };
  it('goes through when its total is at most the balance', () => {
    expect(boosterSaleBlock(account, rand(250))).toBeNull();
  });
  it('is refused when its total is above the balance, though R30 or more is held', () => {
    expect(boosterSaleBlock(account, rand(560))).toBe('over-credit');
    expect(boosterSaleBlock(account, rand(250) + 1)).toBe('over-credit');
  });
  it('reports the account’s own block first', () => {
    expect(boosterSaleBlock({ activation: 0, balanceCents: rand(250) }, rand(10))).toBe('inactive');
    expect(boosterSaleBlock({ activation: 1, balanceCents: rand(20) }, rand(10))).toBe('low-credit');
  });
});

describe('promoter credit', () => {
  it('defaults to R100 and must be R100 or more', () => {
    expect(isValidPromoterCredit(PROMOTER_CREDIT_DEFAULT_CENTS)).toBe(true);
    expect(isValidPromoterCredit(rand(99.99))).toBe(false);
  });
});
