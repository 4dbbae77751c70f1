import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { drawerMenu } from '../../lib/menus.ts';
import { paths } from '../../lib/paths.ts';
import { useReturnHere } from '../../lib/return-to.ts';
import type { LoggedInSession } from '../../lib/session.ts';
import styles from './mobile-drawer.module.css';

/** The side drawer of phones (up to 768 px): a native modal dialog, so focus and Escape just work. */
export function MobileDrawer({ account }: { account: LoggedInSession }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  const here = useReturnHere();
  return (
    <>
      <button type="button" className={styles.toggle} onClick={() => dialog.current?.showModal()}>
        <span aria-hidden="true" className={styles.bars} />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog ref={dialog} className={styles.drawer} aria-label="Menu">
        <button type="button" className={styles.close} onClick={close}>
          Close menu
        </button>
        <nav aria-label="Mobile menu">
          <ul>
            {drawerMenu(account).map((item) => (
              <li key={item.label}>
                <Link to={item.to} state={item.to === paths.login ? here : undefined} onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
    </>
  );
}
