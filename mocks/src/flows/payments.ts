import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { rand } from '@tix/contract/domain/money';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';

// The payment flow after an order is accepted, written once for both mocks: the stand-in answers
// it in the legacy's words and MSW in the BFF's. Which step comes next depends on the size of the
// order and on whether the buyer proved who they are before; the provider step carries the amount
// due (tickets plus the buyer's booking fee) as the legacy sends it.

/**
 * A card or Ozow purchase whose tickets cost more than this goes to review (an identity check
 * with a one-time code) unless the buyer passed such a check before. Demo: 10 VVIP tickets.
 */
export const REVIEW_ABOVE_CENTS = rand(5000);

export const PAYMENT_MESSAGES = {
  review: 'Please verify your identity to continue with this purchase.',
  verified: 'Your identity has been verified.',
  notVerified: 'The code or email address is incorrect.',
} as const;

export interface PaymentOrder {
  method: 'payfast' | 'ozow';
  unitPriceCents: number;
  quantity: number;
  paymentId: string;
  /** The buyer passed an identity check on an earlier purchase. */
  verifiedBefore: boolean;
}

export type PaymentStep =
  | { kind: 'review'; message: string }
  | { kind: 'ozow'; url: string }
  | { kind: 'payfast'; action: string; amount: string };

export const needsReview = (ticketsCents: number, verifiedBefore: boolean): boolean =>
  ticketsCents > REVIEW_ABOVE_CENTS && !verifiedBefore;

/** Review first, then the provider's page: a path, resolved against the provider's address. */
export function nextPaymentStep(order: PaymentOrder): PaymentStep {
  const ticketsCents = order.unitPriceCents * order.quantity;
  if (needsReview(ticketsCents, order.verifiedBefore))
    return { kind: 'review', message: PAYMENT_MESSAGES.review };
  if (order.method === 'ozow') return { kind: 'ozow', url: `/__pay/ozow?m_payment_id=${order.paymentId}` };
  const amount = centsToLegacyRand(checkoutTotal(order.unitPriceCents, order.quantity));
  return { kind: 'payfast', action: '/__pay/payfast', amount };
}
