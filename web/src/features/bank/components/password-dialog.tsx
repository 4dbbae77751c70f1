import { BANNER_TIMEOUTS_MS } from '@tix/contract/domain/ui-limits';
import { identityCheckSchema } from '@tix/contract/forms/bank';
import { validateForm } from '@tix/contract/forms/validate';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Banner } from '../../../ui/banner.tsx';
import { BANK_COPY } from '../messages.ts';
import styles from './password-dialog.module.css';

interface PasswordDialogProps {
  open: boolean;
  busy: boolean;
  /** A failure to show (the identity check's shows 7 seconds). */
  error: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** The password re-check before bank details are saved: a native modal dialog. */
export function PasswordDialog({ open, busy, error, onConfirm, onClose }: PasswordDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(identityCheckSchema, { password });
    if (!checked.ok) return setMessage(checked.message);
    setMessage(null);
    onConfirm(checked.data.password);
  };
  const shown = message ?? error;

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="password-heading" onClose={onClose}>
      <form onSubmit={submit} className={styles.form} noValidate>
        <h2 id="password-heading">{BANK_COPY.dialogHeading}</h2>
        <p>{BANK_COPY.passwordRequired}</p>
        {shown && (
          <Banner key={shown} tone="error" hideAfterMs={BANNER_TIMEOUTS_MS.identityFailure}>
            {shown}
          </Banner>
        )}
        <label htmlFor="bank-password">{BANK_COPY.passwordLabel}</label>
        <input
          id="bank-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className={styles.buttons}>
          <button type="submit" className="button" disabled={busy}>
            {BANK_COPY.confirm}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {BANK_COPY.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
