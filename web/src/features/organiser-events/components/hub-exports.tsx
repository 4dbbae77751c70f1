import { urlOf } from '@tix/contract/api/client';
import { endpoints } from '../../../lib/endpoints.ts';
import { DownloadButton } from '../../../ui/download-button.tsx';
import { HUB_COPY as COPY } from '../hub-messages.ts';
import styles from './event-hub.module.css';

/** The event's lists as CSV files the BFF streams (issue 28). */
export function HubExports({ eventId }: { eventId: string }) {
  const byEvent = { params: { eventId } };
  const files: [string, string, string][] = [
    [COPY.exports.buyers, urlOf(endpoints.exportEventBuyers, byEvent), `buyers-event-${eventId}.csv`],
    [
      COPY.exports.transactions,
      urlOf(endpoints.exportEventTransactions, byEvent),
      `transactions-event-${eventId}.csv`,
    ],
    [
      COPY.exports.refunds,
      urlOf(endpoints.exportRefundRequests, byEvent),
      `refund-requests-event-${eventId}.csv`,
    ],
  ];
  return (
    <section aria-labelledby="hub-exports" className={styles.section}>
      <h2 id="hub-exports">{COPY.exports.heading}</h2>
      <ul className={styles.links}>
        {files.map(([label, href, name]) => (
          <li key={label}>
            <DownloadButton href={href} label={label} fileName={name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
