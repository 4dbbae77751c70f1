import { hasReachedMaxRefundAttempts, refundDayState } from '@tix/contract/domain/refund-requests';
import { MIN_SPINNER_MS } from '@tix/contract/domain/ui-limits';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { TICKET_READS, useInvalidate } from '../../../lib/cache.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useReturnHere } from '../../../lib/return-to.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { deleteRefundRequest, useBankDetailsOnFile, useRefundQuote } from '../api/refunds.ts';
import { RefundForm } from '../components/refund-form.tsx';
import { RefundQuoteSummary } from '../components/refund-quote.tsx';
import { REFUND_COPY } from '../messages.ts';
import styles from './ticket-refund.module.css';

const STATE_BANNERS = [REFUND_COPY.pending, REFUND_COPY.underReview, REFUND_COPY.refunded] as const;

/** The spinner stays at least a second (spec part 3, section 9). */
function useMinimumWait(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

/** /ticket-refund?eventid=&ticket=: the estimate, then the state the spec lists or the form. */
export function TicketRefundRoute() {
  const [params] = useSearchParams();
  const eventId = params.get('eventid') ?? '';
  const ticketId = params.get('ticket') ?? '';
  const waited = useMinimumWait(MIN_SPINNER_MS);
  const { data, error, isLoading, mutate } = useRefundQuote(eventId, ticketId);
  const invalidate = useInvalidate();
  const bank = useBankDetailsOnFile();
  const here = useReturnHere();
  const state: unknown = useLocation().state;
  const bankSaved =
    typeof state === 'object' && state !== null && 'bankSaved' in state && typeof state.bankSaved === 'string'
      ? state.bankSaved
      : null;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const refresh = async (message: string, tone: 'success' | 'error' = 'success') => {
    setNotice({ tone, text: message });
    await mutate();
    await invalidate(TICKET_READS);
  };
  const cancel = async () => {
    try {
      await refresh((await deleteRefundRequest(eventId, ticketId)).message);
    } catch (failure) {
      setNotice({ tone: 'error', text: problemDetail(failure) });
    }
  };

  // A notice saying what the ticket's state banner says (the request's answer) is not repeated.
  const stateSaysIt =
    data !== undefined && notice !== null && (STATE_BANNERS as readonly string[]).includes(notice.text);
  const body = () => {
    if (!eventId || !ticketId) return <Banner tone="info">{REFUND_COPY.missingTicket}</Banner>;
    if (isLoading || !waited) return <Spinner label="Estimating your refund…" />;
    if (error || !data) return <Banner tone="error">{problemDetail(error)}</Banner>;
    const { ticket, governance, quote, terms } = data;
    const summary = <RefundQuoteSummary quote={quote} eventName={ticket.eventName} />;
    if (!governance.refundsAllowed) return <Banner tone="info">{REFUND_COPY.notAvailable}</Banner>;
    if (!ticket.qrPayload) return <Banner tone="error">{REFUND_COPY.invalidPass}</Banner>;
    if (ticket.refundStatus === 'Approved') return <Banner tone="info">{REFUND_COPY.refunded}</Banner>;
    if (ticket.refundStatus === 'Pending' || ticket.refundStatus === 'Under_review') {
      return (
        <>
          <Banner tone="info">
            {ticket.refundStatus === 'Pending' ? REFUND_COPY.pending : REFUND_COPY.underReview}
          </Banner>
          <button type="button" className="button" onClick={cancel}>
            {REFUND_COPY.cancelRequest}
          </button>
        </>
      );
    }
    if (refundDayState(quote.daysLeft) === 'passed')
      return (
        <Banner key="passed" tone="info">
          {REFUND_COPY.eventPassed}
        </Banner>
      );
    if (quote.refundCents <= 0)
      return [
        summary,
        <Banner key="same-day" tone="info">
          {REFUND_COPY.sameDay}
        </Banner>,
      ];
    if (hasReachedMaxRefundAttempts(ticket.refundAttempts, governance.maxAttempts)) {
      return (
        <>
          {ticket.refundDeclined && (
            <Banner tone="info">
              {ticket.declineReason
                ? REFUND_COPY.declinedBecause(ticket.declineReason)
                : REFUND_COPY.declined}
            </Banner>
          )}
          <Banner tone="info">{REFUND_COPY.maxAttempts}</Banner>
        </>
      );
    }
    const noBankDetails = bank.data && !bank.data.found;
    return (
      <>
        {ticket.refundDeclined && (
          <Banner tone="info">
            {ticket.declineReason ? REFUND_COPY.declinedBecause(ticket.declineReason) : REFUND_COPY.declined}
          </Banner>
        )}
        {summary}
        {noBankDetails && (
          <div className={styles.bankFirst} role="note">
            <p>{REFUND_COPY.bankFirst}</p>
            <Link className="button" to={paths.editBankDetails} state={here}>
              {REFUND_COPY.addBankDetails}
            </Link>
          </div>
        )}
        <RefundForm
          eventId={eventId}
          ticketId={ticketId}
          refundable={quote.refundCents > 0}
          terms={terms}
          onRequested={refresh}
        />
      </>
    );
  };

  return (
    <section aria-labelledby="refund-heading">
      <h1 id="refund-heading">{REFUND_COPY.title}</h1>
      {bankSaved && !notice && (
        <Banner tone="success" hideAfterMs={5000}>
          {bankSaved}
        </Banner>
      )}
      {notice && !stateSaysIt && (
        <Banner key={notice.text} tone={notice.tone} hideAfterMs={5000}>
          {notice.text}
        </Banner>
      )}
      {body()}
      <p>
        <Link to={linkTo(paths.zoom, { query: { eventid: eventId, ticket: ticketId } })}>
          {REFUND_COPY.back}
        </Link>
      </p>
    </section>
  );
}
