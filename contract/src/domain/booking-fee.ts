import { type Exact, exactCents, exactRate, roundExact, roundParts } from './exact-cents.ts';
import { assertCents, type BasisPoints, type Cents, rand } from './money.ts';

// The buyer's booking fee at checkout (spec part 1, section 9).
//
// How the iteration is read: the payment gateway charges 3.5% of the total it collects plus a
// R2 flat fee, and VAT of 15% on that charge. The total it collects already includes the fee
// itself (and the tier fee), so the fee depends on itself:
//
//   fee = ((ticketTotal + tierFee + fee) × 3.5% + R2) × 1.15
//
// The spec solves it by iteration (at most 10 rounds, tolerance 0.01) and rounds only the total
// booking fee to 2 decimals. So every round here is exact (see exact-cents.ts): start from
// fee = 0, keep the value of the first round that moves the fee by less than one cent (or of
// round 10), and round tier fee plus gateway fee once. Rounding inside the rounds, as this code
// once did, leaves the buyer a cent off for about one order in three (issue 18).

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
/** The spec's tolerance of 0.01 (rand): one cent. */
export const GATEWAY_TOLERANCE_CENTS: Cents = 1;

/**
 * The breakdown the spec names (part 1, section 3, "Fee breakdown"). The parts are shown in
 * whole cents and always add up to `totalBookingFees`, which is the exact fee rounded once; when
 * the parts rounded one by one would not, the missing or extra cent goes to the part closest to
 * the next cent (docs/decisions-domain.md).
 */
export interface BookingFeeBreakdown {
  /** Tier fee plus the gateway fee including VAT: what the buyer pays on top of the tickets. */
  totalBookingFees: Cents;
  /** The tier rate applied ({product}Rate in the legacy), in basis points (200 = 2%). */
  tierRate: BasisPoints;
  /** Tier rate × unit price × quantity, in whole cents. */
  bookingFeeAdmission: Cents;
  gatewayFlatFee: Cents;
  /** In basis points (350 = 3.5%). */
  gatewayRate: BasisPoints;
  /** Gateway charge of the kept round, excluding VAT, in whole cents. */
  estimatedGatewayFee: Cents;
  /** Gateway charge including VAT: estimatedGatewayFee + vat. */
  finalEstimatedGatewayFee: Cents;
  /** VAT on the gateway charge, in whole cents. */
  vat: Cents;
  /** Rounds the iteration took (1 to 10); 0 when nothing is charged. */
  rounds: number;
}

/** The tier rate for one ticket's unit price: 2% below R500, 1.5% from R500. */
export function tierRateFor(unitPriceCents: Cents): BasisPoints {
  return unitPriceCents < TIER_RATE_THRESHOLD_CENTS ? TIER_RATE_BELOW_500 : TIER_RATE_FROM_500;
}

interface GatewayCharge {
  excludingVat: Exact;
  vat: Exact;
  rounds: number;
}

/** Solves fee = ((base + fee) × rate + flat) × (1 + VAT) by the spec's iteration, exactly. */
function solveGatewayFee(base: Exact): GatewayCharge {
  const flat = exactCents(GATEWAY_FLAT_FEE_CENTS);
  const tolerance = exactCents(GATEWAY_TOLERANCE_CENTS);
  let fee = 0n;
  let charge: GatewayCharge = { excludingVat: 0n, vat: 0n, rounds: 0 };
  for (let round = 1; round <= GATEWAY_MAX_ROUNDS; round += 1) {
    const excludingVat = exactRate(base + fee, GATEWAY_RATE) + flat;
    const vat = exactRate(excludingVat, VAT_RATE);
    const next = excludingVat + vat;
    charge = { excludingVat, vat, rounds: round };
    // Each round is increasing in the previous fee, so from 0 the fee only climbs.
    const moved = next - fee;
    fee = next;
    if (moved < tolerance) break;
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
  const ticketTotal = exactCents(assertCents(unitPriceCents * quantity, 'ticket total'));
  const tierFee = exactRate(ticketTotal, tierRate);
  const gateway: GatewayCharge =
    ticketTotal === 0n ? { excludingVat: 0n, vat: 0n, rounds: 0 } : solveGatewayFee(ticketTotal + tierFee);
  const [bookingFeeAdmission = 0, estimatedGatewayFee = 0, vat = 0] = roundParts([
    tierFee,
    gateway.excludingVat,
    gateway.vat,
  ]);
  return {
    totalBookingFees: roundExact(tierFee + gateway.excludingVat + gateway.vat),
    tierRate,
    bookingFeeAdmission,
    gatewayFlatFee: GATEWAY_FLAT_FEE_CENTS,
    gatewayRate: GATEWAY_RATE,
    estimatedGatewayFee,
    finalEstimatedGatewayFee: estimatedGatewayFee + vat,
    vat,
    rounds: gateway.rounds,
  };
}

/** What the buyer pays in all: tickets plus booking fees. */
export function checkoutTotal(unitPriceCents: Cents, quantity: number): Cents {
  return unitPriceCents * quantity + bookingFee(unitPriceCents, quantity).totalBookingFees;
}
