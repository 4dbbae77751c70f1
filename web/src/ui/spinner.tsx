import styles from './spinner.module.css';

/** A loading indicator that screen readers announce. */
export function Spinner({ label = 'Loading…', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div role="status" data-spinner="" className={inline ? styles.inline : styles.block}>
      <span className={styles.wheel} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
