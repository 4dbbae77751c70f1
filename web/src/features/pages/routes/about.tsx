import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { InfoPage, InfoSection } from '../components/info-page.tsx';
import { PAGE_TITLES } from '../messages.ts';

/** The product's about page (spec part 1, section 1). Customers are sent to their dashboard. */
export function AboutRoute() {
  return (
    <InfoPage
      title={PAGE_TITLES.about}
      lead="A South African event-ticketing marketplace: find events, buy tickets, and sell tickets for your own events. Amounts are in rand."
    >
      <InfoSection title="Who it is for">
        <ul>
          <li>Visitors browse and search events, read what it costs, register and log in.</li>
          <li>
            Attendees buy VVIP, VIP and General tickets, each with an adult and a kids price, keep QR-coded
            tickets in their account, request refunds, mark favourite events and send feedback.
          </li>
          <li>
            Organisers create events for free and activate sales by funding a campaign budget. They can
            appoint promoters who sell on their behalf.
          </li>
          <li>Affiliates join through an invitation link and earn from the organisers they bring.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Find out more">
        <ul>
          <li>
            <Link to={paths.fees}>Fees and pricing</Link>
          </li>
          <li>
            <Link to={paths.budget}>Cost calculator</Link>
          </li>
          <li>
            <Link to={paths.aboutSalesPartner}>The Affiliate Program</Link>
          </li>
          <li>
            <Link to={paths.registration}>Create an account</Link>
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
