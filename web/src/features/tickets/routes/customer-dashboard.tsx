import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Welcome } from '../../../ui/welcome.tsx';
import { useTickets } from '../api/tickets.ts';
import { TicketsView } from '../components/tickets-view.tsx';
import { TICKETS_COPY } from '../messages.ts';

/** The customer's dashboard is their ticket list (spec part 1), so it lives with the tickets. */
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
