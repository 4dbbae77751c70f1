import { z } from 'zod';
import { defineOperation } from './define.ts';
import { failsWithStatus, NO_FAILURE, REFUSED } from './failure.ts';
import { nothing, numish, statusAnswer, textish, zeroOrOne } from './raw.ts';

// The organiser's payout page: revenue by ticket type, the payout summary, a payout request.

const W = 'webservices.php';
const eventOfBusiness = z.object({ businessid: numish, event_id: numish });
const figure = numish.nullable().optional();

export const rawBreakdownRow = z.looseObject({
  ticket_type: textish.optional(),
  qty: figure,
  admission: figure,
  total_gross: figure,
});

export const BREAKDOWNSALES = defineOperation({
  op: 'BREAKDOWNSALES',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'payouts',
  params: eventOfBusiness,
  identity: ['businessid'],
  // Rows, or an error flag 1 meaning "no rows", or any of PHP's forms of nothing.
  response: z.union([
    z.array(rawBreakdownRow),
    z.looseObject({ error: zeroOrOne, message: textish.optional() }),
    nothing,
  ]),
  failure: NO_FAILURE,
  screens: ['/payout'],
  specPart: 3,
});

/** The per-event summary fields. */
const summaryFields = {
  total_sales: figure,
  total_net: figure,
  gross_sales: figure,
  total_budget_balance: figure,
  total_fees_deduction: figure,
  total_budget: figure,
  event_end_date: textish.optional(),
  payout_status: textish.optional(),
  next_payout: textish.optional(),
  gateway_processing_fee: figure,
  booking_fee: figure,
  message: textish.optional(),
};

export const PAYOUTSUMMARY = defineOperation({
  op: 'PAYOUTSUMMARY',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'payouts',
  params: eventOfBusiness,
  identity: ['businessid'],
  // The spec lists the per-event fields apart from the top-level ones without naming where they
  // sit; they are accepted at top level, and a nested object passes through untouched.
  response: z.looseObject({
    ...summaryFields,
    status: textish.optional(),
    physical_fees_deduction: figure,
    amount_refunded: figure,
    is_sponsorship: z.union([numish, z.boolean(), z.null()]).optional(),
    amountRequest: figure,
  }),
  failure: {
    kind: 'own-shapes',
    why: 'a failed summary still carries the rows the screen shows in its reduced table, with the message',
  },
  screens: ['/payout'],
  specPart: 3,
});

export const REQUESTPAYOUT = defineOperation({
  op: 'REQUESTPAYOUT',
  method: 'POST',
  encoding: 'multipart',
  path: W,
  domain: 'payouts',
  params: z.object({
    amountRequested: numish,
    event_id: numish,
    payout_type: z.enum(['partial', 'full']),
    source: z.literal('ORGANISER_PAYOUT'),
  }),
  response: statusAnswer,
  failure: failsWithStatus(REFUSED),
  screens: ['/payout'],
  specPart: 3,
});

export const payoutsOperations = [BREAKDOWNSALES, PAYOUTSUMMARY, REQUESTPAYOUT] as const;
