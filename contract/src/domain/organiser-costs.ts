import { applyRate, assertCents, type BasisPoints, type Cents, rand } from './money.ts';

// What organisers pay the platform. Every cost comes out of the prepaid campaign budget, never
// out of ticket revenue (spec part 2, sections 1 and 9; part 1, section 1).

/** 3.5% of each sale. */
export const SERVICE_FEE_RATE: BasisPoints = 350;
/** Self-print download, per ticket. */
export const SELF_PRINT_CENTS_PER_TICKET: Cents = rand(1);
/** Provider printing per ticket as the published fees page states it (the figure we charge). */
export const PROVIDER_PRINT_CENTS_PER_TICKET: Cents = rand(3.5);
/** The other figure the spec gives for provider printing (affiliate fee text), for docs only. */
export const PROVIDER_PRINT_ALTERNATIVE_CENTS_PER_TICKET: Cents = rand(2.5);
/** SMS marketing, per recipient. */
export const SMS_CENTS_PER_RECIPIENT: Cents = 90;
/** SMS payments below this cannot be processed: the pay button stays disabled. */
export const SMS_MINIMUM_PAYABLE_CENTS: Cents = rand(100);
/** The spec shows the 'payments below R100.00' note when the cost is below 50 (sic). */
export const SMS_MINIMUM_NOTE_BELOW_CENTS: Cents = rand(50);
/** Characters an SMS may hold; 30 of them are kept for the personalised names. */
export const SMS_MAX_LENGTH = 130;
export const SMS_RESERVED_FOR_NAMES = 30;

/** The service fee taken from the campaign budget for one sale. */
export function serviceFeeCents(saleCents: Cents): Cents {
  assertCents(saleCents, 'sale');
  return applyRate(saleCents, SERVICE_FEE_RATE);
}

export type PrintMethod = 'self-print' | 'provider';

/** The budget cost of printing `tickets` tickets by the given method. */
export function printCostCents(tickets: number, method: PrintMethod): Cents {
  if (!Number.isSafeInteger(tickets) || tickets < 0) {
    throw new RangeError('tickets must be a non-negative integer');
  }
  const unit = method === 'self-print' ? SELF_PRINT_CENTS_PER_TICKET : PROVIDER_PRINT_CENTS_PER_TICKET;
  return unit * tickets;
}

/** R0.90 per recipient ("90% of audience count times one rand"). */
export function smsCostCents(recipients: number): Cents {
  if (!Number.isSafeInteger(recipients) || recipients < 0) {
    throw new RangeError('recipients must be a non-negative integer');
  }
  return SMS_CENTS_PER_RECIPIENT * recipients;
}

/** Whether an SMS campaign of this cost may be paid for (R100 minimum). */
export function isSmsPayable(costCents: Cents): boolean {
  return costCents >= SMS_MINIMUM_PAYABLE_CENTS;
}

/** Whether the 'payments below R100.00 cannot be processed' note is shown, as the spec says. */
export function showsSmsMinimumNote(costCents: Cents): boolean {
  return costCents < SMS_MINIMUM_NOTE_BELOW_CENTS;
}

/**
 * Whether an SMS text is too long. Counted in code points so an emoji counts once, as a person
 * sees it (the gateway's own segment counting is not shown in the spec).
 */
export function isSmsTooLong(text: string): boolean {
  return Array.from(text).length > SMS_MAX_LENGTH;
}

export interface CalculatorLine {
  priceCents: Cents;
  tickets: number;
}

export interface CalculatorInput {
  vvip: CalculatorLine;
  vip: CalculatorLine;
  general: CalculatorLine;
}

export interface CalculatorBudget {
  vvip: Cents;
  vip: Cents;
  general: Cents;
  /** Sum of the three rounded lines, so what is shown adds up. */
  total: Cents;
}

/** The public budget calculator: price × 3.5% × number of tickets, per tier, then summed. */
export function calculatorBudget(input: CalculatorInput): CalculatorBudget {
  const line = ({ priceCents, tickets }: CalculatorLine): Cents => {
    assertCents(priceCents, 'price');
    if (priceCents < 0 || !Number.isSafeInteger(tickets) || tickets < 0) return 0;
    return applyRate(priceCents * tickets, SERVICE_FEE_RATE);
  };
  const vvip = line(input.vvip);
  const vip = line(input.vip);
  const general = line(input.general);
  return { vvip, vip, general, total: vvip + vip + general };
}
