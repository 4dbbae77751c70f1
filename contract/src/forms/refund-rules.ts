import { z } from 'zod';
import { choice, inOrder, isRandAmount, typedNumber } from './fields.ts';

// The organiser's refund rules form (spec part 3, section 5). The spec gives limits but no
// messages: every message here is ours.

export const FEE_TYPES = ['percent', 'flat'] as const;

export const REFUND_RULES_MESSAGES = {
  daysInvalid: 'Days must be a whole number, 0 or more',
  feeTypeRequired: 'Choose a percentage or a flat fee',
  feeInvalid: 'The fee must be a number, 0 or more',
  percentTooHigh: 'A percentage fee cannot be more than 100',
  daysOrder: 'Each tier must start fewer days before the event than the tier above it',
  maxAttemptsInvalid: 'Maximum attempts must be a whole number, 0 or more',
} as const;

const M = REFUND_RULES_MESSAGES;

const count = (message: string) =>
  typedNumber(z.number({ error: message }).int(message).min(0, message), message);

const fee = () =>
  typedNumber(
    z.number({ error: M.feeInvalid }).min(0, M.feeInvalid).refine(isRandAmount, M.feeInvalid),
    M.feeInvalid,
  );

const feeType = () => choice(FEE_TYPES, M.feeTypeRequired);

/**
 * Refund rules, four tiers from furthest before the event to the day itself: cutOffDaysOne,
 * feeTypeOne, feeAmountOne, the same for Two and Three, then feeTypeZero and feeAmountZero (the
 * day of the event: its days are fixed at 0, so not asked), autoRefund, maxAttempts. A percent fee
 * is at most 100; tiers start fewer days before the event one after the other.
 */
export const refundRulesSchema = z
  .object({
    cutOffDaysOne: count(M.daysInvalid),
    feeTypeOne: feeType(),
    feeAmountOne: fee(),
    cutOffDaysTwo: count(M.daysInvalid),
    feeTypeTwo: feeType(),
    feeAmountTwo: fee(),
    cutOffDaysThree: count(M.daysInvalid),
    feeTypeThree: feeType(),
    feeAmountThree: fee(),
    feeTypeZero: feeType(),
    feeAmountZero: fee(),
    autoRefund: z.boolean().default(false),
    maxAttempts: count(M.maxAttemptsInvalid),
  })
  .superRefine(
    inOrder((value, fail) => {
      for (const tier of ['One', 'Two', 'Three', 'Zero'] as const) {
        if (value[`feeType${tier}`] === 'percent' && value[`feeAmount${tier}`] > 100)
          fail(`feeAmount${tier}`, M.percentTooHigh);
      }
      if (value.cutOffDaysTwo >= value.cutOffDaysOne) fail('cutOffDaysTwo', M.daysOrder);
      else if (value.cutOffDaysThree >= value.cutOffDaysTwo) fail('cutOffDaysThree', M.daysOrder);
      else if (value.cutOffDaysThree <= 0) fail('cutOffDaysThree', M.daysOrder);
    }),
  );
