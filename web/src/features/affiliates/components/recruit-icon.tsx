import type { RecruitStatus } from '@tix/contract/domain/affiliate';
import { AFFILIATE_PAGES_COPY as C } from '../pages-messages.ts';
import styles from './affiliates.module.css';

const LOOK: Record<RecruitStatus, { className: string | undefined; mark: string }> = {
  active: { className: styles.active, mark: '✓' },
  inactive: { className: styles.inactive, mark: '‖' },
  'no event': { className: styles.none, mark: '–' },
};

/** The active, inactive or no-event icon, named for screen readers. */
export function RecruitIcon({ status }: { status: RecruitStatus }) {
  const look = LOOK[status];
  return (
    <span
      className={`${styles.icon} ${look.className ?? ''}`}
      role="img"
      aria-label={C.status[status]}
      title={C.status[status]}
    >
      {look.mark}
    </span>
  );
}
