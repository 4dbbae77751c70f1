import { daysBetween, type IsoDay, todayInSouthAfrica } from '@tix/contract/domain/dates';
import { formatRand } from '@tix/contract/domain/money';
import { estimateRefund, type RefundFee, type RefundRules } from '@tix/contract/domain/refunds';
import type { RefundTerms as Terms } from '@tix/contract/model/refund';
import { useRefundTerms } from '../api/checkout.ts';
import { REFUND_TERMS_COPY as C } from '../messages.ts';
import styles from './refund-terms.module.css';

const when = (fromDays: number, toDays: number | null): string => {
  if (toDays === null) return C.orMore(fromDays);
  if (fromDays === 0 && toDays === 0) return C.eventDay;
  if (fromDays === toDays) return C.exactly(fromDays);
  return fromDays === 0 ? C.upToEventDay(toDays) : C.between(fromDays, toDays);
};

const cost = (fee: RefundFee | null): string => {
  if (!fee) return C.noRefund;
  const parts = [
    fee.percent > 0 ? `${fee.percent}%` : null,
    fee.flatCents > 0 ? formatRand(fee.flatCents) : null,
  ];
  const named = parts.filter((p) => p !== null);
  return named.length === 0 ? C.fullRefund : C.fee(named.join(' + '));
};

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
      {!data.refundsAllowed ? (
        <p>{C.notRefundable}</p>
      ) : (
        <>
          <p className={styles.source}>{data.source === 'organiser' ? C.organiserRules : C.platformRules}</p>
          <dl className={styles.lines}>
            {data.lines.map((line) => (
              <div key={line.name} className={styles.line}>
                <dt>{when(line.fromDays, line.toDays)}</dt>
                <dd>{cost(line.fee)}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.today} data-testid="refund-today">
            {C.today(formatRand(estimate.refundCents), formatRand(unitPriceCents))}
          </p>
        </>
      )}
    </section>
  );
}
