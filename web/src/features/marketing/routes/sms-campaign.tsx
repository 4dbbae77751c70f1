import { isSmsPayable } from '@tix/contract/domain/organiser-costs';
import { MARKETING_MESSAGES } from '@tix/contract/forms/marketing';
import { isLegacyId } from '@tix/contract/model/ids';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { formatDayTime } from '../../../lib/dates.ts';
import { countOrNotAvailable, randOrNotAvailable } from '../../../lib/figures.ts';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { postToProvider } from '../../../lib/provider.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import surface from '../../../ui/surface.module.css';
import { attemptToken, startSmsPayment, useMarketingMessage } from '../api/marketing.ts';
import styles from '../components/marketing.module.css';
import { AUDIENCE_LABELS, CAMPAIGN_COPY as COPY } from '../messages.ts';

const southAfrica = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment (ISO time, any zone) as South Africa's clock shows it: `Sun, 22 Nov 2026, 15:42`. Here,
 * not in lib/dates.ts, so that the landings' shared chunk does not carry it.
 */
function formatInstant(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const part = Object.fromEntries(southAfrica.formatToParts(at).map((p) => [p.type, p.value]));
  return formatDayTime(`${part.year}-${part.month}-${part.day}`, `${part.hour}:${part.minute}`);
}

/** /smscampaign?textid=…: the SMS campaign's total, paid by card at the provider. */
export function SmsCampaignRoute() {
  const [query] = useSearchParams();
  const textId = query.get('textid')?.trim() || null;
  if (!textId || !isLegacyId(textId)) return <Navigate to={paths.sms} replace />;
  return <SmsCampaign textId={textId} />;
}

function SmsCampaign({ textId }: { textId: string }) {
  const { data, error, isLoading, mutate } = useMarketingMessage(textId);
  const [attempt] = useState(attemptToken);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (isLoading && !data) return <Spinner label={COPY.loading} />;
  if (error || !data)
    return (
      <div className={surface.stack}>
        <Banner tone="error">{problemDetail(error)}</Banner>
        <button type="button" className="button" onClick={() => mutate()}>
          {COPY.retry}
        </button>
      </div>
    );

  // An unknown cost (the legacy did not say) is not R0.00: nothing to pay until it is known.
  const costKnown = data.costCents !== null;
  const payable = data.costCents !== null && isSmsPayable(data.costCents);
  const paid = data.delivery !== 'awaiting-payment';
  // The service cannot say whether the payment started earlier went through: pay again only by choice.
  const startedAt = data.paymentStartedAt;

  const pay = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const start = await startSmsPayment(textId, attempt, startedAt !== null);
      if (start.outcome === 'payfast') return postToProvider(start.action, start.fields);
      setBusy(false);
    } catch (e) {
      setProblem(problemDetail(e));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="sms-campaign-heading" className={surface.stack}>
      <h1 id="sms-campaign-heading">{COPY.title}</h1>
      <div className={`${surface.card} ${styles.card}`}>
        <h2>{COPY.total}</h2>
        <p className={styles.total}>{randOrNotAvailable(data.costCents)}</p>
        {data.recipients !== null && <p className={styles.quiet}>{COPY.breakdown(data.recipients)}</p>}
      </div>
      <dl className={styles.facts}>
        <dt>{COPY.audience}</dt>
        <dd>{data.audience ? AUDIENCE_LABELS[data.audience] : '—'}</dd>
        <dt>{COPY.recipients}</dt>
        <dd>{countOrNotAvailable(data.recipients)}</dd>
        <dt>{COPY.message}</dt>
        <dd className={styles.bubble}>{data.text}</dd>
      </dl>
      {paid ? (
        <Banner tone="info">{COPY.alreadyPaid}</Banner>
      ) : (
        <>
          {!costKnown && <Banner tone="warning">{COPY.costUnknown}</Banner>}
          {costKnown && !payable && <Banner tone="warning">{MARKETING_MESSAGES.paymentTooSmall}</Banner>}
          {startedAt !== null && (
            <Banner tone="warning">{COPY.paymentStarted(formatInstant(startedAt))}</Banner>
          )}
          {problem && <Banner tone="error">{problem}</Banner>}
          <div className={styles.row}>
            <button type="button" className="button" disabled={!payable || busy} onClick={pay}>
              {busy ? COPY.paying : startedAt !== null ? COPY.payAgain : COPY.pay}
            </button>
            <Link to={paths.sms}>{COPY.edit}</Link>
          </div>
        </>
      )}
    </section>
  );
}
