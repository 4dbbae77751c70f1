import { EVENT_EDIT_MESSAGES } from '@tix/contract/domain/event-editing';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { problemDetail } from '../../../lib/problem.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { eventDetailsKey, updateRefundSetting, useEventDetails } from '../api/event-editing.ts';
import { REFUND_SETTING_COPY as C } from '../messages.ts';
import styles from './event-form.module.css';

/**
 * The event's refund setting (spec part 2, section 4): whether refunds are allowed, and a button
 * to change it until the first ticket sale locks it. The legacy gives no lock date, so the notice
 * says since when: the first sale.
 */
export function RefundSetting({ eventId }: { eventId: string }) {
  const { data, error, isLoading, mutate: reread } = useEventDetails(eventId);
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useState<{ id: number; tone: 'error' | 'success'; text: string } | null>(null);

  const change = async (refundsAllowed: boolean) => {
    setBusy(true);
    try {
      const saved = await updateRefundSetting(eventId, refundsAllowed);
      await mutate(eventDetailsKey(eventId), saved, { revalidate: false });
      setFlash((f) => ({
        id: (f?.id ?? 0) + 1,
        tone: 'success',
        text: refundsAllowed ? C.allowedNow : C.stoppedNow,
      }));
    } catch (failure) {
      setFlash((f) => ({ id: (f?.id ?? 0) + 1, tone: 'error', text: problemDetail(failure) }));
      await mutate(eventDetailsKey(eventId));
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (isLoading) return <Spinner label={C.loading} />;
    // A part of /editevent: its failure leaves the rest of the page as it is.
    if (error || !data) return <PartUnavailable part={C.part} onRetry={() => reread()} />;
    const allowed = data.refundsAllowed;
    return (
      <>
        <p>{allowed ? C.allowed : C.notAllowed}</p>
        {data.refundPolicyLocked ? (
          <p className={styles.notice}>{C.lockedSince}</p>
        ) : data.notEditable ? (
          <p className={styles.notice}>{EVENT_EDIT_MESSAGES[data.notEditable]}</p>
        ) : (
          <>
            <p>{C.beforeSales}</p>
            <div className={styles.actions}>
              <button type="button" className="button" disabled={busy} onClick={() => change(!allowed)}>
                {busy && <Spinner inline label={C.changing} />}
                {allowed ? C.stop : C.allow}
              </button>
            </div>
          </>
        )}
      </>
    );
  };

  return (
    <section className={styles.refunds} aria-labelledby={headingId}>
      <h2 id={headingId}>{C.heading}</h2>
      {flash && (
        <Banner
          key={flash.id}
          tone={flash.tone}
          hideAfterMs={BANNER_MS.standard}
          onHide={() => setFlash(null)}
        >
          {flash.text}
        </Banner>
      )}
      {body()}
    </section>
  );
}
