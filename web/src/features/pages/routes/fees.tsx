import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { FeeExample } from '../components/fee-example.tsx';
import { InfoPage, InfoSection } from '../components/info-page.tsx';
import {
  formatRand,
  GATEWAY_FLAT_FEE_CENTS,
  GATEWAY_RATE,
  MIN_CAMPAIGN_BUDGET_CENTS,
  PAYOUT_FEE_CENTS,
  PROVIDER_PRINT_CENTS_PER_TICKET,
  percent,
  SELF_PRINT_CENTS_PER_TICKET,
  SERVICE_FEE_RATE,
  TIER_RATE_BELOW_500,
  TIER_RATE_FROM_500,
  TIER_RATE_THRESHOLD_CENTS,
  VAT_RATE,
} from '../content.ts';
import { PAGE_TITLES } from '../messages.ts';

/** /fees: the published terms (spec part 1, sections 1 and 9; part 3, sections 1 and 9). */
export function FeesRoute() {
  return (
    <InfoPage title={PAGE_TITLES.fees} lead="Creating an event is free. You pay only when you sell.">
      <InfoSection title="For organisers">
        <ul>
          <li>Event creation is free.</li>
          <li>
            Sales start when you fund a campaign budget. The minimum campaign budget is{' '}
            {formatRand(MIN_CAMPAIGN_BUDGET_CENTS)}.
          </li>
          <li>
            A {percent(SERVICE_FEE_RATE)} service fee per ticket is deducted from the campaign budget only,
            never from your ticket revenue.
          </li>
          <li>Self-print download costs {formatRand(SELF_PRINT_CENTS_PER_TICKET)} per ticket.</li>
          <li>Printing by the provider costs {formatRand(PROVIDER_PRINT_CENTS_PER_TICKET)} per ticket.</li>
          <li>
            A small payout fee of {formatRand(PAYOUT_FEE_CENTS)} applies to each payout; it is waived for
            sponsored events.
          </li>
          <li>Sales pause when the budget runs out, and leftover budget rolls into your next event.</li>
        </ul>
        <p>
          Work out the budget for your event with the <Link to={paths.budget}>cost calculator</Link>.
        </p>
      </InfoSection>
      <InfoSection title="For ticket buyers">
        <ul>
          <li>
            Buyers pay a booking fee at checkout: {percent(TIER_RATE_BELOW_500)} of the ticket price times the
            number of tickets below {formatRand(TIER_RATE_THRESHOLD_CENTS)} a ticket,{' '}
            {percent(TIER_RATE_FROM_500)} from {formatRand(TIER_RATE_THRESHOLD_CENTS)} up.
          </li>
          <li>
            The payment gateway's fee is added: {percent(GATEWAY_RATE)} of the total plus{' '}
            {formatRand(GATEWAY_FLAT_FEE_CENTS)}, with {percent(VAT_RATE)} VAT.
          </li>
          <li>Digital tickets are delivered within about two minutes.</li>
        </ul>
      </InfoSection>
      <InfoSection title="A worked example">
        <FeeExample />
      </InfoSection>
    </InfoPage>
  );
}
