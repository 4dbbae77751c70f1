import { z } from 'zod';
import { MAX_ADMISSIONS, MIN_ADMISSIONS } from '../domain/quantity.ts';
import { type Fail, looseNumber } from './fields.ts';

// The admissions rules shared by the buy page, checkout and the promoter's sell form: a whole
// number from 1 to 15, within what is left of the chosen group, and not a sold-out group.

/** The buyer's group: adult or kids tickets. */
export const TICKET_GROUPS = ['adults', 'kids'] as const;
export type TicketGroup = (typeof TICKET_GROUPS)[number];

/** What is left of one ticket category, per group, as the server last said. */
export type GroupStock = { category: string; adults: number; kids: number };

export type QuantityMessages = {
  minimum: string;
  maximum: string | ((quantity: number) => string);
  wholeNumber: string;
  /** Needed when the stock is known. */
  ticketsLeft?: (left: number, category: string) => string;
  /** Needed when the stock is known. */
  soldOut?: (group: TicketGroup) => string;
};

/** Not in the spec, ours: a typed quantity that is not a whole number. */
export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number of tickets';

/** Not in the spec, ours: only an unknown group sent straight to the API can trigger it. */
export const GROUP_MESSAGE = 'Choose adults or kids';

/** The group toggle; adults unless chosen otherwise. */
export const groupField = () => z.enum(TICKET_GROUPS, { error: GROUP_MESSAGE }).default('adults');

/** The quantity as typed; the rules below decide what is wrong with it. */
export const quantityField = looseNumber;

/** After the checks pass the quantity is a number; this tells the types so. */
export const checkedQuantity = <T extends { quantity: number | undefined }>(value: T) => ({
  ...value,
  quantity: value.quantity ?? MIN_ADMISSIONS,
});

/**
 * Reports the first quantity problem at 'quantity'. A sold-out group is reported first: its
 * quantity starts at 0, and 'minimum' would not tell the person why.
 */
export function checkQuantity(
  value: { group: TicketGroup; quantity: number | undefined },
  stock: GroupStock | undefined,
  messages: QuantityMessages,
  fail: Fail,
): void {
  const { quantity } = value;
  const left = stock?.[value.group];
  const { maximum, soldOut, ticketsLeft } = messages;
  if (left !== undefined && left <= 0 && soldOut) fail('quantity', soldOut(value.group));
  else if (quantity === undefined || quantity < MIN_ADMISSIONS) fail('quantity', messages.minimum);
  else if (!Number.isInteger(quantity)) fail('quantity', messages.wholeNumber);
  else if (quantity > MAX_ADMISSIONS)
    fail('quantity', typeof maximum === 'string' ? maximum : maximum(quantity));
  else if (stock && left !== undefined && quantity > left && ticketsLeft)
    fail('quantity', ticketsLeft(left, stock.category));
}
