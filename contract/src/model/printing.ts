import { z } from 'zod';
import { AGE_GROUPS } from '../domain/constants.ts';
import { ticketTierSchema } from './event.ts';
import { lineText, list, longText, shortText } from './limits.ts';

// Self-print: budget, preparing categories, the print run (spec part 2, sections 2, 3 and 4).

const int = z.number().int();
const maybeText = shortText().nullable();

/** GETBUDGET: the campaign budget and what is left of it. */
export const printBudgetSchema = z.object({
  budgetCents: int.nullable(),
  balanceCents: int.nullable(),
});
export type PrintBudget = z.infer<typeof printBudgetSchema>;

/**
 * The prepare summary several calls answer in part (PREPAREDOWNLOADS, PREPARETICKETSDOWNLOAD,
 * MARKTICKETCATEGORY): null where the call did not send a figure.
 */
export const prepareSummarySchema = z.object({
  preparedCount: int.nullable(),
  ticketsToPrint: int.nullable(),
  estimatedRevenueCents: int.nullable(),
  kidsTicketsToPrint: int.nullable(),
  kidsEstimatedRevenueCents: int.nullable(),
  /** Tickets that may be (re-)downloaded. */
  ticketCount: int.nullable(),
});
export type PrepareSummary = z.infer<typeof prepareSummarySchema>;

/** One group (adults or kids) of a category being prepared. */
export const prepareGroupSchema = z.object({
  /** The unit price; null when the legacy sent none (unknown, never R0.00). */
  priceCents: int.nullable(),
  inStock: int,
  initialLoad: int,
  /** Chosen for this print run (the legacy's ticket_number). */
  toPrint: int,
  /** Already printed (the legacy's executed). */
  printed: int,
  revenueCents: int,
});
export type PrepareGroup = z.infer<typeof prepareGroupSchema>;

/** A ticket category row of PREPARETICKETS. */
export const prepareCategorySchema = z.object({
  ticketId: shortText(),
  tier: ticketTierSchema,
  checked: z.boolean(),
  adults: prepareGroupSchema,
  kids: prepareGroupSchema,
});
export type PrepareCategory = z.infer<typeof prepareCategorySchema>;

/** A ticket ready to print (TICKETREADYTODOWNLOAD). */
export const printedTicketSchema = z.object({
  ticketNumber: shortText(),
  /** The event the ticket admits to (the legacy's row does not name it: the BFF adds it). */
  eventName: lineText(),
  /** The event date in the legacy's three parts, shown as they are. */
  eventDate: maybeText,
  eventMonth: maybeText,
  eventYear: maybeText,
  startTime: maybeText,
  finishTime: maybeText,
  /** The venue's comma-separated parts, one per printed line. */
  venueLines: list(lineText()),
  organiserName: lineText().nullable(),
  organiserEmail: lineText().nullable(),
  qrPayload: longText().nullable(),
  /** The first 8 characters of the QR payload's second part, printed as a signature. */
  signature: maybeText,
  group: z.enum(AGE_GROUPS),
  tier: ticketTierSchema,
  /** The price of the ticket's group. */
  priceCents: int,
});
export type PrintedTicket = z.infer<typeof printedTicketSchema>;
