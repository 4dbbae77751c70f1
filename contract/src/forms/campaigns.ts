import { z } from 'zod';
import { idMessage, isLegacyId } from '../model/ids.ts';
import { inOrder, isRandAmount, looseId, text, toCents, typedNumber } from './fields.ts';

// Campaign save and launch, and moving a campaign's balance to another event (spec part 2,
// section 5).

/** Minimum campaign budget in rand; the budget input steps by 0.01. */
export const MIN_CAMPAIGN_BUDGET_RAND = 10;

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Enter the campaign name.',
  keywordsRequired: 'Enter keywords related to the event, and use commas to separate.',
  startDateRequired: "Choose a start date for the campaign—we suggest using today's date.",
  endDateRequired: 'Select the campaign end date—ideally, match it to your event date or the day after.',
  /** Not in the spec, ours. */
  endBeforeStart: 'The campaign end date cannot be before its start date',
  budgetMinimum: 'Budget should at least be R10.00 minimum.',
  /** Not in the spec, ours: the input's step of 0.01. */
  budgetCents: 'Enter the budget in rand and cents, for example 10.50',
} as const;

const M = CAMPAIGN_MESSAGES;

const date = (message: string) => text(message).pipe(z.iso.date({ error: message }));

/** Campaign save: campaignName, keywords (comma separated), startDate, endDate. */
export const campaignSaveSchema = z
  .object({
    campaignName: text(M.nameRequired),
    keywords: text(M.keywordsRequired),
    startDate: date(M.startDateRequired),
    endDate: date(M.endDateRequired),
  })
  .refine((value) => value.endDate >= value.startDate, { error: M.endBeforeStart, path: ['endDate'] });

/** Campaign launch: budget (rand, at least R10, to the cent). */
export const campaignLaunchSchema = z.object({
  budget: typedNumber(
    z
      .number({ error: M.budgetMinimum })
      .min(MIN_CAMPAIGN_BUDGET_RAND, { error: M.budgetMinimum, abort: true })
      .refine(isRandAmount, M.budgetCents),
    M.budgetMinimum,
  ),
});

const formatRand = (rand: number): string => rand.toFixed(2);

export const BALANCE_TRANSFER_MESSAGES = {
  balanceZero: "You can't transfer if your balance is at R0.0",
  targetRequired: 'Please select an event to transfer balance to.',
  alreadyTransferred: (amount: number) =>
    `R${formatRand(amount)} has already been transferred to another campaign`,
  /** Ours, for when the amount moved is not known: the spec's words without it. */
  alreadyTransferredUnknown: 'This balance has already been transferred to another campaign',
  failed: 'An error occurred while transferring balance.',
  /** Ours (issue 40): the service did not say what the campaign holds, so nothing is moved. */
  balanceUnknown: 'We could not read this campaign’s balance, so it cannot be transferred now.',
} as const;

/** The campaign whose balance moves, as the server last said; `moved` when the amount is known. */
export type TransferSource = { balance: number | null; transferred: boolean; moved?: number | null };

/**
 * Balance transfer: targetEventId. With the source campaign, also checks its balance and that it
 * was not transferred already; that comes before the missing target, since picking one would not
 * help.
 */
export const makeBalanceTransferSchema = (source?: TransferSource) =>
  z
    .object({
      // An id picked from the list; anything else is no event's (the contract's one id rule).
      targetEventId: looseId().refine((id) => id === '' || isLegacyId(id), idMessage('Event id')),
    })
    .superRefine(
      inOrder((value, fail) => {
        const B = BALANCE_TRANSFER_MESSAGES;
        if (source?.transferred && typeof source.moved === 'number')
          fail('targetEventId', B.alreadyTransferred(source.moved));
        else if (source?.balance === null) fail('targetEventId', B.balanceUnknown);
        else if (source && toCents(source.balance) <= 0) fail('targetEventId', B.balanceZero);
        else if (value.targetEventId === '') fail('targetEventId', B.targetRequired);
      }),
    );

export const balanceTransferSchema = makeBalanceTransferSchema();
