import { transferSourceOf } from '@tix/contract/domain/campaign-transfer';
import { formatRand } from '@tix/contract/domain/money';
import { BALANCE_TRANSFER_MESSAGES as B, makeBalanceTransferSchema } from '@tix/contract/forms/campaigns';
import type { CampaignRow } from '@tix/contract/model/campaign';
import { useState } from 'react';
import { formatDayTime } from '../../../lib/dates.ts';
import { randOrNotAvailable } from '../../../lib/figures.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { transferBalance, useTransferTargets } from '../api/campaigns.ts';
import { CAMPAIGNS_COPY as COPY } from '../messages.ts';
import styles from '../routes/campaigns.module.css';

/** The spec's transfer messages; anything else from a failed transfer shows its own error. */
const SPEC_MESSAGES = new Set<string>([B.balanceZero, B.targetRequired]);
const isSpecMessage = (text: string) =>
  SPEC_MESSAGES.has(text) || text.endsWith('has already been transferred to another campaign');

/** The first message of the transfer rules for this row and target, or null when it may go. */
export function transferRefusal(row: CampaignRow, targetEventId: string): string | null {
  const check = makeBalanceTransferSchema(transferSourceOf(row)).safeParse({ targetEventId });
  return check.success ? null : (check.error.issues[0]?.message ?? B.failed);
}

interface TransferPanelProps {
  row: CampaignRow | null;
  onClose: () => void;
  /** After a transfer (or its refusal): the message to show on the list. */
  onDone: (message: { tone: 'success' | 'error'; text: string }) => void;
}

/** Search one of the organiser's events, pick it, and move the campaign's whole balance there. */
export function TransferPanel({ row, onClose, onDone }: TransferPanelProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const [target, setTarget] = useState('');
  const [message, setMessage] = useState<{ text: string; n: number } | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per panel opening: a double click or a retry is the same transfer.
  const [key] = useState(() => crypto.randomUUID());
  const { data, error, isLoading } = useTransferTargets(row?.id ?? null, search);

  const say = (t: string) => setMessage((m) => ({ text: t, n: (m?.n ?? 0) + 1 }));

  async function submit() {
    if (!row) return;
    const refusal = transferRefusal(row, target);
    if (refusal) return say(refusal);
    setBusy(true);
    try {
      const done = await transferBalance(row.id, target, key);
      onDone({ tone: 'success', text: done.message ?? formatRand(done.transferredCents) });
    } catch (err) {
      const detail = problemDetail(err);
      onDone({ tone: 'error', text: isSpecMessage(detail) ? detail : B.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={row !== null} title={COPY.transferTitle} onClose={onClose} closeLabel={COPY.close}>
      {row && (
        <p>{COPY.transferIntro(randOrNotAvailable(row.balanceCents), row.name ?? row.eventName ?? '')}</p>
      )}
      {message && (
        <Banner key={message.n} tone="error" hideAfterMs={5000} onHide={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
      <search className={styles.search}>
        <label htmlFor="transfer-search">{COPY.searchLabel}</label>
        <input
          id="transfer-search"
          type="search"
          value={text}
          placeholder={COPY.searchHint}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
      </search>
      {isLoading && !data ? (
        <Spinner />
      ) : error || !data ? (
        <Banner tone="error">{problemDetail(error)}</Banner>
      ) : data.length === 0 ? (
        <p role="status">{COPY.noTargets}</p>
      ) : (
        <fieldset className={styles.targets}>
          <legend className="visually-hidden">{COPY.searchLabel}</legend>
          {data.map((t) => (
            <label key={t.eventId}>
              <input
                type="radio"
                name="transfer-target"
                value={t.eventId}
                checked={target === t.eventId}
                onChange={() => setTarget(t.eventId)}
              />
              <span>
                {t.name}
                {t.day ? ` (${formatDayTime(t.day, t.startTime)})` : ''}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className="button" onClick={submit} disabled={busy}>
        {COPY.confirmTransfer}
      </button>
    </Modal>
  );
}
