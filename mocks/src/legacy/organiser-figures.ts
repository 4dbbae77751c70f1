import type { EventRecord, StandinData } from './model.ts';

// What the organiser's screens count, computed from the stand-in's state the way the legacy's
// queries would: nothing is stored twice, so a sale or a new event shows at once.

const paidFor = (data: StandinData, eventId: number) =>
  data.purchases.filter((p) => p.eventId === eventId && p.status === 'paid');

/** The business's events; a deleted one is gone from its lists and figures (its page still says so). */
export const eventsOf = (data: StandinData, businessId: number | null): EventRecord[] =>
  data.events.filter((e) => businessId !== null && e.businessId === businessId && !e.deletedAt);

/** Tickets sold and the money they brought (cents), for one event. */
export function eventSales(data: StandinData, eventId: number): { sold: number; salesCents: number } {
  const paid = paidFor(data, eventId);
  return {
    sold: paid.reduce((sum, p) => sum + p.quantity, 0),
    salesCents: paid.reduce((sum, p) => sum + p.totalCents, 0),
  };
}

/** Ongoing (today within its days), upcoming and past events, and the revenue of them all. */
export function eventCounts(data: StandinData, businessId: number | null, today: string) {
  const events = eventsOf(data, businessId);
  return {
    ongoing: events.filter((e) => e.day <= today && e.finishDay >= today).length,
    upcoming: events.filter((e) => e.day > today).length,
    past: events.filter((e) => e.finishDay < today).length,
    revenueCents: events.reduce((sum, e) => sum + eventSales(data, e.id).salesCents, 0),
  };
}

/** Events whose campaign was funded: a budget above zero. */
export const campaignCount = (data: StandinData, businessId: number | null): number =>
  eventsOf(data, businessId).filter((e) => e.budgetCents > 0).length;

/** One buyer of an organiser's events: the first paid purchase under an email speaks for them. */
export interface Client {
  /** The buyer's account id, or (a guest) the purchase's. */
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Distinct buyers (by email) of the organiser's paid sales (of one event, if given), in the order they first bought. */
export function clientsOf(
  data: StandinData,
  businessId: number | null,
  onlyEventId?: number | null,
): Client[] {
  const events = new Set(
    eventsOf(data, businessId)
      .map((e) => e.id)
      .filter((id) => onlyEventId === undefined || id === onlyEventId),
  );
  const byEmail = new Map<string, Client>();
  for (const p of data.purchases) {
    const key = p.buyer.email.toLowerCase();
    if (!events.has(p.eventId) || p.status !== 'paid' || byEmail.has(key)) continue;
    byEmail.set(key, { id: p.customerId ?? p.id, ...p.buyer });
  }
  return [...byEmail.values()];
}

export const clientCount = (data: StandinData, businessId: number | null): number =>
  clientsOf(data, businessId).length;

export const deactivatedPromoterCount = (data: StandinData, businessId: number | null): number =>
  data.promoters.filter((p) => p.businessId === businessId && !p.active).length;
