import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel: string;
}

/** A native modal dialog with a heading and a close button; Escape closes it too. */
export function Modal({ open, title, onClose, children, closeLabel }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId} onClose={onClose}>
      {open && (
        <div className={styles.body}>
          <div className={styles.bar}>
            <h2 id={headingId}>{title}</h2>
            <button type="button" className={styles.close} onClick={onClose}>
              {closeLabel}
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
