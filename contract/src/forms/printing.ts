import { z } from 'zod';
import { canPreparePrint } from '../domain/campaign.ts';
import { inOrder, isCount, looseNumber, toCents } from './fields.ts';
import type { TicketGroup } from './quantity.ts';
import { CATEGORY_LABELS, type TicketCategory } from './tickets.ts';

// Preparing tickets for self-print download (spec part 2, section 5).

/** Self-print download cost per ticket, in rand, taken from the campaign balance. */
export const DOWNLOAD_COST_RAND = 1;

export const PREPARE_TICKETS_MESSAGES = {
  onlyAvailable: (n: number, category: string) => `Only ${n} tickets available for ${category}`,
  outOfStock: (category: string, group: TicketGroup) => `${category} tickets for ${group} are out of stock`,
  balanceTooLow: (n: number) => `Your balance is too low to print ${n} tickets.`,
  alreadyPrinted: (phone: string) =>
    `Your tickets are already printed. If this is not the case, please dial ${phone} for assistance.`,
  /** Not in the spec, ours. */
  quantityInvalid: 'Enter a whole number of tickets, 0 or more',
  /** Not in the spec, ours (the screen disables Prepare at 0). */
  nothingToPrint: 'Enter how many tickets to print',
} as const;

const M = PREPARE_TICKETS_MESSAGES;

/** What the server says is in stock per category and group, and the campaign balance (rand). */
export type PrintContext = {
  stock: Partial<Record<TicketCategory, Record<TicketGroup, number>>>;
  /** Rand; null when the service did not send it (the balance is then not checked here). */
  balance: number | null;
};

// Screen order: general, vip, vvip; adults before kids.
const FIELDS = [
  ['generalAdults', 'general', 'adults'],
  ['generalKids', 'general', 'kids'],
  ['vipAdults', 'vip', 'adults'],
  ['vipKids', 'vip', 'kids'],
  ['vvipAdults', 'vvip', 'adults'],
  ['vvipKids', 'vvip', 'kids'],
] as const satisfies readonly (readonly [string, TicketCategory, TicketGroup])[];

/**
 * Prepare tickets: generalAdults, generalKids, vipAdults, vipKids, vvipAdults, vvipKids (blank is
 * 0). With the stock and balance, also checks each against stock and the total cost against the
 * balance.
 */
export const makePrepareTicketsSchema = (context?: PrintContext) =>
  z
    .object({
      generalAdults: looseNumber(),
      generalKids: looseNumber(),
      vipAdults: looseNumber(),
      vipKids: looseNumber(),
      vvipAdults: looseNumber(),
      vvipKids: looseNumber(),
    })
    .superRefine(
      inOrder((value, fail) => {
        let total = 0;
        let allCounts = true;
        for (const [key, category, group] of FIELDS) {
          const quantity = value[key] ?? 0;
          const inStock = context?.stock[category]?.[group];
          const label = CATEGORY_LABELS[category];
          if (!isCount(quantity)) fail(key, M.quantityInvalid);
          else if (quantity > 0 && inStock !== undefined && inStock <= 0)
            fail(key, M.outOfStock(label, group));
          else if (inStock !== undefined && quantity > inStock) fail(key, M.onlyAvailable(inStock, label));
          if (isCount(quantity)) total += quantity;
          else allCounts = false;
        }
        if (!allCounts) return;
        if (total === 0) fail('generalAdults', M.nothingToPrint);
        else if (
          context &&
          !canPreparePrint(
            total,
            total * DOWNLOAD_COST_RAND * 100,
            context.balance === null ? null : toCents(context.balance),
          )
        )
          fail('generalAdults', M.balanceTooLow(total));
      }),
    )
    .transform((value) => ({
      generalAdults: value.generalAdults ?? 0,
      generalKids: value.generalKids ?? 0,
      vipAdults: value.vipAdults ?? 0,
      vipKids: value.vipKids ?? 0,
      vvipAdults: value.vvipAdults ?? 0,
      vvipKids: value.vvipKids ?? 0,
    }));

export const prepareTicketsSchema = makePrepareTicketsSchema();

/** The stock and balance the prepare form is checked against, from what the server answered. */
export function printContextOf(
  categories: readonly { tier: TicketCategory; adults: { inStock: number }; kids: { inStock: number } }[],
  balanceCents: number | null,
): PrintContext {
  const stock: PrintContext['stock'] = {};
  for (const c of categories) stock[c.tier] = { adults: c.adults.inStock, kids: c.kids.inStock };
  return { stock, balance: balanceCents === null ? null : balanceCents / 100 };
}

/** The six quantity fields with their category and group, in screen order. */
export const PREPARE_FIELDS = FIELDS;
export type PrepareField = (typeof FIELDS)[number][0];
