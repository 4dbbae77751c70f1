import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './form.module.css';
import { Spinner } from './spinner.tsx';

export { styles as formStyles };

interface LabelledProps {
  label: string;
  name: string;
  /** The field the last check found wrong; this one is marked when it is that field. */
  invalid?: string | null;
  hint?: ReactNode;
}

const marked = (name: string, invalid: string | null | undefined) => (invalid === name ? true : undefined);

/** Label, control and an optional hint the control is described by. */
function Labelled({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: ReactNode;
  children: (ids: { id: string; hintId?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, hintId })}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** A labelled input; `aria-invalid` when the form's first problem is this field. */
export function Field({
  label,
  name,
  invalid,
  hint,
  ...input
}: LabelledProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled label={label} hint={hint}>
      {({ id, hintId }) => (
        <input
          id={id}
          name={name}
          aria-describedby={hintId}
          aria-invalid={marked(name, invalid)}
          {...input}
        />
      )}
    </Labelled>
  );
}

export function TextArea({
  label,
  name,
  invalid,
  hint,
  ...area
}: LabelledProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Labelled label={label} hint={hint}>
      {({ id, hintId }) => (
        <textarea
          id={id}
          name={name}
          aria-describedby={hintId}
          aria-invalid={marked(name, invalid)}
          {...area}
        />
      )}
    </Labelled>
  );
}

export function Select({
  label,
  name,
  invalid,
  options,
  ...select
}: LabelledProps &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Labelled label={label}>
      {({ id }) => (
        <select id={id} name={name} aria-invalid={marked(name, invalid)} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function Checkbox({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** The one-time code field of every code step (verification, reset, deletion, purchase check). */
export function CodeField({
  label,
  invalid,
  name = 'code',
}: {
  label: string;
  invalid?: string | null;
  name?: string;
}) {
  return (
    <Field label={label} name={name} inputMode="numeric" autoComplete="one-time-code" invalid={invalid} />
  );
}

/** A form's submit button: disabled, with a spinner saying what is happening, while it is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button" disabled={busy}>
      {busy && <Spinner inline label={busyLabel} />}
      {children}
    </button>
  );
}
