import type { ReactNode } from 'react';
import styles from './marketing.module.css';

/** One radio choice as a card: label, and a hint below it. */
export function Choice({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
  disabled,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <label className={styles.option}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
      />
      <span>
        <strong>{label}</strong>
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
    </label>
  );
}
