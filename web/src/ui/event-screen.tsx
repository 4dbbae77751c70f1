import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { problemDetail } from '../lib/problem.ts';
import { BackToEvent } from './back-to-event.tsx';
import { Banner } from './banner.tsx';
import styles from './event-screen.module.css';
import { Spinner } from './spinner.tsx';

export const EVENT_SCREEN_COPY = {
  retry: 'Try again',
  backToDashboard: 'Back to dashboard',
} as const;

interface Props<T> {
  /** The screen's heading while there is nothing else to show. */
  title: string;
  /** Said when the address names no event (`?eventid=` missing). */
  noEvent: string;
  loadingLabel: string;
  eventId: string | null;
  /** The screen's SWR read of that event. */
  read: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown };
  children: (data: T) => ReactNode;
  /** Shows 'Back to event' above the screen; the event hub itself turns it off. */
  backToEvent?: boolean;
}

/**
 * An organiser's screen about one event (`?eventid=ID`): says so when no event is named, shows a
 * spinner while it loads, the reason and a retry when it fails, then the screen itself.
 */
export function EventScreen<T>({
  title,
  noEvent,
  loadingLabel,
  eventId,
  read,
  children,
  backToEvent = true,
}: Props<T>) {
  if (!eventId) {
    return (
      <div className={styles.stack}>
        <h1>{title}</h1>
        <Banner tone="error">{noEvent}</Banner>
        <Link to={paths.dashboard}>{EVENT_SCREEN_COPY.backToDashboard}</Link>
      </div>
    );
  }
  if (read.isLoading) return <Spinner label={loadingLabel} />;
  if (read.error || read.data === undefined) {
    return (
      <div className={styles.stack}>
        <h1>{title}</h1>
        <Banner tone="error">{problemDetail(read.error)}</Banner>
        <button type="button" className="button" onClick={() => read.mutate()}>
          {EVENT_SCREEN_COPY.retry}
        </button>
        <Link to={paths.dashboard}>{EVENT_SCREEN_COPY.backToDashboard}</Link>
      </div>
    );
  }
  if (!backToEvent) return children(read.data);
  return (
    <div className={styles.screen}>
      <BackToEvent eventId={eventId} />
      {children(read.data)}
    </div>
  );
}
