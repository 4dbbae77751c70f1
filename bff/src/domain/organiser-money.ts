import {
  availablePayoutCents,
  centsToLegacyRand,
  legacy,
  normaliseEventDetail,
  normalisePayoutSummary,
  normaliseSalesBreakdown,
  PAYOUT_MESSAGES,
  type PayoutPage,
  type PayoutPagePart,
  type PayoutSummary,
  salesPhase,
  text,
} from '@tix/contract';
import type { refundRulesSchema } from '@tix/contract/forms/refund-rules';
import type { z } from 'zod';
import { orNull } from '../legacy/not-found.ts';
import { todayInSouthAfrica } from '../lib/today.ts';
import type { LegacyPort } from '../plugins/legacy.ts';
import { anyList, Parts, type PartsPort } from './partial-reads.ts';

// The organiser's payout page and refund rules, composed from the legacy's answers.

/** PAYOUTSUMMARY as the page shows it: null with the message when the service failed. */
export async function payoutSummary(
  port: LegacyPort,
  eventId: string,
): Promise<{ summary: PayoutSummary | null; message: string | null }> {
  return payoutSummaryOf(await port.legacy(legacy.PAYOUTSUMMARY, { event_id: eventId }));
}

/** What /payout shows of a PAYOUTSUMMARY answer (also legacy:check's judgement of it). */
export function payoutSummaryOf(raw: legacy.AnswerOf<typeof legacy.PAYOUTSUMMARY>): {
  summary: PayoutSummary | null;
  message: string | null;
} {
  if (text(raw.status)?.toLowerCase() === 'failed')
    return { summary: null, message: text(raw.message) ?? PAYOUT_MESSAGES.noSales };
  const summary = normalisePayoutSummary(raw);
  const message = summary.salesCount === 0 ? (summary.message ?? PAYOUT_MESSAGES.noSales) : null;
  return { summary, message };
}

/** The event's name (the ownership check read the same details: memoised, no second call). */
export async function eventNameOf(port: LegacyPort, eventId: string): Promise<string> {
  const detail = await orNull(port.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: eventId }));
  return detail === null ? '' : normaliseEventDetail(detail, eventId).name;
}

export const availableOf = (summary: PayoutSummary | null): number =>
  summary ? availablePayoutCents(summary.netPayoutCents, summary.payoutsRequestedCents) : 0;

/** /payout: the summary is the page; the revenue rows (BREAKDOWNSALES) are a part. */
export async function payoutPage(port: PartsPort, eventId: string): Promise<PayoutPage> {
  const parts = new Parts<PayoutPagePart>(port.log);
  const [eventName, { summary, message }, rows] = await Promise.all([
    eventNameOf(port, eventId),
    payoutSummary(port, eventId),
    parts.read(
      'breakdown',
      legacy.BREAKDOWNSALES,
      port.legacy(legacy.BREAKDOWNSALES, { event_id: eventId }),
      {
        usable: anyList,
      },
    ),
  ]);
  const breakdown = rows === undefined ? undefined : normaliseSalesBreakdown(rows);
  const phase =
    summary?.eventEndDay != null
      ? salesPhase(summary.eventEndDay, summary.salesCount, todayInSouthAfrica())
      : null;
  return {
    eventName,
    summary,
    availableCents: availableOf(summary),
    message,
    phase,
    ...(breakdown ? { breakdown } : {}),
    ...parts.marker(),
  };
}

/** The rules form in the legacy's field names; flat fees travel as rand text. */
export function refundRulesParams(form: z.output<typeof refundRulesSchema>, eventId: string) {
  const fee = (type: 'percent' | 'flat', amount: number) =>
    type === 'percent' ? String(amount) : centsToLegacyRand(Math.round(amount * 100));
  return {
    cutOffDaysOne: form.cutOffDaysOne,
    applicableFeeOne: fee(form.feeTypeOne, form.feeAmountOne),
    feeTypeOne: form.feeTypeOne,
    cutOffDaysTwo: form.cutOffDaysTwo,
    applicableFeeTwo: fee(form.feeTypeTwo, form.feeAmountTwo),
    feeTypeTwo: form.feeTypeTwo,
    cutOffDaysThree: form.cutOffDaysThree,
    applicableFeeThree: fee(form.feeTypeThree, form.feeAmountThree),
    feeTypeThree: form.feeTypeThree,
    cutOffDays0: 0,
    applicableFee0: fee(form.feeTypeZero, form.feeAmountZero),
    feeType0: form.feeTypeZero,
    autoRefund: form.autoRefund ? 1 : 0,
    maxAttempts: form.maxAttempts,
    event_id: eventId,
  };
}
