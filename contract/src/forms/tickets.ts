import { z } from 'zod';
import { choice, inOrder, isCount, isRandAmount, looseNumber } from './fields.ts';

// Loading tickets into a tier (spec part 2, section 5).

export const TICKET_CATEGORIES = ['vvip', 'vip', 'general'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** How categories read in messages. */
export const CATEGORY_LABELS: Record<TicketCategory, string> = {
  vvip: 'VVIP',
  vip: 'VIP',
  general: 'General',
};

export const LOAD_TICKETS_MESSAGES = {
  adultPriceRequired: 'Ticket price cannot be empty or R0.0 for Adults',
  adultPriceInvalid: 'Invalid ticket price for Adults.',
  kidsPriceRequired: 'Ticket price cannot be empty or R0.0 for Kids.',
  kidsPriceInvalid: 'Invalid ticket price, please enter a number for Kids.',
  /** Not in the spec, ours. */
  categoryRequired: 'Choose a ticket category',
  /** Not in the spec, ours. */
  ticketsInvalid: 'Enter a whole number of tickets, 0 or more',
  /** Not in the spec, ours. */
  nothingToLoad: 'Enter how many tickets to load',
} as const;

const M = LOAD_TICKETS_MESSAGES;

/**
 * Load tickets: category, adultTickets, adultPrice, kidsTickets, kidsPrice. A price is checked
 * only when tickets of its group are loaded; blank counts are 0. Prices are rand as typed.
 */
export const loadTicketsSchema = z
  .object({
    category: choice(TICKET_CATEGORIES, M.categoryRequired),
    adultTickets: looseNumber(),
    adultPrice: looseNumber(),
    kidsTickets: looseNumber(),
    kidsPrice: looseNumber(),
  })
  .superRefine(
    inOrder((value, fail) => {
      const groups = [
        ['adult', value.adultTickets ?? 0, value.adultPrice, M.adultPriceRequired, M.adultPriceInvalid],
        ['kids', value.kidsTickets ?? 0, value.kidsPrice, M.kidsPriceRequired, M.kidsPriceInvalid],
      ] as const;
      for (const [group, tickets, price, required, invalid] of groups) {
        if (!isCount(tickets)) fail(`${group}Tickets`, M.ticketsInvalid);
        else if (tickets > 0 && (price === undefined || price === 0)) fail(`${group}Price`, required);
        else if (tickets > 0 && price !== undefined && (price < 0 || !isRandAmount(price)))
          fail(`${group}Price`, invalid);
      }
      if ((value.adultTickets ?? 0) === 0 && (value.kidsTickets ?? 0) === 0)
        fail('adultTickets', M.nothingToLoad);
    }),
  )
  .transform((value) => ({
    category: value.category,
    adultTickets: value.adultTickets ?? 0,
    adultPrice: value.adultPrice ?? 0,
    kidsTickets: value.kidsTickets ?? 0,
    kidsPrice: value.kidsPrice ?? 0,
  }));

/** A checked load: counts, and prices in rand as typed. */
export type LoadTicketsInput = z.output<typeof loadTicketsSchema>;
