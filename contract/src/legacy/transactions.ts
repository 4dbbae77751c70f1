import { z } from 'zod';
import { defineOperation } from './define.ts';
import { failsUnlessSuccess, NO_FAILURE } from './failure.ts';
import { listOrEmpty, numish, statusAnswer, textish } from './raw.ts';

const W = 'webservices.php';

/** A transaction row (spec part 3); the customer list of part 1 sends the same kind of rows. */
export const rawTransaction = z.looseObject({
  transaction_id: textish.optional(),
  date: textish.optional(),
  created_at: textish.optional(),
  event_name: textish.optional(),
  name_first: textish.optional(),
  ticket_type: textish.optional(),
  admissions: numish.nullable().optional(),
  amount_gross: numish.nullable().optional(),
  payment_status: textish.optional(),
  refunded_at: textish.optional(),
  amount_refunded: numish.nullable().optional(),
  ticket_resent_at: textish.optional(),
});

export const TRANSACTIONS_GETTRANSACTIONS = defineOperation({
  op: 'TRANSACTIONS',
  subquery: { param: 'subquery', value: 'GETTRANSACTIONS' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'transactions',
  params: z.object({ customerid: numish }),
  identity: ['customerid'],
  response: listOrEmpty(rawTransaction),
  failure: NO_FAILURE,
  screens: ['/transactions', '/transactiondetails'],
  specPart: 1,
});

const amount = numish.nullable().optional();

export const TRANSACTION_AMOUNTS = defineOperation({
  op: 'TRANSACTION-AMOUNTS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'transactions',
  params: z.object({ event_id: numish }),
  response: z.looseObject({
    pendingAmount: amount,
    completedAmount: amount,
    cancelledAmount: amount,
    abandonedTransact: amount,
    refundedAmt: amount,
  }),
  failure: NO_FAILURE,
  screens: ['/transactions-view'],
  specPart: 3,
});

export const TRANSACTIONS_LIST = defineOperation({
  op: 'TRANSACTIONS-LIST',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'transactions',
  params: z.object({ event_id: numish }),
  response: z.looseObject({
    status: z.string(),
    message: textish.optional(),
    transactions: listOrEmpty(rawTransaction).nullable().optional(),
  }),
  failure: failsUnlessSuccess('We could not load the transactions.'),
  screens: ['/transactions-view'],
  specPart: 3,
});

export const RESEND_TICKET = defineOperation({
  op: 'RESEND-TICKET',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'transactions',
  params: z.object({ transaction_id: z.string() }),
  response: statusAnswer,
  failure: failsUnlessSuccess('We could not resend the ticket.'),
  screens: ['/transactions-view'],
  specPart: 3,
});

export const transactionsOperations = [
  TRANSACTIONS_GETTRANSACTIONS,
  TRANSACTION_AMOUNTS,
  TRANSACTIONS_LIST,
  RESEND_TICKET,
] as const;
