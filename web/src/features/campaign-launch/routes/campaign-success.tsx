import { useSearchParams } from 'react-router-dom';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import surface from '../../../ui/surface.module.css';
import { useCampaignPayment } from '../api/campaign-launch.ts';
import { CampaignMoneyFacts, OutcomeLinks } from '../components/payment-outcome.tsx';
import { CAMPAIGN_PAYMENT_COPY as COPY } from '../messages.ts';

/**
 * /campaignsuccess?eventid=ID&payment=ID: what the payment credited, as the server says. It only
 * reads: a reload or a replayed address credits nothing, and no amount in the address is shown.
 */
export function CampaignSuccessRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const paymentId = query.get('payment')?.trim() || null;
  const { data, error, isLoading, mutate } = useCampaignPayment(eventId, paymentId);

  if (!eventId || !paymentId) {
    return (
      <section className={surface.card}>
        <h1>{COPY.successTitle}</h1>
        <Banner tone="error">{COPY.invalidLink}</Banner>
        <OutcomeLinks eventId={eventId} />
      </section>
    );
  }
  if (isLoading) return <Spinner label={COPY.checking} />;
  if (error || !data) {
    return (
      <section className={surface.card}>
        <h1>{COPY.successTitle}</h1>
        <Banner tone="error">{problemDetail(error)}</Banner>
        <OutcomeLinks eventId={eventId} />
      </section>
    );
  }
  const { state } = data.payment;
  return (
    <section className={surface.card}>
      <h1>
        {state === 'paid' ? COPY.successTitle : state === 'pending' ? COPY.pendingTitle : COPY.cancelledTitle}
      </h1>
      {data.campaignName && <p>{COPY.campaign(data.campaignName)}</p>}
      {state === 'paid' && <Banner tone="success">{COPY.credited(data.creditedCents)}</Banner>}
      {state === 'pending' && (
        <>
          <Banner tone="info">{COPY.pending}</Banner>
          <button type="button" className="button" onClick={() => mutate()}>
            {COPY.checkAgain}
          </button>
        </>
      )}
      {state === 'cancelled' && <Banner tone="info">{COPY.unchanged}</Banner>}
      <CampaignMoneyFacts outcome={data} />
      <OutcomeLinks eventId={eventId} />
    </section>
  );
}
