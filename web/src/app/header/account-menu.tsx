import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { accountMenu } from '../../lib/menus.ts';
import { paths } from '../../lib/paths.ts';
import { useReturnHere } from '../../lib/return-to.ts';
import { ACCOUNT_LABELS, type LoggedInSession } from '../../lib/session.ts';
import { ShortText } from '../../ui/short-text.tsx';
import styles from './account-menu.module.css';

/** A disclosure (button + list of links): closes on Escape, outside click and navigation. */
export function AccountMenu({ account }: { account: LoggedInSession | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const here = useReturnHere();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <nav aria-label="Account" ref={root} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {account ? (
          <>
            <ShortText rule="headerAccountName" text={account.accountName} className={styles.name} />
            <span className={styles.label}>{ACCOUNT_LABELS[account.accountType]}</span>
          </>
        ) : (
          <span className={styles.name}>Account</span>
        )}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={id} className={styles.list} hidden={!open}>
        {accountMenu(account).map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              state={item.to === paths.login ? here : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
