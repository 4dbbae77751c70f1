import { describe, expect, it } from 'vitest';
import { boosterSellBlock } from '../../domain/promoters.ts';
import { BOOSTERLOGIN, REALTIMEBALANCE } from '../../legacy/index.ts';
import { boosterSessionSchema } from '../../model/booster.ts';
import { normaliseBoosterBalance, normaliseBoosterSession } from '../booster.ts';

describe('normaliseBoosterSession', () => {
  const loggedIn = BOOSTERLOGIN.response.parse({
    val: '1',
    boosterid: '12',
    boostername: 'Lerato Dlamini',
    boosteremail: 'lerato@example.co.za',
    boosterphone: '',
    activation: '1',
    balance: '29.99',
    credit: '100.00',
  });

  it('reads the session of a logged-in booster, money in cents', () => {
    expect(boosterSessionSchema.parse(normaliseBoosterSession(loggedIn))).toEqual({
      boosterId: '12',
      name: 'Lerato Dlamini',
      email: 'lerato@example.co.za',
      phone: null,
      activation: 1,
      balanceCents: 2999,
      creditCents: 10000,
    });
  });

  it('gives the domain what it needs to block a low balance', () => {
    const session = normaliseBoosterSession(loggedIn);
    expect(session && boosterSellBlock(session)).toBe('low-credit');
  });

  it('is null when the login failed', () => {
    expect(normaliseBoosterSession(BOOSTERLOGIN.response.parse({ val: 0 }))).toBeNull();
    expect(normaliseBoosterSession(BOOSTERLOGIN.response.parse({ val: '2', boosterid: '12' }))).toBeNull();
  });
});

describe('normaliseBoosterBalance', () => {
  it('reads balance and credit; a missing balance is R0', () => {
    expect(
      normaliseBoosterBalance(REALTIMEBALANCE.response.parse({ balance: '45.50', amount: 100 })),
    ).toEqual({
      balanceCents: 4550,
      creditCents: 10000,
    });
    expect(normaliseBoosterBalance(REALTIMEBALANCE.response.parse({ balance: null }))).toEqual({
      balanceCents: 0,
      creditCents: null,
    });
  });
});
