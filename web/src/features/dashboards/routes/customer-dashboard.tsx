import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
// The dashboard is the customer's ticket list (spec part 1): it reuses the tickets feature's list.
import { useTickets } from '../../tickets/api/tickets.ts';
import { TicketsView } from '../../tickets/components/tickets-view.tsx';
import { TICKETS_COPY } from '../../tickets/messages.ts';
import { Welcome } from '../components/welcome.tsx';

export function CustomerDashboardRoute() {
  const result = useTickets();
  return (
    <>
      <Welcome intro="Your tickets, their QR codes and refund requests." />
      <section aria-labelledby="dashboard-tickets">
        <h2 id="dashboard-tickets">{TICKETS_COPY.dashboardIntro}</h2>
        <p>
          <Link to={paths.tickets}>{TICKETS_COPY.searchHeading}</Link> ·{' '}
          <Link to={paths.transactions}>Transactions</Link>
        </p>
        <TicketsView {...result} />
      </section>
    </>
  );
}
