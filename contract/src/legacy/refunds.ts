import { z } from 'zod';
import { defineOperation } from './define.ts';
import { failsUnlessSuccess, failsWithStatus, NO_FAILURE, REFUSED } from './failure.ts';
import { NOT_FOUND } from './not-found.ts';
import { flag, nothing, numish, orNothing, statusAnswer, textish } from './raw.ts';

// Refunds: the customer's estimate and request, the organiser's rules and decisions.

const W = 'webservices.php';
const figure = numish.nullable().optional();
const opt = textish.optional();
const eventOnly = z.object({ event_id: numish });

export const CALCULATE_REFUND = defineOperation({
  op: 'CALCULATE-REFUND',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'refunds',
  params: z.object({
    event_id: numish,
    ticket_id: numish,
    ticket_number: z.string(),
    customer_id: numish,
    m_payment_id: z.string(),
  }),
  identity: ['customer_id'],
  response: z.looseObject({
    days_left: figure,
    refund_fee: figure,
    // The estimated refund.
    amount_refunded: figure,
    admission: figure,
    orginal_amount: figure,
    booking_fee: figure,
    net_amount: figure,
    // 'yes': the organiser's rules; 'no': the platform default.
    refundRulesConfigured: opt,
  }),
  failure: failsWithStatus('The refund could not be estimated.'),
  screens: ['/ticket-refund'],
  specPart: 3,
});

export const REQUEST_TICKET_REFUND = defineOperation({
  op: 'REQUEST-TICKET-REFUND',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'refunds',
  // Also cancels a Pending request (refund_status Pending, no reason needed).
  params: z.object({
    ticket_id: numish,
    ticket_number: z.string(),
    refund_reason: z.string().optional(),
    userNotes: z.string().optional(),
    customer_id: numish,
    event_id: numish,
    refund_status: z.string().optional(),
    m_payment_id: z.string(),
    refundFee: numish.optional(),
    daysLeft: numish.optional(),
    bookingFee: numish.optional(),
    estimatedRefund: numish.optional(),
    originalAmount: numish.optional(),
  }),
  identity: ['customer_id'],
  // code BANK_DETAILS_MISSING sends the customer to /b-details with the bank list.
  response: statusAnswer.extend({
    code: opt,
    bank_name: z.array(z.union([z.string(), z.looseObject({})])).optional(),
  }),
  failure: failsUnlessSuccess('Your refund request was not accepted.', {
    outcomes: ['BANK_DETAILS_MISSING'],
  }),
  screens: ['/ticket-refund'],
  specPart: 3,
});

export const GET_REFUND_RULES = defineOperation({
  op: 'GET_REFUND_RULES',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'refunds',
  params: eventOnly,
  response: z.looseObject({
    feeAmountOne: figure,
    feeAmountTwo: figure,
    feeAmountThree: figure,
    feeAmountZero: figure,
    cutOffDaysOne: figure,
    cutOffDaysTwo: figure,
    cutOffDaysThree: figure,
    cutoffDaysZero: figure,
    feeTypeOne: opt,
    feeTypeTwo: opt,
    feeTypeThree: opt,
    feeTypeZero: opt,
    autoRefund: flag.nullable().optional(),
    maxAttempts: figure,
    refundPolicyLocked: flag.nullable().optional(),
    refundPolicyLockedAt: opt,
  }),
  failure: NO_FAILURE,
  screens: ['/view-refund-request'],
  specPart: 3,
});

export const UPDATE_REFUND_RULES = defineOperation({
  op: 'UPDATE_REFUND_RULES',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'refunds',
  params: z.object({
    cutOffDaysOne: numish,
    applicableFeeOne: numish,
    feeTypeOne: z.string(),
    cutOffDaysTwo: numish,
    applicableFeeTwo: numish,
    feeTypeTwo: z.string(),
    cutOffDaysThree: numish,
    applicableFeeThree: numish,
    feeTypeThree: z.string(),
    cutOffDays0: numish,
    applicableFee0: numish,
    feeType0: z.string(),
    autoRefund: flag,
    maxAttempts: numish,
    event_id: numish,
  }),
  response: statusAnswer,
  failure: failsWithStatus(REFUSED),
  screens: ['/view-refund-request'],
  specPart: 3,
});

export const GET_REFUND_GOVERNANCE_RULES = defineOperation({
  op: 'GET-REFUND-GOVERNANCE-RULES',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'refunds',
  params: z.object({ eventid: numish }),
  // Part 1 reads maxAttempts and refundsAllowed; part 3 autoApprove and refundPolicyLocked.
  response: orNothing(
    z.looseObject({
      maxAttempts: figure,
      refundsAllowed: flag.nullable().optional(),
      autoApprove: flag.nullable().optional(),
      refundPolicyLocked: flag.nullable().optional(),
    }),
  ),
  notFound: NOT_FOUND.event,
  failure: NO_FAILURE,
  screens: ['/customerdashboard', '/tickets', '/ticket-refund', '/view-refund-request'],
  specPart: 1,
});

export const rawRefundRequest = z.looseObject({
  id: numish,
  refund_id: opt,
  requested_at: opt,
  buyer_name: opt,
  original_amount: figure,
  amount_refunded: figure,
  ticket_number: opt,
  refund_reason: opt,
  comments: opt,
  status: opt,
  source: opt,
  auto_approve: flag.nullable().optional(),
});

export const GET_REFUND_REQUESTS = defineOperation({
  op: 'GET-REFUND-REQUESTS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'refunds',
  params: eventOnly,
  response: z.union([z.array(rawRefundRequest), statusAnswer, nothing]),
  failure: failsWithStatus(REFUSED),
  screens: ['/view-refund-request'],
  specPart: 3,
});

export const REFUND_REQUEST_RESPONSE = defineOperation({
  op: 'REFUND-REQUEST-RESPONSE',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'refunds',
  // A reason is required to decline.
  params: z.object({ reason: z.string().optional(), endpoint: z.enum(['approved', 'declined']), id: numish }),
  response: statusAnswer,
  failure: failsWithStatus(REFUSED),
  screens: ['/view-refund-request'],
  specPart: 3,
});

export const refundsOperations = [
  CALCULATE_REFUND,
  REQUEST_TICKET_REFUND,
  GET_REFUND_RULES,
  UPDATE_REFUND_RULES,
  GET_REFUND_GOVERNANCE_RULES,
  GET_REFUND_REQUESTS,
  REFUND_REQUEST_RESPONSE,
] as const;
