import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { formatRand } from '@tix/contract/domain/money';
import type { TicketType } from '@tix/contract/model/event';
import { Link } from 'react-router-dom';
import { EVENT_COPY } from '../messages.ts';
import styles from './ticket-tiers.module.css';

const soldOut = (t: TicketType) => t.adultsAvailable <= 0 && t.kidsAvailable <= 0;

interface TicketTiersProps {
  tiers: TicketType[];
  /** Link each tier to the purchase page (a logged-in customer, sales open). */
  buyHref: ((tier: TicketType) => string) | null;
}

export function TicketTiers({ tiers, buyHref }: TicketTiersProps) {
  if (tiers.length === 0) return <p>No tickets have been set up for this event yet.</p>;
  return (
    <ul className={styles.tiers}>
      {tiers.map((tier) => (
        <li key={tier.id} className={styles.tier}>
          <h3 className={styles.name}>{TICKET_TIER_LABELS[tier.tier]}</h3>
          <dl className={styles.prices}>
            <dt>Adults</dt>
            <dd>{formatRand(tier.adultPriceCents)}</dd>
            {tier.kidsPriceCents !== null && (
              <>
                <dt>Kids</dt>
                <dd>{formatRand(tier.kidsPriceCents)}</dd>
              </>
            )}
          </dl>
          {soldOut(tier) ? (
            <p className={styles.soldOut}>{EVENT_COPY.soldOut}</p>
          ) : (
            buyHref && (
              <Link to={buyHref(tier)} className="button">
                Buy<span className="visually-hidden"> {TICKET_TIER_LABELS[tier.tier]} tickets</span>
              </Link>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
