import styles from './search-field.module.css';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search box in a `<search>` landmark; the list below it narrows as the user types. */
export function SearchField({ id, label, hint, value, onChange }: Props) {
  return (
    <search className={styles.search}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={hint}
        autoComplete="off"
      />
    </search>
  );
}
