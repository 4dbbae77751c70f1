import { POINT_AMOUNTS, POINT_VALUES, POINTS_MESSAGES, pointsSchema } from '@tix/contract/forms/models';
import { validateForm } from '@tix/contract/forms/validate';
import type { PointPackage } from '@tix/contract/model/contestant';
import { type FormEvent, useState } from 'react';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { formStyles, Select, SubmitButton } from '../../../ui/form-fields.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { savePoints } from '../api/models.ts';
import { POINTS_COPY as COPY, MODELS_COPY } from '../messages.ts';
import styles from './models.module.css';

type Notice = { tone: 'error' | 'success'; text: string; id: number };

/**
 * Configure (red mark) or Adjust points (green tick) once a configuration is saved, and the modal
 * that adds or updates one package at a time.
 */
export function PointsPanel({
  eventId,
  configured,
  packages,
  onSaved,
}: {
  eventId: string;
  configured: boolean;
  packages: readonly PointPackage[];
  onSaved: (next: { packages: PointPackage[]; pointsConfigured: boolean }) => void;
}) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({ amount: '', points: '' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(pointsSchema, fields);
    if (!checked.ok) {
      setNotice({ tone: 'error', text: POINTS_MESSAGES.bothRequired, id: Date.now() });
      return;
    }
    setBusy(true);
    try {
      const answer = await savePoints(eventId, checked.data);
      setNotice({ tone: 'success', text: answer.message, id: Date.now() });
      onSaved(answer);
    } catch (error) {
      setNotice({ tone: 'error', text: problemDetail(error), id: Date.now() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actions}>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {configured ? MODELS_COPY.adjustPoints : MODELS_COPY.configure}
      </button>
      {configured ? (
        <span className={`${styles.status} ${styles.tick}`}>
          <span aria-hidden="true">✔</span> {MODELS_COPY.configured}
        </span>
      ) : (
        <span className={`${styles.status} ${styles.mark}`}>
          <span aria-hidden="true">✘</span> {MODELS_COPY.notConfigured}
        </span>
      )}
      <Modal open={open} title={COPY.title} onClose={() => setOpen(false)} closeLabel={COPY.close}>
        <p>{COPY.intro}</p>
        {notice && (
          <Banner key={notice.id} tone={notice.tone}>
            {notice.text}
          </Banner>
        )}
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <Select
            label={COPY.amount}
            name="amount"
            value={fields.amount}
            onChange={(e) => setFields((f) => ({ ...f, amount: e.target.value }))}
            options={[
              { value: '', label: COPY.pick },
              ...POINT_AMOUNTS.map((a) => ({ value: String(a), label: COPY.amountLabel(a) })),
            ]}
          />
          <Select
            label={COPY.points}
            name="points"
            value={fields.points}
            onChange={(e) => setFields((f) => ({ ...f, points: e.target.value }))}
            options={[
              { value: '', label: COPY.pick },
              ...POINT_VALUES.map((p) => ({ value: String(p), label: String(p) })),
            ]}
          />
          <SubmitButton busy={busy} busyLabel={COPY.saving}>
            {COPY.save}
          </SubmitButton>
        </form>
        <h3>{COPY.saved}</h3>
        {packages.length === 0 ? (
          <p>{COPY.none}</p>
        ) : (
          <ul>
            {packages.map((p) => (
              <li key={p.amountCents}>
                {COPY.amountLabel(p.amountCents / 100)}: {p.points} points
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </div>
  );
}
