import { z } from 'zod';
import { PAYOUT_TYPES } from '../domain/payouts.ts';
import { inOrder, isRandAmount, toCents, typedNumber } from './fields.ts';
import { PAYOUT_MESSAGES } from './payout-messages.ts';

// Payout requests by organisers (per event) and partners (spec part 3, section 5).

export { PAYOUT_MESSAGES };

const M = PAYOUT_MESSAGES;

/** Rand above 0, to the cent. */
const amount = () =>
  typedNumber(
    z
      .number({ error: M.amountInvalid })
      .gt(0, { error: M.amountInvalid, abort: true })
      .refine(isRandAmount, { error: M.amountInvalid, abort: true }),
    M.amountInvalid,
  );

/**
 * A payout form: payoutType (partial lets the person type; full is the whole amount), amount
 * (rand). With the limit the server gives, also checks the amount is within it.
 */
const payoutSchema = (limit: number | undefined, exceeds: string) =>
  z
    .object({
      payoutType: z.enum(PAYOUT_TYPES, { error: M.typeInvalid }).default('partial'),
      amount: amount(),
    })
    .superRefine(
      inOrder((value, fail) => {
        if (limit !== undefined && toCents(value.amount) > toCents(limit)) fail('amount', exceeds);
      }),
    );

/** Organiser payout request; `netPayout` in rand, as the payout summary gives it. */
export const makeOrganiserPayoutSchema = (netPayout?: number) => payoutSchema(netPayout, M.exceedsNetPayout);
export const organiserPayoutSchema = makeOrganiserPayoutSchema();

/** Partner payout request; `availableEarnings` in rand. */
export const makePartnerPayoutSchema = (availableEarnings?: number) =>
  payoutSchema(availableEarnings, M.exceedsAvailable);
export const partnerPayoutSchema = makePartnerPayoutSchema();
