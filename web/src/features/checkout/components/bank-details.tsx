import type { PayeeBank } from '@tix/contract/model/purchase';
import styles from '../checkout.module.css';

const ROWS: [keyof PayeeBank, string][] = [
  ['bankName', 'Bank'],
  ['accountHolder', 'Account holder'],
  ['accountNumber', 'Account number'],
  ['branchCode', 'Branch code'],
  ['businessName', 'Organiser'],
  ['phone', 'Cell number'],
  ['tel', 'Telephone'],
  ['email', 'Email'],
  ['address', 'Address'],
];

/** The organiser's banking details to pay into. */
export function BankDetailsList({ bank }: { bank: PayeeBank | null }) {
  if (!bank) return <p>The organiser has not added banking details yet. Please choose another way to pay.</p>;
  return (
    <dl className={styles.facts} aria-label="Banking details">
      {ROWS.filter(([key]) => bank[key]).map(([key, label]) => (
        <div key={key} className={styles.row}>
          <dt>{label}</dt>
          <dd>{bank[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
