import type { EventRecord, TicketTypeRecord, Tier } from '../model.ts';

const TIERS: readonly Tier[] = ['vvip', 'vip', 'general'];
/** Price multiples of the general adult price, and stock loaded per tier (adults, kids). */
const TIER_SHAPE: Record<Tier, { factor: number; adults: number; kids: number }> = {
  vvip: { factor: 4, adults: 20, kids: 0 },
  vip: { factor: 2, adults: 80, kids: 20 },
  general: { factor: 1, adults: 200, kids: 50 },
};
/** The event whose VIP tier is sold out, adults and kids. */
export const SOLD_OUT_EVENT_ID = 1;

/** General adult price in cents: R80 to R240 in steps of R20, varying by event. */
const basePrice = (eventId: number) => (80 + ((eventId * 3) % 9) * 20) * 100;

export function seedTicketTypes(events: readonly EventRecord[]): TicketTypeRecord[] {
  // Drafts (no budget yet) have no tickets loaded; skipping them keeps the other events' ids.
  return events
    .filter((event) => event.budgetCents > 0)
    .flatMap((event, eventIndex) =>
      TIERS.map((tier, tierIndex) => {
        const shape = TIER_SHAPE[tier];
        const soldOut = event.id === SOLD_OUT_EVENT_ID && tier === 'vip';
        // Some sold, never more than half the stock; the sold-out tier sold everything.
        const adultsSold = soldOut ? shape.adults : (event.id * (tierIndex + 3)) % (shape.adults / 2);
        const kidsSold = soldOut || shape.kids === 0 ? shape.kids : (event.id + tierIndex) % (shape.kids / 2);
        const priceCents = basePrice(event.id) * shape.factor;
        return {
          id: 5001 + eventIndex * TIERS.length + tierIndex,
          eventId: event.id,
          ref: `TR${event.id}${tier.toUpperCase()}`,
          tier,
          priceCents,
          kidsPriceCents: shape.kids === 0 ? 0 : Math.round(priceCents / 200) * 100,
          adultsAvailable: shape.adults - adultsSold,
          kidsAvailable: shape.kids - kidsSold,
          adultsSold,
          kidsSold,
        };
      }),
    );
}
