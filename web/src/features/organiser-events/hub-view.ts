import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import type { TicketType } from '@tix/contract/model/event';
import { HUB_COPY as COPY } from './hub-messages.ts';

// The hub's sales rows: one per tier and group that has tickets loaded, sold against capacity
// (sold plus left), in the tiers' order (VVIP, VIP, General), adults before kids.

export interface SalesLine {
  key: string;
  label: string;
  priceCents: number;
  sold: number;
  capacity: number;
}

const ORDER = ['vvip', 'vip', 'general'] as const;

export function salesLines(types: readonly TicketType[]): SalesLine[] {
  const sorted = [...types].sort((a, b) => ORDER.indexOf(a.tier) - ORDER.indexOf(b.tier));
  return sorted.flatMap((t) => {
    const tier = TICKET_TIER_LABELS[t.tier];
    const lines: SalesLine[] = [];
    const adults = t.adultsSold + t.adultsAvailable;
    const kids = t.kidsSold + t.kidsAvailable;
    if (adults > 0)
      lines.push({
        key: `${t.id}-adults`,
        label: `${tier} · ${COPY.adults}`,
        priceCents: t.adultPriceCents,
        sold: t.adultsSold,
        capacity: adults,
      });
    if (kids > 0)
      lines.push({
        key: `${t.id}-kids`,
        label: `${tier} · ${COPY.kids}`,
        priceCents: t.kidsPriceCents ?? t.adultPriceCents,
        sold: t.kidsSold,
        capacity: kids,
      });
    return lines;
  });
}

/** Sold and capacity over every line. */
export function salesTotals(lines: readonly SalesLine[]): { sold: number; capacity: number } {
  return lines.reduce((sum, l) => ({ sold: sum.sold + l.sold, capacity: sum.capacity + l.capacity }), {
    sold: 0,
    capacity: 0,
  });
}
