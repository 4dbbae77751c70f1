import { ApiError } from '@tix/contract/api/client';
import type { EventOverviewAnswer } from '@tix/contract/api/event-management';
import {
  type ChecklistFacts,
  type ChecklistStep,
  checklistBlock,
  editBlock,
  hidesChecklistActions,
  lifecycleChangeBlock,
} from '@tix/contract/domain/event-checklist';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useInvalidate } from '../../../lib/cache.ts';
import { formatDayTime } from '../../../lib/dates.ts';
import { useLandingNotice } from '../../../lib/landing-notice.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { deleteEvent, EVENT_PAGE_READS, toggleCampaign, useEventOverview } from '../api/event-management.ts';
import styles from '../components/edit-event.module.css';
import { EventHubDetails, EventHubGlance } from '../components/event-hub.tsx';
import { Checklist, EventStatusNotice } from '../components/event-status.tsx';
import { LifecycleForm } from '../components/lifecycle-form.tsx';
import { LoadTicketsPanel } from '../components/load-tickets-panel.tsx';
import { PosterPanel } from '../components/poster-panel.tsx';
import { RefundSetting } from '../components/refund-setting.tsx';
import { EDIT_EVENT_COPY as COPY } from '../edit-event-messages.ts';

type Dialog = 'tickets' | 'poster' | 'postpone' | 'cancel' | 'delete' | null;
type Notice = { tone: 'error' | 'success' | 'info'; text: string; id: number };

/** The checklist's facts, or null when the page could not read them (no step is then held back). */
const factsOf = ({ checklist }: EventOverviewAnswer): ChecklistFacts | null =>
  checklist
    ? {
        ticketsLoaded: checklist.ticketTypesLoaded > 0,
        posterUploaded: checklist.posterUploaded,
        campaignCreated: checklist.campaignCreated,
        ticketsDownloaded: checklist.ticketsDownloaded > 0,
      }
    : null;

/** The delete's failure: the service's own words, else the spec's two fallbacks. */
function deleteFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return COPY.deleteFailed;
  // The client's own answer when no response came back at all.
  if (error.problem.title === 'Service unreachable') return COPY.offline;
  return error.status < 500 ? error.problem.detail : COPY.deleteFailed;
}

/** /editevent?eventid=ID: one of the organiser's events, its status, checklist and lifecycle. */
export function EditEventRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const read = useEventOverview(eventId);

  return (
    <EventScreen
      title={COPY.title}
      noEvent={COPY.noEvent}
      loadingLabel={COPY.loading}
      eventId={eventId}
      read={read}
      backToEvent={false}
    >
      {(data) => <EventPage overview={data} onChanged={() => read.mutate()} />}
    </EventScreen>
  );
}

