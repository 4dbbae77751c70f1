import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { EMPTY_STATE_NEXT } from './copy.ts';
import styles from './empty-state.module.css';

export { EMPTY_STATE_NEXT };

interface EmptyStateProps {
  /** The spec's words for the empty list, kept as they are. */
  message: ReactNode;
  /** Where to go next; defaults to browsing every event. */
  next?: { to: string; label: string };
  className?: string;
  /** Announce the message (role=status), as lists that change in place do. */
  announce?: boolean;
}

/** An empty list's message and the next step, so an empty page never leaves the user nowhere. */
export function EmptyState({ message, next, className, announce }: EmptyStateProps) {
  const step = next ?? { to: paths.home, label: EMPTY_STATE_NEXT };
  return (
    <div className={className ?? styles.empty}>
      <p role={announce ? 'status' : undefined}>{message}</p>
      <p>
        <Link to={step.to} className={styles.next}>
          {step.label}
        </Link>
      </p>
    </div>
  );
}
