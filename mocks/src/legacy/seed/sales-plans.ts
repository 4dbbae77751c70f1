import type { Tier } from '../model.ts';
import type { AgeGroup, PaymentMethod, PurchaseStatus } from '../model-sales.ts';
import { DEMO_CUSTOMER_ID as ME } from './people.ts';
import { TODAY_EVENT_ID } from './sales-events.ts';

/** One seeded purchase: paid ones get one ticket per admission. */
export interface Plan {
  customer: number;
  event: number;
  tier: Tier;
  group: AgeGroup;
  quantity: number;
  status: PurchaseStatus;
  daysAgo: number;
  method?: PaymentMethod;
  /** The first ticket's current refund request. */
  refund?: 'Pending' | 'Under_review' | 'Approved';
  /** Declined earlier requests (each was an attempt). */
  declined?: number;
  /** The pass was issued without a QR payload. */
  noQr?: true;
  /** The tickets were already sent again. */
  resent?: true;
}

const paid = (event: number, tier: Tier, extra: Partial<Plan> = {}): Plan => ({
  customer: ME,
  event,
  tier,
  group: 'adults',
  quantity: 1,
  status: 'paid',
  daysAgo: 10,
  ...extra,
});

// biome-ignore format: a data table reads best one purchase a line
export const PLANS: readonly Plan[] = [
  paid(1, 'vip', { quantity: 2, daysAgo: 20 }),                     // valid, two admissions
  paid(7, 'general', { refund: 'Pending', daysAgo: 12 }),           // refund submitted
  paid(14, 'vvip', { refund: 'Under_review', daysAgo: 9 }),         // refund under review
  paid(9, 'general', { refund: 'Approved', daysAgo: 15 }),          // refunded
  paid(2, 'vip', { group: 'kids', noQr: true, daysAgo: 8 }),        // invalid pass
  paid(21, 'general', { declined: 2, daysAgo: 18 }),                // maximum attempts reached
  paid(22, 'general', { daysAgo: 6 }),                              // refunds disabled
  paid(TODAY_EVENT_ID, 'general', { quantity: 2, daysAgo: 3 }),     // the event is today
  paid(5, 'general', { daysAgo: 25 }),                              // past event
  // More of the demo customer's payments for event 1: the transactions view pages by 10.
  paid(1, 'general', { daysAgo: 19, resent: true }),
  paid(1, 'vvip', { daysAgo: 18 }),
  paid(1, 'general', { status: 'pending', daysAgo: 0 }),
  paid(1, 'vip', { status: 'pending', daysAgo: 0, method: 'ozow' }),
  paid(1, 'general', { status: 'pending', daysAgo: 5 }),
  paid(1, 'general', { status: 'pending', daysAgo: 6, quantity: 3 }),
  paid(1, 'vvip', { status: 'pending', daysAgo: 7, method: 'ozow' }),
  paid(1, 'vip', { status: 'cancelled', daysAgo: 8 }),
  paid(1, 'general', { status: 'cancelled', daysAgo: 9, quantity: 2 }),
  paid(1, 'general', { status: 'cancelled', daysAgo: 11 }),
  paid(1, 'general', { status: 'awaiting_approval', daysAgo: 2, method: 'eft' }),
  // Other buyers, so organisers see names in their transaction view.
  paid(1, 'general', { customer: 102, quantity: 4, daysAgo: 14 }),
  paid(7, 'vip', { customer: 103, quantity: 2, daysAgo: 4 }),
  paid(1, 'vip', { customer: 104, status: 'pending', daysAgo: 3 }),
];
