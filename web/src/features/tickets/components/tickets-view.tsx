import type { CustomerTicket } from '@tix/contract/model/ticket';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TICKETS_COPY } from '../messages.ts';
import { OfflineMark } from './offline-mark.tsx';
import { TicketList } from './ticket-list.tsx';

interface TicketsViewProps {
  data: CustomerTicket[] | undefined;
  error: unknown;
  isLoading: boolean;
  /** The text searched for, when the list is a search result. */
  search?: string;
  showEventLink?: boolean;
}

/** Loading, failure, empty or the list: the states every ticket list has. */
export function TicketsView({ data, error, isLoading, search = '', showEventLink }: TicketsViewProps) {
  // Answers a page was rendered with (on the server) show while they are checked again.
  if (isLoading && !data) return <Spinner label="Loading tickets…" />;
  if (error || !data) return <Banner tone="error">{problemDetail(error)}</Banner>;
  if (data.length === 0) {
    return <EmptyState announce message={search ? TICKETS_COPY.noMatch(search) : TICKETS_COPY.noTickets} />;
  }
  return (
    <>
      {!search && <OfflineMark ready />}
      <TicketList tickets={data} showEventLink={showEventLink} />
    </>
  );
}
