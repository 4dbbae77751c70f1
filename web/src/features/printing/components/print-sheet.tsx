import { printedTicketFace, ticketPages } from '@tix/contract/domain/printed-ticket';
import type { PrintedTicket } from '@tix/contract/model/printing';
import { PRINTING_COPY as COPY } from '../messages.ts';
import styles from './print-sheet.module.css';

interface Props {
  tickets: readonly PrintedTicket[];
  /** Each ticket's QR code as an SVG data URL, by ticket number. */
  codes: ReadonlyMap<string, string>;
}

/** Four tickets to an A4 page, each with its QR code and the printed-ticket fields of the spec. */
export function PrintSheet({ tickets, codes }: Props) {
  const pages = ticketPages(tickets);
  return (
    <div className={styles.sheet}>
      {pages.map((page, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: a page is its position in the run
          key={index}
          className={styles.page}
          aria-label={COPY.pageLabel(index + 1, pages.length)}
          data-testid="print-page"
        >
          {page.map((ticket) => {
            const face = printedTicketFace(ticket);
            const code = codes.get(ticket.ticketNumber);
            return (
              <article key={ticket.ticketNumber} className={styles.ticket} data-testid="printed-ticket">
                <h2 className={styles.heading}>{face.title}</h2>
                <p className={styles.subheading}>{face.heading}</p>
                {code && <img className={styles.qr} src={code} alt={COPY.qrLabel(ticket.ticketNumber)} />}
                <dl className={styles.lines}>
                  {face.lines.map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
}
