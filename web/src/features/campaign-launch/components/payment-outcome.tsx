import { campaignStatusLabel } from '@tix/contract/domain/campaign';
import { formatRand } from '@tix/contract/domain/money';
import type { CampaignPaymentOutcome } from '@tix/contract/model/campaign-launch';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { CAMPAIGN_PAYMENT_COPY as COPY } from '../messages.ts';
import styles from './campaign-launch.module.css';

/** The campaign's money as the server has it after a payment. */
export function CampaignMoneyFacts({ outcome }: { outcome: CampaignPaymentOutcome }) {
  return (
    <dl className={styles.facts}>
      <dt>{COPY.budget}</dt>
      <dd className={styles.money}>{formatRand(outcome.budgetCents)}</dd>
      <dt>{COPY.balance}</dt>
      <dd className={styles.money}>{formatRand(outcome.balanceCents)}</dd>
      <dt>{COPY.status}</dt>
      <dd>{campaignStatusLabel(outcome)}</dd>
    </dl>
  );
}

export function OutcomeLinks({ eventId }: { eventId: string | null }) {
  return (
    <div className={styles.links}>
      {eventId && (
        <Link className="button" to={linkTo(paths.editEvent, { query: { eventid: eventId } })}>
          {COPY.toEvent}
        </Link>
      )}
      <Link className="button" to={paths.dashboard}>
        {COPY.toDashboard}
      </Link>
    </div>
  );
}
