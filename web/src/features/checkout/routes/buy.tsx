import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { formatRand } from '@tix/contract/domain/money';
import { BUY_QUANTITY_MESSAGES } from '@tix/contract/forms/checkout';
import type { TicketType, Event as TixEvent } from '@tix/contract/model/event';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useReturnHere } from '../../../lib/return-to.ts';
import { SALES_CLOSED_COPY, salesClosed } from '../../../lib/sales.ts';
import { type LoggedInSession, useSession } from '../../../lib/session.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { draftToken, useEventForSale } from '../api/checkout.ts';
import styles from '../checkout.module.css';
import { payBlockedReason, readDraft, saveDraft } from '../components/draft.ts';
import { EventSummary } from '../components/event-summary.tsx';
import { FeeBreakdown } from '../components/fee-breakdown.tsx';
import { QuantityStepper } from '../components/quantity-stepper.tsx';
import { TermsCheck } from '../components/terms-check.tsx';
import { CHECKOUT_COPY } from '../messages.ts';

const MAX = 15;

/** The checkout's address with the query the spec lists (display only: the server re-reads all). */
function checkoutHref(
  event: TixEvent,
  ticket: TicketType,
  account: LoggedInSession,
  quantity: number,
): string {
  const query = {
    eventid: event.id,
    eventname: event.name,
    eventDate: event.day,
    fulldate: event.day,
    posterUri: event.posterUrl ?? '',
    accountid: account.accountId,
    accounttype: account.accountType,
    venue: event.venue ?? '',
    description: (event.description ?? '').slice(0, 200),
    businessid: event.businessId,
    poster: event.posterUrl ?? '',
    eventday: event.day,
    starttime: event.startTime ?? '',
    endtime: event.finishTime ?? '',
    previousPage: 'buy',
    campaignStatus: event.campaignStatus,
    ticketid: ticket.id,
    ticketref: ticket.ref ?? '',
    command: 'purchase_ticket',
    eventtype: event.category ?? 'event',
    q: String(quantity),
  };
  return linkTo(paths.checkout, { params: { eventId: event.id, token: draftToken() }, query });
}

function PurchasePanel({
  event,
  ticket,
  account,
}: {
  event: TixEvent;
  ticket: TicketType;
  account: LoggedInSession;
}) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const reasonId = useId();
  // Kept choices first (back from checkout, a reload), then the spec's `q`, then one ticket.
  const [draft] = useState(() => readDraft(event.id, ticket.id));
  const [quantity, setQuantity] = useState(() => {
    const wanted = draft.quantity ?? Number.parseInt(search.get('q') ?? '', 10);
    return Number.isInteger(wanted) ? Math.min(MAX, Math.max(1, wanted)) : 1;
  });
  const [message, setMessage] = useState<string | null>(null);
  const [agreed, setAgreedState] = useState(draft.agreed ?? false);
  const setAgreed = (next: boolean) => {
    setAgreedState(next);
    saveDraft(event.id, ticket.id, { agreed: next });
  };
  const step = (delta: 1 | -1) => {
    const next = quantity + delta;
    if (next > MAX) return setMessage(BUY_QUANTITY_MESSAGES.maximum);
    if (next < 1) return setMessage(BUY_QUANTITY_MESSAGES.minimum);
    setMessage(null);
    setQuantity(next);
    saveDraft(event.id, ticket.id, { quantity: next });
  };
  const reason = payBlockedReason({ agreed, quantity });
  const eft = linkTo(paths.eft, {
    query: {
      eventid: event.id,
      ticketid: ticket.id,
      q: String(quantity),
      method: 'eft',
      type: 'purchase_ticket',
    },
  });
  return (
    <section className={styles.card} aria-labelledby="purchase-heading">
      <h2 id="purchase-heading">{TICKET_TIER_LABELS[ticket.tier]} tickets</h2>
      <p>
        Adults <span className={styles.money}>{formatRand(ticket.adultPriceCents)}</span> each
      </p>
      <QuantityStepper
        quantity={quantity}
        message={message}
        onMinus={() => step(-1)}
        onPlus={() => step(1)}
      />
      <FeeBreakdown unitPriceCents={ticket.adultPriceCents} quantity={quantity} />
      <TermsCheck checked={agreed} onChange={setAgreed} />
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => {
            saveDraft(event.id, ticket.id, { quantity, agreed });
            navigate(checkoutHref(event, ticket, account, quantity));
          }}
        >
          Pay by card or Ozow
        </button>
        <button
          type="button"
          className="button"
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => navigate(eft)}
        >
          Pay by bank transfer
        </button>
      </div>
      {reason && (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      )}
    </section>
  );
}

export function BuyRoute() {
  const [search] = useSearchParams();
  const here = useReturnHere();
  const eventId = search.get('eventid') ?? '';
  const ticketId = search.get('ticketid') ?? '';
  const { data, error, isLoading } = useEventForSale(eventId);
  const { session, account } = useSession();
  if (isLoading || session === undefined) return <Spinner label="Loading event…" />;
  if (error || !data)
    return <Banner tone="error">{eventId ? problemDetail(error) : CHECKOUT_COPY.notFound}</Banner>;
  const ticket = data.ticketTypes.find((t) => t.id === ticketId);
  const closed = salesClosed(data.event);
  let panel = null;
  if (closed) panel = <p className={styles.card}>{SALES_CLOSED_COPY[closed]}</p>;
  else if (!account)
    panel = (
      <p className={styles.card}>
        <span>
          <Link to={paths.login} state={here}>
            Log in
          </Link>{' '}
          or <Link to={paths.registration}>Register</Link> before you can proceed
        </span>
      </p>
    );
  else if (!ticket) panel = <Banner tone="error">{CHECKOUT_COPY.notFound}</Banner>;
  else if (ticket.adultsAvailable <= 0 && ticket.kidsAvailable <= 0)
    panel = <p className={styles.card}>{CHECKOUT_COPY.soldOut}</p>;
  else if (account.accountType === 'customer')
    panel = <PurchasePanel event={data.event} ticket={ticket} account={account} />;
  return (
    <div className={styles.page}>
      <EventSummary event={data.event} />
      {panel}
    </div>
  );
}
