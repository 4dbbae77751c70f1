import { z } from 'zod';
import { inOrder, looseNumber } from './fields.ts';

// The public budget calculator (spec part 1, section 5).

export const BUDGET_CALCULATOR_MESSAGES = {
  vvipPriceRequired: 'VVIP tickets expects ticket price value',
  vvipTicketsRequired: 'VVIP ticket price expects a value of Number Of Ticket',
  vipPriceRequired: 'VIP tickets expects ticket price value',
  vipTicketsRequired: 'VIP ticket price expects a value of Number Of Ticket',
  generalPriceRequired: 'General tickets expects ticket price value',
  generalTicketsRequired: 'General ticket price expects a value of Number Of Ticket',
  /** Not in the spec, ours (the inputs' minimum is 0). */
  notBelowZero: 'Enter a number, 0 or more',
  /** Not in the spec, ours (a ticket count is whole; the same words as the quantity forms). */
  wholeTickets: 'Enter a whole number of tickets',
} as const;

const M = BUDGET_CALCULATOR_MESSAGES;

const TIERS = [
  ['vvip', M.vvipPriceRequired, M.vvipTicketsRequired],
  ['vip', M.vipPriceRequired, M.vipTicketsRequired],
  ['general', M.generalPriceRequired, M.generalTicketsRequired],
] as const;

const valid = (n: number | undefined) => n === undefined || (Number.isFinite(n) && n >= 0);

/**
 * Budget calculator: vvipTickets, vvipPrice, vipTickets, vipPrice, generalTickets, generalPrice
 * (blank or 0 means not filled). A tier with one of the two filled needs the other.
 */
export const budgetCalculatorSchema = z
  .object({
    vvipTickets: looseNumber(),
    vvipPrice: looseNumber(),
    vipTickets: looseNumber(),
    vipPrice: looseNumber(),
    generalTickets: looseNumber(),
    generalPrice: looseNumber(),
  })
  .superRefine(
    inOrder((value, fail) => {
      for (const [tier, priceRequired, ticketsRequired] of TIERS) {
        const tickets = value[`${tier}Tickets`];
        const price = value[`${tier}Price`];
        if (!valid(tickets)) fail(`${tier}Tickets`, M.notBelowZero);
        else if (tickets !== undefined && !Number.isInteger(tickets)) fail(`${tier}Tickets`, M.wholeTickets);
        else if (!valid(price)) fail(`${tier}Price`, M.notBelowZero);
        else if (tickets && !price) fail(`${tier}Price`, priceRequired);
        else if (price && !tickets) fail(`${tier}Tickets`, ticketsRequired);
      }
    }),
  );
