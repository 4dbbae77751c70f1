import { ticketRefundAction } from '@tix/contract/domain/refund-requests';
import type { CustomerTicket, RefundGovernance } from '@tix/contract/model/ticket';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TICKET_READS, useInvalidate } from '../../../lib/cache.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { cancelRefundRequest } from '../api/tickets.ts';
import { refundHref } from '../links.ts';
import { TICKETS_COPY } from '../messages.ts';
import styles from './refund-actions.module.css';

/** The refund button of a ticket, by its status and the event's refund governance. */
export function RefundActions({
  ticket,
  governance,
}: {
  ticket: CustomerTicket;
  governance: RefundGovernance;
}) {
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const action = ticketRefundAction({
    refundsAllowed: governance.refundsAllowed,
    refundStatus: ticket.refundStatus,
    attempts: ticket.refundAttempts,
    maxAttempts: governance.maxAttempts,
    hasQrPayload: ticket.qrPayload !== null,
  });

  const cancel = async () => {
    setBusy(true);
    try {
      const { message } = await cancelRefundRequest(ticket.eventId, ticket.id);
      setResult({ tone: 'success', text: message });
      await invalidate(TICKET_READS);
    } catch (error) {
      setResult({ tone: 'error', text: problemDetail(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actions}>
      {result && (
        <Banner key={result.text} tone={result.tone} hideAfterMs={5000}>
          {result.text}
        </Banner>
      )}
      {action === 'not-allowed' && <Banner tone="info">{TICKETS_COPY.notAvailable}</Banner>}
      {action === 'invalid-pass' && <Banner tone="error">{TICKETS_COPY.invalidPass}</Banner>}
      {action === 'max-attempts' && <Banner tone="info">{TICKETS_COPY.maxAttempts}</Banner>}
      {action === 'request' && (
        <Link className="button" to={refundHref(ticket.eventId, ticket.id)}>
          {TICKETS_COPY.requestRefund}
        </Link>
      )}
      {action === 'cancel' && (
        <button type="button" className="button" onClick={cancel} disabled={busy}>
          {TICKETS_COPY.cancelRequest}
        </button>
      )}
      {(action === 'refunded' || action === 'invalid-pass' || action === 'max-attempts') && (
        <button type="button" className="button" disabled>
          {TICKETS_COPY.requestRefund}
        </button>
      )}
    </div>
  );
}
