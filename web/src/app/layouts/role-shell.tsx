import type { AccountType } from '@tix/contract/domain/constants';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useBrowserValue } from '../../lib/hydrated.ts';
import { ROLE_MENUS } from '../../lib/menus.ts';
import { ACCOUNT_LABELS } from '../../lib/session.ts';
import styles from './role-shell.module.css';
import { SHELL_COPY } from './role-shell-copy.ts';

/** The spec's mobile breakpoint: at this width or less the sidebar starts collapsed. */
export const PHONE_QUERY = '(max-width: 768px)';

const phoneNow = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
/**
 * The server cannot see the screen: a landing it renders (with the viewer's session) shows the
 * phone's collapsed rail, since phones are what those pages are rendered for; a wider screen opens
 * the sidebar as soon as the app has taken the page over.
 */
const PHONE_ON_SERVER = true;
function followScreen(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * A role's sidebar beside the page. Desktop: open, content offset 240 px (40 px collapsed).
 * Phones: collapsed to a 40 px rail with the toggle; opened, it lies over the page with an
 * overlay, and closes on navigation, on Escape or on a click outside.
 */
export function RoleShell({ type, children }: { type: AccountType; children: ReactNode }) {
  const phone = useBrowserValue(followScreen, phoneNow, PHONE_ON_SERVER);
  // Open on a wide screen and collapsed on a phone until the viewer says otherwise; a change of
  // screen size starts over from the new screen's default.
  const [choice, setOpen] = useState<boolean | null>(null);
  const open = choice ?? !phone;
  const { pathname } = useLocation();
  const navId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of screen by design
  useEffect(() => {
    setOpen(null);
  }, [phone]);

  // A link followed on a phone should show its page, not the menu over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation by design
  useEffect(() => {
    if (phone) setOpen(false);
  }, [pathname, phone]);

  const overlay = phone && open;
  useEffect(() => {
    if (!overlay) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay]);

  return (
    <div className={styles.shell} data-collapsed={open ? undefined : ''}>
      <aside className={styles.sidebar} data-overlay={overlay ? '' : undefined}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" className={open ? styles.chevron : styles.bars} />
          <span className="visually-hidden">{open ? SHELL_COPY.hideMenu : SHELL_COPY.showMenu}</span>
        </button>
        <nav id={navId} aria-label={`${ACCOUNT_LABELS[type]} menu`} hidden={!open}>
          <ul>
            {ROLE_MENUS[type].map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {overlay && (
        // The overlay is a pointer convenience; keyboard users have the toggle and Escape.
        <button type="button" tabIndex={-1} className={styles.overlay} onClick={() => setOpen(false)}>
          <span className="visually-hidden">{SHELL_COPY.hideMenu}</span>
        </button>
      )}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
