import { applyRate, assertCents, type BasisPoints, type Cents, rand } from './money.ts';

// The buyer's booking fee at checkout (spec part 1, section 9).
//
// How the iteration is read: the payment gateway charges 3.5% of the total it collects plus a
// R2 flat fee, and VAT of 15% on that charge. The total it collects already includes the fee
// itself (and the tier fee), so the fee depends on itself:
//
//   fee = ((ticketTotal + tierFee + fee) × 3.5% + R2) × 1.15
//
// The spec solves it by iteration (at most 10 rounds, tolerance 0.01). Here every round works
// in whole cents: start from fee = 0, compute the charge excluding VAT (rounded to the cent),
// add the VAT (rounded to the cent), and stop when a round changes the fee by less than one
// cent (in whole cents: not at all) or after 10 rounds. Each round is non-decreasing in the
// previous fee and the slope is about 0.04, so the rounds climb to the fixed point in 3 to 5
// steps for any realistic order; the result is within a cent or two of the exact closed form
// 1.15 × (3.5% × base + R2) / (1 − 1.15 × 3.5%).

/** 2% on ticket prices below R500. */
export const TIER_RATE_BELOW_500: BasisPoints = 200;
/** 1.5% on ticket prices of R500 and more. */
export const TIER_RATE_FROM_500: BasisPoints = 150;
/** The unit price from which the lower tier rate applies. */
export const TIER_RATE_THRESHOLD_CENTS: Cents = rand(500);
export const GATEWAY_RATE: BasisPoints = 350;
export const GATEWAY_FLAT_FEE_CENTS: Cents = rand(2);
export const VAT_RATE: BasisPoints = 1500;
export const GATEWAY_MAX_ROUNDS = 10;

/** The breakdown the spec names (part 1, section 3, "Fee breakdown"). */
export interface BookingFeeBreakdown {
  /** Tier fee plus the gateway fee including VAT: what the buyer pays on top of the tickets. */
  totalBookingFees: Cents;
  /** The tier rate applied ({product}Rate in the legacy), in basis points (200 = 2%). */
  tierRate: BasisPoints;
  /** Tier rate × unit price × quantity. */
  bookingFeeAdmission: Cents;
  gatewayFlatFee: Cents;
  /** In basis points (350 = 3.5%). */
  gatewayRate: BasisPoints;
  /** Gateway charge at the fixed point, excluding VAT. */
  estimatedGatewayFee: Cents;
  /** Gateway charge at the fixed point, including VAT: estimatedGatewayFee + vat. */
  finalEstimatedGatewayFee: Cents;
  /** VAT on the gateway charge. */
  vat: Cents;
  /** Rounds the iteration took (1 to 10); 0 when nothing is charged. */
  rounds: number;
}

/** The tier rate for one ticket's unit price: 2% below R500, 1.5% from R500. */
export function tierRateFor(unitPriceCents: Cents): BasisPoints {
  return unitPriceCents < TIER_RATE_THRESHOLD_CENTS ? TIER_RATE_BELOW_500 : TIER_RATE_FROM_500;
}

interface GatewayCharge {
  excludingVat: Cents;
  vat: Cents;
  rounds: number;
}

/** Solves fee = ((base + fee) × rate + flat) × (1 + VAT) by iteration in whole cents. */
export function solveGatewayFee(baseCents: Cents): GatewayCharge {
  assertCents(baseCents, 'base');
  let fee = 0;
  let charge: GatewayCharge = { excludingVat: 0, vat: 0, rounds: 0 };
  for (let round = 1; round <= GATEWAY_MAX_ROUNDS; round += 1) {
    const excludingVat = applyRate(baseCents + fee, GATEWAY_RATE) + GATEWAY_FLAT_FEE_CENTS;
    const vat = applyRate(excludingVat, VAT_RATE);
    const next = excludingVat + vat;
    charge = { excludingVat, vat, rounds: round };
    if (Math.abs(next - fee) < 1) break;
    fee = next;
  }
  return charge;
}

/**
 * The booking fee for `quantity` admissions at `unitPriceCents` each. A free order (price or
 * quantity 0) costs nothing: no payment goes through the gateway, so no gateway fee is due.
 */
export function bookingFee(unitPriceCents: Cents, quantity: number): BookingFeeBreakdown {
  assertCents(unitPriceCents, 'unit price');
  if (unitPriceCents < 0 || !Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError('price and quantity must be non-negative integers');
  }
  const tierRate = tierRateFor(unitPriceCents);
  const ticketTotal = unitPriceCents * quantity;
  const bookingFeeAdmission = applyRate(ticketTotal, tierRate);
  const gateway: GatewayCharge =
    ticketTotal === 0
      ? { excludingVat: 0, vat: 0, rounds: 0 }
      : solveGatewayFee(ticketTotal + bookingFeeAdmission);
  const finalEstimatedGatewayFee = gateway.excludingVat + gateway.vat;
  return {
    totalBookingFees: bookingFeeAdmission + finalEstimatedGatewayFee,
    tierRate,
    bookingFeeAdmission,
    gatewayFlatFee: GATEWAY_FLAT_FEE_CENTS,
    gatewayRate: GATEWAY_RATE,
    estimatedGatewayFee: gateway.excludingVat,
    finalEstimatedGatewayFee,
    vat: gateway.vat,
    rounds: gateway.rounds,
  };
}

/** What the buyer pays in all: tickets plus booking fees. */
export function checkoutTotal(unitPriceCents: Cents, quantity: number): Cents {
  return unitPriceCents * quantity + bookingFee(unitPriceCents, quantity).totalBookingFees;
}
