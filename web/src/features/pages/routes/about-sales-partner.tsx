import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { InfoPage, InfoSection } from '../components/info-page.tsx';
import {
  AFFILIATE_COMMISSION_MAX_PERCENT,
  AFFILIATE_MIN_PAYOUT_TEXT_CENTS,
  formatRand,
  PROVIDER_PRINT_ALTERNATIVE_CENTS_PER_TICKET,
  percent,
  SERVICE_FEE_RATE,
} from '../content.ts';
import { PAGE_TITLES } from '../messages.ts';
import styles from './about-sales-partner.module.css';

/** /aboutsalesparnter (the spec's spelling): the public affiliate programme page (part 3, section 2). */
export function AboutSalesPartnerRoute() {
  return (
    <InfoPage
      title={PAGE_TITLES.affiliate}
      lead="Share your link, bring event organisers to the marketplace, and earn while they sell."
    >
      <InfoSection title="How it works">
        <ol>
          <li>Sign up as an affiliate partner, as an individual or an organisation.</li>
          <li>Copy your affiliate link from your dashboard and share it.</li>
          <li>Organisers who register through your link become your recruits.</li>
          <li>You earn a commission of up to {AFFILIATE_COMMISSION_MAX_PERCENT}% while their events sell.</li>
        </ol>
      </InfoSection>
      <InfoSection title="What you should know">
        <ul>
          <li>There is no limit on how many organisers you recruit.</li>
          <li>
            Payouts can be requested once your available earnings reach{' '}
            {formatRand(AFFILIATE_MIN_PAYOUT_TEXT_CENTS)}.
          </li>
          <li>
            Organisers pay a {percent(SERVICE_FEE_RATE)} service fee per ticket from their campaign budget and{' '}
            {formatRand(PROVIDER_PRINT_ALTERNATIVE_CENTS_PER_TICKET)} per ticket print; creating events is
            free.
          </li>
        </ul>
      </InfoSection>
      <p className={styles.actions}>
        <Link to={paths.partnerSignUp} className="button">
          Sign up
        </Link>
        <Link to={paths.login}>Already a partner? Log in</Link>
      </p>
    </InfoPage>
  );
}
