import { REFUND_REASON_GROUPS } from '@tix/contract/domain/refund-requests';
import { refundRequestSchema } from '@tix/contract/forms/refunds';
import { validateForm } from '@tix/contract/forms/validate';
import type { RefundTerms } from '@tix/contract/model/refund';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useReturnHere } from '../../../lib/return-to.ts';
import { Banner } from '../../../ui/banner.tsx';
import { RefundPolicyLines } from '../../../ui/refund-policy.tsx';
import { postRefundRequest } from '../api/refunds.ts';
import { dropDraft, readDraft, saveDraft } from '../draft.ts';
import { REASON_GROUP_LABELS, REASON_LABELS, REFUND_COPY } from '../messages.ts';
import styles from './refund-form.module.css';

interface RefundFormProps {
  eventId: string;
  ticketId: string;
  /** Submit stays disabled when the estimate is 0 or less. */
  refundable: boolean;
  /** The event's policy (the BFF's eventRefundPolicy): the policy box lists its tiers. */
  terms: RefundTerms;
  onRequested: (message: string) => Promise<void>;
}

/** Reason, comments, the policy box and its acknowledgement, then Submit. */
export function RefundForm({ eventId, ticketId, refundable, terms, onRequested }: RefundFormProps) {
  const navigate = useNavigate();
  const here = useReturnHere();
  const [draft] = useState(() => readDraft(eventId, ticketId));
  const [reason, setReason] = useState(draft?.reason ?? '');
  const [comments, setComments] = useState(draft?.comments ?? '');
  const [acknowledged, setAcknowledged] = useState(draft?.acknowledged ?? false);
  useEffect(() => {
    saveDraft(eventId, ticketId, { reason, comments, acknowledged });
  }, [eventId, ticketId, reason, comments, acknowledged]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(refundRequestSchema, { reason, comments, acknowledged });
    if (!checked.ok) return setError(checked.message);
    setError(null);
    setBusy(true);
    try {
      const outcome = await postRefundRequest(eventId, ticketId, checked.data, key.current);
      if (outcome.outcome === 'bank-details-missing') {
        navigate(paths.bankDetails, {
          state: { message: outcome.message, code: outcome.code, banks: outcome.banks, ...here },
        });
        return;
      }
      key.current = crypto.randomUUID();
      dropDraft(eventId, ticketId);
      await onRequested(outcome.message);
    } catch (failure) {
      setError(problemDetail(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error && (
        <Banner key={error} tone="error" hideAfterMs={5000} onHide={() => setError(null)}>
          {error}
        </Banner>
      )}
      <label htmlFor="refund-reason">{REFUND_COPY.reasonLabel}</label>
      <select id="refund-reason" value={reason} onChange={(e) => setReason(e.target.value)}>
        <option value="">{REFUND_COPY.reasonPlaceholder}</option>
        {Object.entries(REFUND_REASON_GROUPS).map(([group, reasons]) => (
          <optgroup key={group} label={REASON_GROUP_LABELS[group as keyof typeof REASON_GROUP_LABELS]}>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {REASON_LABELS[r]}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <label htmlFor="refund-comments">{REFUND_COPY.commentsLabel}</label>
      <textarea
        id="refund-comments"
        rows={3}
        value={comments}
        onChange={(e) => setComments(e.target.value)}
      />
      <section className={styles.policy} aria-labelledby="refund-policy-heading">
        <h2 id="refund-policy-heading">{REFUND_COPY.policyHeading}</h2>
        <RefundPolicyLines terms={terms} />
        <ul>
          {REFUND_COPY.policy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <label className={styles.check}>
        <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} />
        {REFUND_COPY.acknowledge}
      </label>
      <button type="submit" className="button" disabled={busy || !refundable}>
        {REFUND_COPY.submit}
      </button>
    </form>
  );
}
