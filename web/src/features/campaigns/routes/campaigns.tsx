import { campaignStatusLabel } from '@tix/contract/domain/campaign';
import { formatRand } from '@tix/contract/domain/money';
import type { CampaignRow } from '@tix/contract/model/campaign';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { randOrNotAvailable } from '../../../lib/figures.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { ShortText } from '../../../ui/short-text.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import {
  markForTransfer,
  selectAllCampaigns,
  selectCampaign,
  toggleOneCampaign,
  toggleSelectedCampaigns,
  useCampaignList,
} from '../api/campaigns.ts';
import { BuyersDialog, DevicesDialog, SelectEventDialog } from '../components/campaign-dialogs.tsx';
import { TransferPanel, transferRefusal } from '../components/transfer-panel.tsx';
import { CAMPAIGNS_COPY as COPY } from '../messages.ts';
import styles from './campaigns.module.css';

type Notice = { tone: 'success' | 'error'; text: string; n: number };

/** Resume all when any ticked campaign is paused; Pause all when all of them run (the BFF's rule). */
const allAction = (selected: readonly CampaignRow[]): 'resume' | 'pause' =>
  selected.some((r) => r.status !== 'running') ? 'resume' : 'pause';

const nameOf = (r: CampaignRow) => r.name ?? r.eventName ?? r.id;

