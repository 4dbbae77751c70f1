import type { RefundManagement } from '@tix/contract/api/organiser-money';
import { formatRand } from '@tix/contract/domain/money';
import { refundReasonLabel } from '@tix/contract/domain/refund-requests';
import type { RefundRequestRow } from '@tix/contract/model/organiser-refunds';
import { type FormEvent, useState } from 'react';
import { formatDayTime } from '../../../lib/dates.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { TextArea } from '../../../ui/form-fields.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { postDecision } from '../api/organiser-money.ts';
import { REFUND_ADMIN_COPY as COPY } from '../messages.ts';
import styles from './money.module.css';

const C = COPY.columns;
type Dialog = { kind: 'approve' | 'decline'; row: RefundRequestRow } | null;

const when = (at: string | null) => (at ? formatDayTime(at.slice(0, 10), at.slice(11, 16) || null) : '');

/** The requests below the rules: pending ones can be approved (final) or declined (with a reason). */
export function RefundRequestsTable({
  eventId,
  data,
  onDecided,
  onRetry,
}: {
  eventId: string;
  data: RefundManagement;
  onDecided: () => Promise<unknown>;
  /** Reads the page again (auto-approve could not be read). */
  onRetry: () => unknown;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [flash, setFlash] = useState<{ id: number; tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Unknown auto-approve (null) is not off: a manual decision waits until it is read.
  const manualOff = data.autoApprove !== false;

  const decide = async (event: FormEvent) => {
    event.preventDefault();
    if (!dialog) return;
    if (dialog.kind === 'decline' && !reason.trim()) {
      setProblem(COPY.reasonRequired);
      return;
    }
    setBusy(true);
    try {
      const body =
        dialog.kind === 'approve'
          ? ({ decision: 'approved' } as const)
          : ({ decision: 'declined', reason } as const);
      const { message } = await postDecision(eventId, dialog.row.id, body);
      setDialog(null);
      // The message once the table shows the decision.
      await onDecided();
      setFlash((f) => ({ id: (f?.id ?? 0) + 1, tone: 'success', text: message }));
    } catch (failure) {
      setProblem(problemDetail(failure));
    } finally {
      setBusy(false);
    }
  };
  const open = (kind: 'approve' | 'decline', row: RefundRequestRow) => {
    setReason('');
    setProblem(null);
    setDialog({ kind, row });
  };

  const columns: readonly Column<RefundRequestRow>[] = [
    { header: C.requested, cell: (r) => when(r.requestedAt) },
    { header: C.buyer, cell: (r) => r.buyerName ?? '' },
    { header: C.ticket, cell: (r) => r.ticketNumber ?? '' },
    { header: C.reason, cell: (r) => [refundReasonLabel(r.reason), r.comments].filter(Boolean).join(': ') },
    { header: C.original, cell: (r) => formatRand(r.originalCents), numeric: true },
    { header: C.refund, cell: (r) => formatRand(r.refundCents), numeric: true },
    { header: C.status, cell: (r) => r.status },
    {
      header: C.action,
      cell: (r) =>
        r.status === 'pending' ? (
          <span className={styles.actions}>
            <button type="button" disabled={manualOff} onClick={() => open('approve', r)}>
              {COPY.approve}
            </button>
            <button type="button" disabled={manualOff} onClick={() => open('decline', r)}>
              {COPY.decline}
            </button>
          </span>
        ) : (
          COPY.noAction
        ),
    },
  ];

  return (
    <section aria-labelledby="requests-title" className={styles.card}>
      <h2 id="requests-title">{COPY.requestsTitle}</h2>
      {flash && (
        <Banner key={flash.id} tone={flash.tone} hideAfterMs={5000} onHide={() => setFlash(null)}>
          {flash.text}
        </Banner>
      )}
      {data.autoApprove === null ? (
        <>
          <PartUnavailable part={COPY.parts.governance} onRetry={onRetry} />
          <p className={styles.muted}>{COPY.autoUnknown}</p>
        </>
      ) : (
        manualOff && <p className={styles.muted}>{COPY.autoOn}</p>
      )}
      {data.requests.length === 0 ? (
        <p role="status">{COPY.empty}</p>
      ) : (
        <DataTable caption={COPY.requestsTitle} columns={columns} rows={data.requests} rowKey={(r) => r.id} />
      )}
      <Modal
        open={dialog !== null}
        title={dialog?.kind === 'approve' ? COPY.confirmApproveTitle : COPY.declineTitle}
        onClose={() => setDialog(null)}
        closeLabel={COPY.close}
      >
        <form onSubmit={decide} noValidate className={styles.page}>
          {problem && <Banner tone="error">{problem}</Banner>}
          {dialog?.kind === 'approve' ? (
            <p>{COPY.confirmApprove(formatRand(dialog.row.refundCents))}</p>
          ) : (
            <TextArea
              label={COPY.declineReason}
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              invalid={problem === COPY.reasonRequired ? 'reason' : null}
            />
          )}
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>
              {dialog?.kind === 'approve' ? COPY.approve : COPY.decline}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setDialog(null)}>
              {COPY.cancel}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
