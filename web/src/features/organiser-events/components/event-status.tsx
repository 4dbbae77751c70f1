import { CHECKLIST_STEPS } from '@tix/contract/domain/event-checklist';
import { EVENT_STATUS_MESSAGES } from '@tix/contract/forms/event-status';
import type { EventChecklist, EventOverview } from '@tix/contract/model/event-management';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/dates.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { EDIT_EVENT_COPY as COPY, STEP_LABELS } from '../edit-event-messages.ts';
import styles from './edit-event.module.css';

/** Where the event is: cancelled (red) and postponed (orange) with their date and the notification. */
export function EventStatusNotice({ overview }: { overview: Pick<EventOverview, 'lifecycle' | 'event'> }) {
  const { lifecycle, event } = overview;
  const changed = formatDay(lifecycle.changedOn ?? '');
  switch (lifecycle.state) {
    case 'cancelled':
    case 'postponed':
      return (
        <div role="status" className={`${styles.notice} ${styles[lifecycle.state]}`}>
          <p>{lifecycle.state === 'cancelled' ? COPY.cancelledOn(changed) : COPY.postponedOn(changed)}</p>
          <p>{EVENT_STATUS_MESSAGES.notified}</p>
          {lifecycle.state === 'postponed' && (
            <p>
              <Link to={linkTo(paths.updateEventDetails, { query: { eventid: event.id } })}>
                {COPY.setNewDate}
              </Link>
            </p>
          )}
        </div>
      );
    case 'deleted':
      return (
        <p role="status" className={`${styles.notice} ${styles.deleted}`}>
          {COPY.deleted}
        </p>
      );
    case 'concluded':
      return (
        <p role="status" className={`${styles.notice} ${styles.concluded}`}>
          {COPY.concluded(formatDay(event.day))}
        </p>
      );
    default:
      return (
        <p role="status" className={`${styles.notice} ${styles.scheduled}`}>
          {COPY.scheduled(formatDay(event.day))}
        </p>
      );
  }
}

/** The checklist in its order, each step done, next (highlighted) or still to do. */
export function Checklist({ checklist }: { checklist: EventChecklist }) {
  const { next } = checklist;
  const nextIndex = next === null ? CHECKLIST_STEPS.length : CHECKLIST_STEPS.indexOf(next);
  return (
    <ol className={styles.checklist} aria-label={COPY.checklistLabel}>
      {CHECKLIST_STEPS.map((step, index) => {
        const status = index < nextIndex ? 'done' : index === nextIndex ? 'current' : 'pending';
        return (
          <li
            key={step}
            className={`${styles.step} ${styles[status] ?? ''}`}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {status === 'done' ? '✓' : index + 1}
            </span>
            <span>{STEP_LABELS[step]}</span>
            <span className={styles.stepState}>
              {status === 'done' ? COPY.stepDone : status === 'current' ? COPY.stepCurrent : COPY.stepPending}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
