import { daysBetween, type IsoDay, todayInSouthAfrica } from '@tix/contract/domain/dates';
import { formatRand } from '@tix/contract/domain/money';
import { estimateRefund, type RefundRules } from '@tix/contract/domain/refunds';
import type { RefundTerms as Terms } from '@tix/contract/model/refund';
import { RefundPolicyLines, refundPolicyStyles as styles } from '../../../ui/refund-policy.tsx';
import { useRefundTerms } from '../api/checkout.ts';
import { REFUND_TERMS_COPY as C } from '../messages.ts';

const rulesOf = (terms: Terms): RefundRules => ({
  source: terms.source,
  tiers: terms.lines.map((l) => ({ name: l.name, cutOffDays: l.fromDays, fee: l.fee })),
});

/** Before paying: whether tickets can be refunded, the bands of days, and what a refund returns today. */
export function RefundTerms({ eventId, unitPriceCents }: { eventId: string; unitPriceCents: number }) {
  const { data } = useRefundTerms(eventId);
  if (!data) return null;
  const today = todayInSouthAfrica();
  const daysLeft = daysBetween(today, data.eventDay as IsoDay);
  const estimate = estimateRefund(unitPriceCents, daysLeft, rulesOf(data));
  return (
    <section className={styles.terms} aria-labelledby="refund-terms-heading">
      <h2 id="refund-terms-heading">{C.heading}</h2>
      <RefundPolicyLines terms={data} />
      {data.refundsAllowed && (
        <p className={styles.today} data-testid="refund-today">
          {C.today(formatRand(estimate.refundCents), formatRand(unitPriceCents))}
        </p>
      )}
    </section>
  );
}
