import { z } from 'zod';
import { refundRequestSchema } from '../forms/refunds.ts';
import {
  customerTicketSchema,
  refundGovernanceSchema,
  refundQuoteSchema,
  refundRequestOutcomeSchema,
  refundTermsSchema,
} from '../model/index.ts';
import { longText } from '../model/limits.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';
import { eventTicketParams } from './tickets.ts';

/** The customer's refund request for one ticket (spec part 3, /ticket-refund). */
export const refundsApi = {
  getRefundTerms: endpoint({
    ...routes.refunds.getRefundTerms,
    summary: "The event's refund terms before paying: allowed or not, whose tiers, the bands of days",
    access: 'public',
    params: eventTicketParams.pick({ eventId: true }),
    response: refundTermsSchema,
    owner: { public: 'the event is public, and so are the refund terms every buyer is shown' },
    legacy: ['FETCH-EVENT-DETAILS', 'GET-REFUND-GOVERNANCE-RULES', 'GET_REFUND_RULES'],
  }),
  getRefundQuote: endpoint({
    ...routes.refunds.getRefundQuote,
    summary: 'The ticket, the event’s refund governance and the estimated refund as of today',
    access: ['customer'],
    params: eventTicketParams,
    response: z.object({
      ticket: customerTicketSchema,
      governance: refundGovernanceSchema,
      quote: refundQuoteSchema,
      /** The event's policy (eventRefundPolicy): what the policy box lists. */
      terms: refundTermsSchema,
    }),
    owner: { owned: 'customer-ticket' },
    legacy: [
      'PREVIEWTICKETS',
      'GET-REFUND-GOVERNANCE-RULES',
      'CALCULATE-REFUND',
      'FETCH-EVENT-DETAILS',
      'GET_REFUND_RULES',
    ],
  }),
  requestRefund: endpoint({
    ...routes.refunds.requestRefund,
    summary:
      'Asks for a refund (reason, comments, policy acknowledged); `bank-details-missing` sends the customer to /b-details',
    access: ['customer'],
    params: eventTicketParams,
    body: refundRequestSchema,
    response: refundRequestOutcomeSchema,
    owner: { owned: 'customer-ticket' },
    legacy: ['PREVIEWTICKETS', 'CALCULATE-REFUND', 'REQUEST-TICKET-REFUND'],
    idempotent: true,
  }),
  cancelRefund: endpoint({
    ...routes.refunds.cancelRefund,
    summary: 'Cancels a pending refund request',
    access: ['customer'],
    params: eventTicketParams,
    response: z.object({ message: longText() }),
    owner: { owned: 'customer-ticket' },
    legacy: ['PREVIEWTICKETS', 'REQUEST-TICKET-REFUND'],
  }),
};