/** /campaigns: the organiser's campaigns, their selection, and what can be done with them. */
export function CampaignsRoute() {
  const { data, error, isLoading, mutate } = useCampaignList();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'devices' | 'buyers' | 'create' | null>(null);
  const [transferring, setTransferring] = useState<CampaignRow | null>(null);
  const oneReason = useId();
  const manyReason = useId();

  const say = (tone: Notice['tone'], text: string) => setNotice((n) => ({ tone, text, n: (n?.n ?? 0) + 1 }));

  /** Runs a change, then reads the list again; a failure is shown. */
  async function change(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      say('error', problemDetail(err));
    } finally {
      setBusy(false);
      await mutate();
    }
  }

  /**
   * Ticks rows at once (the server keeps the selection): the list shows the change while it is
   * sent, then reads the server's; a failure puts the list back and says why.
   */
  async function tick(which: (r: CampaignRow) => boolean, to: boolean, send: () => Promise<unknown>) {
    try {
      await mutate(
        async () => {
          await send();
          return undefined;
        },
        {
          optimisticData: (current) => {
            if (!current) return current as never;
            const campaigns = current.campaigns.map((r) => (which(r) ? { ...r, selected: to } : r));
            return { campaigns, selectedCount: campaigns.filter((r) => r.selected).length };
          },
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
    } catch (err) {
      say('error', problemDetail(err));
    }
  }

  async function startTransfer(row: CampaignRow) {
    // Moved once already: the list does not say how much, the server's refusal does.
    const refusal = row.transferred ? null : transferRefusal(row, 'any');
    if (refusal) return say('error', refusal);
    setBusy(true);
    try {
      await markForTransfer(row.id);
      setTransferring(row);
    } catch (err) {
      say('error', problemDetail(err));
    } finally {
      setBusy(false);
    }
  }

  const rows = data?.campaigns ?? [];
  const selected = rows.filter((r) => r.selected);
  const one = selected.length === 1 ? selected[0] : undefined;
  const many = selected.length > 1;
  const action = allAction(selected);
  const allTicked = rows.length > 0 && selected.length === rows.length;

  const columns: readonly Column<CampaignRow>[] = [
    {
      header: COPY.columns.select,
      cell: (r) => (
        <input
          type="checkbox"
          aria-label={COPY.selectOne(nameOf(r))}
          checked={r.selected}
          disabled={busy}
          onChange={(e) => {
            const to = e.target.checked;
            void tick(
              (x) => x.id === r.id,
              to,
              () => selectCampaign(r.eventId ?? '', to),
            );
          }}
        />
      ),
    },
    { header: COPY.columns.campaign, cell: (r) => <ShortText rule="campaignName" text={nameOf(r)} /> },
    { header: COPY.columns.event, cell: (r) => r.eventName ?? COPY.none },
    {
      header: COPY.columns.status,
      cell: (r) =>
        campaignStatusLabel({ status: r.status, budgetCents: r.budgetCents, daysRemaining: r.daysRemaining }),
    },
    {
      header: COPY.columns.running,
      cell: (r) => (
        <button
          type="button"
          role="switch"
          aria-checked={r.status === 'running'}
          aria-label={COPY.runSwitch(nameOf(r))}
          className={styles.switch}
          disabled={busy}
          onClick={() => change(() => toggleOneCampaign(r.eventId ?? ''))}
        >
          <span aria-hidden="true" />
        </button>
      ),
    },
    { header: COPY.columns.budget, cell: (r) => randOrNotAvailable(r.budgetCents), numeric: true },
    {
      header: COPY.columns.fees,
      cell: (r) => formatRand(r.serviceFeesCents + r.printCostsCents),
      numeric: true,
    },
    {
      header: COPY.columns.balance,
      cell: (r) => (
        <>
          {randOrNotAvailable(r.balanceCents)}
          {r.transferred ? <span className={styles.transferred}> {COPY.transferred}</span> : null}
        </>
      ),
      numeric: true,
    },
    {
      header: COPY.columns.transfer,
      cell: (r) => (
        <button
          type="button"
          className={styles.link}
          disabled={busy}
          aria-label={`${COPY.transfer}: ${nameOf(r)}`}
          onClick={() => startTransfer(r)}
        >
          {COPY.transfer}
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="campaigns-heading">
      <h1 id="campaigns-heading">{COPY.title}</h1>
      {notice && (
        <Banner
          key={notice.n}
          tone={notice.tone}
          hideAfterMs={BANNER_MS.standard}
          onHide={() => setNotice(null)}
        >
          {notice.text}
        </Banner>
      )}
      {isLoading && !data ? (
        <Spinner label={COPY.loading} />
      ) : error || !data ? (
        <div className={styles.stack}>
          <Banner tone="error">{problemDetail(error)}</Banner>
          <button type="button" className="button" onClick={() => mutate()}>
            {COPY.retry}
          </button>
        </div>
      ) : (
        <>
          <div className={styles.toolbar} role="toolbar" aria-label={COPY.title}>
            <button type="button" onClick={() => mutate()} disabled={busy}>
              {COPY.refresh}
            </button>
            {data.selectedCount === undefined ? (
              <PartUnavailable part={COPY.selectedPart} onRetry={() => mutate()} />
            ) : (
              <span role="status">{COPY.selected(data.selectedCount)}</span>
            )}
            <button
              type="button"
              disabled={!many || busy}
              aria-describedby={many ? undefined : manyReason}
              onClick={() => change(() => toggleSelectedCampaigns(action))}
            >
              {action === 'resume' ? COPY.resumeAll : COPY.pauseAll}
            </button>
            <button
              type="button"
              disabled={!one}
              aria-describedby={one ? undefined : oneReason}
              onClick={() => setDialog('devices')}
            >
              {COPY.devices}
            </button>
            {one ? (
              <Link to={linkTo(paths.analytics, { query: { eventid: one.eventId ?? '' } })}>
                {COPY.analytics}
              </Link>
            ) : (
              <button type="button" disabled aria-describedby={oneReason}>
                {COPY.analytics}
              </button>
            )}
            <button
              type="button"
              disabled={!one}
              aria-describedby={one ? undefined : oneReason}
              onClick={() => setDialog('buyers')}
            >
              {COPY.uniqueBuyers}
            </button>
            {one ? (
              <Link to={linkTo(paths.campaign, { query: { eventid: one.eventId ?? '' } })}>{COPY.edit}</Link>
            ) : (
              <button type="button" disabled aria-describedby={oneReason}>
                {COPY.edit}
              </button>
            )}
            <button type="button" className="button" onClick={() => setDialog('create')}>
              {COPY.createCampaign}
            </button>
          </div>
          <p className={styles.hint}>
            {!one && <span id={oneReason}>{COPY.needOne} </span>}
            {!many && <span id={manyReason}>{COPY.needMany}</span>}
          </p>
          {rows.length === 0 ? (
            <p role="status" className={styles.empty}>
              {COPY.empty}
            </p>
          ) : (
            <>
              <label className={styles.selectAll}>
                <input
                  type="checkbox"
                  checked={allTicked}
                  disabled={busy}
                  onChange={(e) => {
                    const to = e.target.checked;
                    void tick(
                      () => true,
                      to,
                      () => selectAllCampaigns(to),
                    );
                  }}
                />
                {COPY.selectAll}
              </label>
              <DataTable caption={COPY.title} columns={columns} rows={rows} rowKey={(r) => r.id} />
            </>
          )}
        </>
      )}
      <DevicesDialog
        eventId={dialog === 'devices' ? (one?.eventId ?? null) : null}
        onClose={() => setDialog(null)}
      />
      <BuyersDialog
        eventId={dialog === 'buyers' ? (one?.eventId ?? null) : null}
        onClose={() => setDialog(null)}
      />
      <SelectEventDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
      {transferring && (
        <TransferPanel
          row={transferring}
          onClose={() => setTransferring(null)}
          onDone={(m) => {
            setTransferring(null);
            say(m.tone, m.text);
            void mutate();
          }}
        />
      )}
    </section>
  );
}
