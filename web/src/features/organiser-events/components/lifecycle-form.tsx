import { cancelEventSchema, POSTPONE_REASONS, postponeEventSchema } from '@tix/contract/forms/event-status';
import { validateForm } from '@tix/contract/forms/validate';
import type { LifecycleChange } from '@tix/contract/model/event-management';
import { type FormEvent, useState } from 'react';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Select, SubmitButton, TextArea } from '../../../ui/form-fields.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { cancelEvent, postponeEvent } from '../api/event-management.ts';
import { EDIT_EVENT_COPY as COPY } from '../edit-event-messages.ts';
import styles from './edit-event.module.css';

interface Props {
  kind: 'postpone' | 'cancel';
  eventId: string;
  /** Undefined when the page could not read it (the note and a retry stand in its place). */
  ticketHolders: number | undefined;
  onRetryHolders: () => unknown;
  onDone: (change: LifecycleChange) => void;
  onClose: () => void;
}

const REASON_OPTIONS = [
  { value: '', label: COPY.chooseReason },
  ...POSTPONE_REASONS.map((r) => ({ value: r, label: r })),
];

/** Postpone or cancel: a reason, a message to ticket holders, and what confirming will do. */
export function LifecycleForm({ kind, eventId, ticketHolders, onRetryHolders, onDone, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<{ text: string; field: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = kind === 'cancel';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(cancel ? cancelEventSchema : postponeEventSchema, { reason, message });
    if (!checked.ok) {
      const field = Object.keys(checked.fieldErrors)[0] ?? null;
      return setProblem({ text: checked.message, field });
    }
    setProblem(null);
    setBusy(true);
    try {
      const change = await (cancel ? cancelEvent : postponeEvent)(eventId, checked.data);
      onDone(change);
    } catch (error) {
      setProblem({ text: problemDetail(error), field: null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      {problem && (
        <Banner key={problem.text} tone="error">
          {problem.text}
        </Banner>
      )}
      <Select
        label={COPY.reason}
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        options={REASON_OPTIONS}
        invalid={problem?.field}
      />
      <TextArea
        label={COPY.message}
        name="message"
        rows={4}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        invalid={problem?.field}
      />
      {ticketHolders === undefined ? (
        <PartUnavailable part={COPY.parts.ticketHolders} onRetry={onRetryHolders} />
      ) : (
        <p className={styles.holders}>{COPY.holders(ticketHolders)}</p>
      )}
      <p className={cancel ? styles.warning : undefined}>{cancel ? COPY.cancelWhat : COPY.postponeWhat}</p>
      <div className={styles.buttons}>
        <SubmitButton busy={busy} busyLabel={cancel ? COPY.cancelling : COPY.postponing}>
          {cancel ? COPY.confirmCancel : COPY.confirmPostpone}
        </SubmitButton>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {COPY.keep}
        </button>
      </div>
    </form>
  );
}
