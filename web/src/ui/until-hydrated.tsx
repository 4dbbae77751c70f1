import type { ReactNode } from 'react';
import { useHydrated } from '../lib/hydrated.ts';
import styles from './until-hydrated.module.css';

/**
 * Form controls of a server-rendered page, disabled until the app has taken the page over: a
 * submit before then would be the browser's own (a GET with the fields in the URL), and what was
 * typed could be lost when the app starts. A fieldset disables every control inside it at once;
 * it takes no room of its own.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={styles.contents}>
      {children}
    </fieldset>
  );
}
