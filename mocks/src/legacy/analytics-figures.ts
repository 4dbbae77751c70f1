import { saDay } from './clock.ts';
import type { StandinData, Tier } from './model.ts';

// What /analytics counts, computed from the stand-in's sales the way the legacy's queries would
// (organiser-figures.ts' style): nothing is stored twice, so a sale made now shows in today's
// figures at once. Sold tickets and money are the event's paid purchases (as MYEVENTS counts
// them); a tier's capacity is those plus its tickets still in stock, adults and kids, so sold +
// available = capacity. (The seed's ticket types also count sales made before the stand-in's
// records began, adultsSold; analytics, like the organiser's event list, count the purchases.)

export const TIERS: readonly Tier[] = ['general', 'vip', 'vvip'];

export interface TierFigures {
  revenueCents: number;
  sold: number;
  capacity: number;
}

export interface AnalyticsFigures {
  tiers: Record<Tier, TierFigures>;
  available: number;
  today: { sold: number; incomeCents: number };
  yesterday: { sold: number; incomeCents: number };
  overall: { sold: number; incomeCents: number };
}

/**
 * One event's figures. `businessId` narrows the sales to that account's, as the legacy's WHERE on
 * accountid would: someone else's event answers no sales (the BFF refuses it before asking).
 */
export function analyticsFigures(
  data: StandinData,
  eventId: number,
  businessId: number | null,
  now: Date,
): AnalyticsFigures {
  const paid = data.purchases.filter(
    (p) =>
      p.eventId === eventId && p.status === 'paid' && (businessId === null || p.businessId === businessId),
  );
  const types = data.ticketTypes.filter((t) => t.eventId === eventId);
  const tierOf = new Map(types.map((t) => [t.id, t.tier]));
  const sum = (list: typeof paid) => ({
    sold: list.reduce((s, p) => s + p.quantity, 0),
    incomeCents: list.reduce((s, p) => s + p.totalCents, 0),
  });
  const onDay = (day: string) => sum(paid.filter((p) => (p.paidAt ?? p.createdAt).slice(0, 10) === day));
  const tiers = Object.fromEntries(
    TIERS.map((tier) => {
      const ofTier = sum(paid.filter((p) => tierOf.get(p.ticketTypeId) === tier));
      const stock = types
        .filter((t) => t.tier === tier)
        .reduce((s, t) => s + t.adultsAvailable + t.kidsAvailable, 0);
      return [tier, { revenueCents: ofTier.incomeCents, sold: ofTier.sold, capacity: ofTier.sold + stock }];
    }),
  ) as Record<Tier, TierFigures>;
  return {
    tiers,
    available: types.reduce((s, t) => s + t.adultsAvailable + t.kidsAvailable, 0),
    today: onDay(saDay(now)),
    yesterday: onDay(saDay(now, -1)),
    overall: sum(paid),
  };
}
