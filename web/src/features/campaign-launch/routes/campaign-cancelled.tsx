import type { CampaignPaymentOutcome } from '@tix/contract/model/campaign-launch';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import surface from '../../../ui/surface.module.css';
import { cancelCampaignPayment } from '../api/campaign-launch.ts';
import { CampaignMoneyFacts, OutcomeLinks } from '../components/payment-outcome.tsx';
import { CAMPAIGN_PAYMENT_COPY as COPY } from '../messages.ts';

type Result = { ok: true; outcome: CampaignPaymentOutcome } | { ok: false; message: string };

/** /campaigncancelled?eventid=ID&payment=ID: records the cancellation; the budget stays as it was. */
export function CampaignCancelledRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const paymentId = query.get('payment')?.trim() || null;
  const [result, setResult] = useState<Result | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !eventId || !paymentId) return;
    started.current = true;
    cancelCampaignPayment(eventId, paymentId)
      .then((outcome) => setResult({ ok: true, outcome }))
      .catch((error: unknown) => setResult({ ok: false, message: problemDetail(error) }));
  }, [eventId, paymentId]);

  if (eventId && paymentId && !result) return <Spinner label={COPY.checking} />;
  return (
    <section className={surface.card}>
      <h1>{COPY.cancelledTitle}</h1>
      {!eventId || !paymentId ? (
        <Banner tone="error">{COPY.invalidLink}</Banner>
      ) : result && !result.ok ? (
        <Banner tone="error">{result.message}</Banner>
      ) : result?.ok ? (
        <>
          {result.outcome.campaignName && <p>{COPY.campaign(result.outcome.campaignName)}</p>}
          <Banner tone="info">
            {result.outcome.payment.state === 'paid'
              ? COPY.credited(result.outcome.creditedCents)
              : COPY.unchanged}
          </Banner>
          <CampaignMoneyFacts outcome={result.outcome} />
        </>
      ) : null}
      <OutcomeLinks eventId={eventId} />
    </section>
  );
}
