import { z } from 'zod';

// Per-event analytics (spec part 2, sections 2 and 3). The spec names the fields, not which call
// sends which, so every call's answer becomes the same figures, null where it sent none.

const figure = z.number().int().nullable();

/** One figure per tier. */
export const tierFiguresSchema = z.object({ general: figure, vip: figure, vvip: figure });
export type TierFigures = z.infer<typeof tierFiguresSchema>;

/** Today, yesterday and overall: the Sales Movement block. */
export const movementSchema = z.object({ today: figure, yesterday: figure, overall: figure });
export type SalesMovement = z.infer<typeof movementSchema>;

export const salesFiguresSchema = z.object({
  /** Revenue by tier (general, vip, vvip). */
  revenueCents: tierFiguresSchema,
  /** Tickets sold by tier (salesg, salesv, salesvv). */
  ticketsSold: tierFiguresSchema,
  /** Tickets loaded by tier (generalTickets, viptickets, vviptickets). */
  capacity: tierFiguresSchema,
  sold: figure,
  available: figure,
  incomeCents: movementSchema,
  sales: movementSchema,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;
