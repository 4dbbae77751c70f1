import { PROFILE_COPY } from '../messages.ts';
import styles from '../routes/profile.module.css';

/** A definition list of label and value; missing values read 'Not given'. */
export function DetailsList({ rows }: { rows: readonly (readonly [string, string | null])[] }) {
  return (
    <dl className={styles.list}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value ?? PROFILE_COPY.notGiven}</dd>
        </div>
      ))}
    </dl>
  );
}
