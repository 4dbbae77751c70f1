import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { refundTermsVersion } from '@tix/contract/domain/refund-terms-version';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail, statusOf } from '../../../lib/problem.ts';
import { deviceFacts, postToProvider } from '../../../lib/provider.ts';
import { SALES_CLOSED_COPY, salesClosed } from '../../../lib/sales.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { startPayment, useAvailability, useEventForSale, useRefundTerms } from '../api/checkout.ts';
import styles from '../checkout.module.css';
import { type CheckoutChoice, CheckoutForm } from '../components/checkout-form.tsx';
import { rememberPayment } from '../components/draft.ts';
import { EventSummary } from '../components/event-summary.tsx';
import { RefundTerms } from '../components/refund-terms.tsx';
import { CHECKOUT_COPY, CHECKOUT_QUERY } from '../messages.ts';

export function CheckoutRoute() {
  const { eventId = '', token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ticketId = search.get('ticketid') ?? '';
  const complete = CHECKOUT_QUERY.every((name) => search.has(name));
  const event = useEventForSale(complete ? eventId : '');
  const stock = useAvailability(complete ? eventId : '', ticketId);
  const terms = useRefundTerms(complete ? eventId : '');
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The spec: a checkout opened without its query sends the buyer back.
    if (complete) return;
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.home, { replace: true });
  }, [complete, navigate]);

  if (!complete) return <Spinner />;
  if (event.isLoading || stock.isLoading) return <Spinner label="Loading checkout…" />;
  if (event.error || stock.error || !event.data || !stock.data) {
    return <Banner tone="error">{problemDetail(event.error ?? stock.error)}</Banner>;
  }
  const ticket = event.data.ticketTypes.find((t) => t.id === ticketId);
  if (!ticket) return <Banner tone="error">{CHECKOUT_COPY.notFound}</Banner>;
  const closed = salesClosed(event.data.event);

  const pay = async (choice: CheckoutChoice) => {
    setPaying(true);
    setError(null);
    try {
      const answer = await startPayment({
        token,
        eventId,
        ticketId,
        ...choice,
        isMobile: window.matchMedia('(max-width: 768px)').matches,
        device: deviceFacts(),
        // The terms shown below: the payment starts only if they are still the event's.
        ...(terms.data ? { termsVersion: refundTermsVersion(terms.data) } : {}),
      });
      if (answer.outcome === 'review') {
        navigate(paths.verificationProcess, {
          state: { m_payment_id: answer.paymentId, reponseMessage: answer.message },
        });
      } else if (answer.outcome === 'ozow') {
        rememberPayment(answer.paymentId);
        window.location.assign(answer.url);
      } else {
        rememberPayment(answer.paymentId);
        postToProvider(answer.action, answer.fields);
      }
    } catch (e) {
      setError(problemDetail(e));
      setPaying(false);
      // Changed terms: read and shown again before the buyer pays.
      if (statusOf(e) === 409) await terms.mutate();
    }
  };

  return (
    <div className={styles.page}>
      <EventSummary event={event.data.event} />
      <section className={styles.card} aria-labelledby="checkout-heading">
        <h2 id="checkout-heading">Checkout: {TICKET_TIER_LABELS[ticket.tier]} tickets</h2>
        {error && <Banner tone="error">{error}</Banner>}
        {closed ? (
          <p>{SALES_CLOSED_COPY[closed]}</p>
        ) : (
          <CheckoutForm eventId={eventId} ticket={ticket} stock={stock.data} paying={paying} onPay={pay} />
        )}
        {!closed && <RefundTerms eventId={eventId} unitPriceCents={ticket.adultPriceCents} />}
      </section>
    </div>
  );
}
