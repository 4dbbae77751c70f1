import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { InfoPage, InfoSection } from '../components/info-page.tsx';
import {
  REFUND_PAYMENT_WORKING_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  refundTierLines,
  SUPPORT_REPLY_HOURS,
} from '../content.ts';
import { PAGE_TITLES } from '../messages.ts';

// The static policy pages (spec part 3, "Static policy pages", and section 9).

export function TermsRoute() {
  return (
    <InfoPage title={PAGE_TITLES.terms}>
      <InfoSection title="Who may use the marketplace">
        <ul>
          <li>You must be 18 or older to buy tickets, or have the consent of a parent or guardian.</li>
          <li>Organisers must be at least 18 years old.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Purchases">
        <ul>
          <li>
            Purchases are final unless the <Link to={paths.refundPolicy}>refund policy</Link> applies.
          </li>
          <li>
            Fees are published on the <Link to={paths.fees}>fees page</Link>; tickets are covered by the{' '}
            <Link to={paths.ticketingPolicy}>ticketing policy</Link>.
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}

export function TicketingPolicyRoute() {
  return (
    <InfoPage title={PAGE_TITLES.ticketing}>
      <InfoSection title="Your tickets">
        <ul>
          <li>Each ticket carries a QR code and can be used once.</li>
          <li>Tickets are non-transferable unless the organiser permits it.</li>
          <li>Digital tickets live in your account and are delivered within about two minutes of payment.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Support">
        <p>Our support team replies within {SUPPORT_REPLY_HOURS} hours.</p>
      </InfoSection>
    </InfoPage>
  );
}

export function RefundPolicyRoute() {
  const { min, max } = REFUND_PAYMENT_WORKING_DAYS;
  return (
    <InfoPage title={PAGE_TITLES.refund}>
      <InfoSection title="When you can ask for a refund">
        <ul>
          <li>Refund requests are allowed up to the day before the event.</li>
          <li>Tickets that have been scanned are not refundable.</li>
          <li>Every request needs a valid reason.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Refund fees">
        <ul>
          {refundTierLines().map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>Refund amounts are after fees and can never exceed the original ticket price.</p>
      </InfoSection>
      <InfoSection title="What happens next">
        <ul>
          <li>Requests are reviewed within {REFUND_REVIEW_BUSINESS_DAYS} business days.</li>
          <li>
            Approved refunds are paid within {min}-{max} working days.
          </li>
          <li>Organisers may override these rules for exceptional cases; every override is logged.</li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
