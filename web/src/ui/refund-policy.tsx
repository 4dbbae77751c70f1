import { formatRand } from '@tix/contract/domain/money';
import type { RefundFee } from '@tix/contract/domain/refunds';
import type { RefundTerms } from '@tix/contract/model/refund';
import styles from './refund-policy.module.css';

// An event's refund policy as every screen shows it (checkout's terms, the customer's policy box
// on /ticket-refund, the organiser's /view-refund-request): the BFF's terms, decided once by
// eventRefundPolicy, so the organiser and the buyer read the same tiers.

export const REFUND_POLICY_COPY = {
  notRefundable: 'The organiser has chosen not to allow refunds for this event: tickets cannot be refunded.',
  organiserRules: "The organiser's own refund rules apply.",
  platformRules: "The platform's standard refund rules apply.",
  orMore: (days: number) => `${days} days or more before the event`,
  between: (from: number, to: number) => `${from} to ${to} days before`,
  exactly: (days: number) => `${days} day${days === 1 ? '' : 's'} before`,
  upToEventDay: (to: number) => `From ${to} days before to the event day`,
  eventDay: 'On the event day',
  noRefund: 'No refund',
  fullRefund: 'Full refund',
  fee: (amount: string) => `Refund less ${amount}`,
} as const;
const C = REFUND_POLICY_COPY;

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

/** Whether the event is refundable, whose tiers, and the bands of days with what a refund costs. */
export function RefundPolicyLines({ terms }: { terms: RefundTerms }) {
  if (!terms.refundsAllowed) return <p>{C.notRefundable}</p>;
  return (
    <>
      <p className={styles.source}>{terms.source === 'organiser' ? C.organiserRules : C.platformRules}</p>
      <dl className={styles.lines}>
        {terms.lines.map((line) => (
          <div key={line.name} className={styles.line}>
            <dt>{when(line.fromDays, line.toDays)}</dt>
            <dd>{cost(line.fee)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export const refundPolicyStyles = styles;
