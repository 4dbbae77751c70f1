import { formatRand } from '@tix/contract/domain/money';
import type { TransactionSummary } from '@tix/contract/model/transaction';
import { SUMMARY_CARDS } from '../messages.ts';
import styles from './summary-cards.module.css';

/** The five amount cards: Completed, Pending, Cancelled, Abandoned, Refunds. */
export function SummaryCards({ summary }: { summary: TransactionSummary }) {
  return (
    <ul className={styles.cards} aria-label="Amounts by status">
      {SUMMARY_CARDS.map((card) => (
        <li key={card.key} className={styles.card}>
          <span className={styles.label}>{card.label}</span>
          <span className={styles.amount}>{formatRand(summary[card.key])}</span>
        </li>
      ))}
    </ul>
  );
}
