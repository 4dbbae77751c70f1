import type { BOOSTERLOGIN, LegacyRawOf, REALTIMEBALANCE } from '../legacy/index.ts';
import type { BoosterBalance, BoosterSession } from '../model/booster.ts';
import { cents } from './shapes.ts';
import { id, integer, randToCents, text } from './values.ts';

/** BOOSTERLOGIN: the session when `val` is 1, else null (wrong email, password or organisation). */
export function normaliseBoosterSession(raw: LegacyRawOf<typeof BOOSTERLOGIN>): BoosterSession | null {
  if (integer(raw.val) !== 1) return null;
  const boosterId = id(raw.boosterid);
  if (!boosterId) return null;
  return {
    boosterId,
    name: text(raw.boostername) ?? '',
    email: text(raw.boosteremail),
    phone: text(raw.boosterphone),
    activation: integer(raw.activation),
    balanceCents: cents(raw.balance),
    creditCents: randToCents(raw.credit),
  };
}

/** REALTIMEBALANCE: what the booster may still sell from. */
export const normaliseBoosterBalance = (raw: LegacyRawOf<typeof REALTIMEBALANCE>): BoosterBalance => ({
  balanceCents: cents(raw.balance),
  creditCents: randToCents(raw.amount),
});
