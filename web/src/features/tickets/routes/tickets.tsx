import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { SearchField } from '../../../ui/search-field.tsx';
import { useTickets } from '../api/tickets.ts';
import { TicketsView } from '../components/tickets-view.tsx';
import { TICKETS_COPY } from '../messages.ts';
import styles from './tickets.module.css';

/** /tickets: the customer's ticket search, with a back button. */
export function TicketsRoute() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const result = useTickets(search);
  return (
    <section aria-labelledby="tickets-heading">
      <button type="button" className={styles.back} onClick={() => navigate(-1)}>
        ← {TICKETS_COPY.back}
      </button>
      <h1 id="tickets-heading">{TICKETS_COPY.searchHeading}</h1>
      <SearchField
        id="ticket-search"
        label={TICKETS_COPY.searchLabel}
        hint={TICKETS_COPY.searchHint}
        value={text}
        onChange={setText}
      />
      <TicketsView {...result} search={search} />
    </section>
  );
}