function EventPage({ overview, onChanged }: { overview: EventOverviewAnswer; onChanged: () => unknown }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  // After /updateeventdetails: 'saved', and the details just changed highlighted.
  const landed = useLandingNotice();
  const { event, lifecycle, checklist } = overview;
  const state = lifecycle.state;
  const facts = factsOf(overview);
  const hideSteps = hidesChecklistActions(state);

  const show = (tone: Notice['tone'], text: string) => setNotice({ tone, text, id: Date.now() });
  const refresh = () => {
    onChanged();
    invalidate(EVENT_PAGE_READS);
  };
  /** Shows why an action cannot go ahead; true when it can. */
  const allowed = (refusal: string | null) => {
    if (refusal) show('error', refusal);
    return refusal === null;
  };
  const step = (s: ChecklistStep) => allowed(editBlock(state) ?? (facts ? checklistBlock(s, facts) : null));
  const change = () => allowed(editBlock(state) ?? lifecycleChangeBlock(state));

  const openStep = (s: 'tickets' | 'poster') => {
    if (step(s)) setDialog(s);
  };
  const toCampaigns = (s: 'campaign' | 'download') => {
    if (step(s))
      navigate(
        linkTo(s === 'campaign' ? paths.campaign : paths.downloadTickets, { query: { eventid: event.id } }),
      );
  };

  const toggle = async () => {
    if (!change()) return;
    setBusy(true);
    try {
      const answer = await toggleCampaign(event.id);
      const done = answer.campaignStatus === 'running' ? COPY.campaignResumed : COPY.campaignPaused;
      show('success', answer.message ?? done);
      refresh();
    } catch (e) {
      show('error', problemDetail(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const answer = await deleteEvent(event.id);
      setDialog(null);
      invalidate(EVENT_PAGE_READS.slice(1));
      // Back to the event list at once, the message with it: re-reading this page would find the
      // event gone and unmount it (and any timer it set) before a delayed navigation could run.
      navigate(paths.dashboard, { replace: true, state: { notice: answer.message } });
    } catch (e) {
      setDialog(null);
      show('error', deleteFailure(e));
    } finally {
      setBusy(false);
    }
  };

  const editable = editBlock(state) === null;
  // Unknown when the checklist is missing: the pause/resume button waits for it.
  // Pause or resume only an event that has a campaign: a new event has nothing to resume.
  const campaignStatus = checklist?.campaignCreated ? checklist.campaignStatus : undefined;

  return (
    <div className={styles.page}>
      {landed && (
        <Banner tone="success" hideAfterMs={BANNER_MS.standard}>
          {landed.text}
        </Banner>
      )}
      <div className={landed ? styles.changed : undefined} data-highlight={landed ? '' : undefined}>
        <h1>{event.name}</h1>
        <p className={styles.meta}>
          {[formatDayTime(event.day, event.startTime), event.venue].filter(Boolean).join(' · ')}
        </p>
      </div>
      <EventStatusNotice overview={overview} />
      {notice && (
        <Banner key={notice.id} tone={notice.tone} hideAfterMs={BANNER_MS.standard}>
          {notice.text}
        </Banner>
      )}
      {state !== 'deleted' && <EventHubGlance event={event} />}
      {!hideSteps &&
        (checklist ? (
          <Checklist checklist={checklist} />
        ) : (
          <PartUnavailable part={COPY.parts.checklist} onRetry={onChanged} />
        ))}
      <section aria-label={COPY.actionsLabel} className={styles.actions}>
        {!hideSteps && (
          <>
            <button type="button" className="button" onClick={() => openStep('tickets')}>
              {COPY.loadTickets}
            </button>
            <button type="button" className="button" onClick={() => openStep('poster')}>
              {COPY.poster}
            </button>
            <button type="button" className="button" onClick={() => toCampaigns('campaign')}>
              {COPY.campaign}
            </button>
            <button type="button" className="button" onClick={() => toCampaigns('download')}>
              {COPY.download}
            </button>
          </>
        )}
        {state !== 'cancelled' && state !== 'postponed' && state !== 'deleted' && campaignStatus && (
          <button type="button" className={styles.secondary} onClick={toggle} disabled={busy}>
            {campaignStatus === 'running' ? COPY.pauseCampaign : COPY.resumeCampaign}
          </button>
        )}
        {editable ? (
          <Link
            className={styles.secondary}
            to={linkTo(paths.updateEventDetails, { query: { eventid: event.id } })}
          >
            {COPY.editDetails}
          </Link>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => allowed(editBlock(state))}>
            {COPY.editDetails}
          </button>
        )}
        <Link className={styles.secondary} to={linkTo(paths.models, { query: { eventid: event.id } })}>
          {COPY.models}
        </Link>
        {!hideSteps && (
          <>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => change() && setDialog('postpone')}
            >
              {COPY.postpone}
            </button>
            <button type="button" className={styles.danger} onClick={() => change() && setDialog('cancel')}>
              {COPY.cancel}
            </button>
          </>
        )}
        {state !== 'deleted' && (
          <button type="button" className={styles.danger} onClick={() => change() && setDialog('delete')}>
            {COPY.delete}
          </button>
        )}
      </section>
      {state !== 'deleted' && <EventHubDetails event={event} />}
      {editable && state !== 'cancelled' && (
        <section aria-label={COPY.refundsLabel}>
          <RefundSetting eventId={event.id} />
        </section>
      )}

      <Modal
        open={dialog === 'tickets'}
        title={COPY.loadTickets}
        onClose={() => setDialog(null)}
        closeLabel={COPY.close}
      >
        {/* The panels say how it went (a warning must be read): the dialog stays open while the
            checklist behind it moves on. */}
        <LoadTicketsPanel eventId={event.id} onLoaded={refresh} />
      </Modal>
      <Modal
        open={dialog === 'poster'}
        title={COPY.poster}
        onClose={() => setDialog(null)}
        closeLabel={COPY.close}
      >
        <PosterPanel eventId={event.id} onUploaded={refresh} />
      </Modal>
      <Modal
        open={dialog === 'postpone' || dialog === 'cancel'}
        title={dialog === 'cancel' ? COPY.cancelHeading : COPY.postponeHeading}
        onClose={() => setDialog(null)}
        closeLabel={COPY.close}
      >
        <LifecycleForm
          key={dialog ?? ''}
          kind={dialog === 'cancel' ? 'cancel' : 'postpone'}
          eventId={event.id}
          ticketHolders={overview.ticketHolders}
          onRetryHolders={onChanged}
          onClose={() => setDialog(null)}
          onDone={(done) => {
            setDialog(null);
            show(
              'success',
              done.lifecycle.state === 'cancelled'
                ? COPY.cancelled(done.notified)
                : COPY.postponed(done.notified),
            );
            refresh();
          }}
        />
      </Modal>
      <Modal
        open={dialog === 'delete'}
        title={COPY.deleteHeading}
        onClose={() => setDialog(null)}
        closeLabel={COPY.close}
      >
        <p>{COPY.deleteWhat}</p>
        <div className={styles.buttons}>
          <button type="button" className={styles.danger} onClick={remove} disabled={busy}>
            {busy && <Spinner inline label={COPY.deleting} />}
            {COPY.confirmDelete}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setDialog(null)}>
            {COPY.keep}
          </button>
        </div>
      </Modal>
    </div>
  );
}
