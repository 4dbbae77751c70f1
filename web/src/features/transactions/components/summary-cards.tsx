import { formatRand } from '@tix/contract/domain/money';
import type { TransactionSummary } from '@tix/contract/model/transaction';
import { StatCards } from '../../../ui/stat-cards.tsx';
import { SUMMARY_CARDS } from '../messages.ts';

/** The five amount cards: Completed, Pending, Cancelled, Abandoned, Refunds. */
export function SummaryCards({ summary }: { summary: TransactionSummary }) {
  const stats = SUMMARY_CARDS.map((card) => ({
    key: card.key,
    label: card.label,
    value: formatRand(summary[card.key]),
  }));
  return <StatCards label="Amounts by status" stats={stats} wide={5} />;
}
