import { bidMarginLabel, campaignStatusLabel } from '@tix/contract/domain/campaign';
import { formatRand } from '@tix/contract/domain/money';
import { campaignLaunchSchema, campaignSaveSchema } from '@tix/contract/forms/campaigns';
import { validateForm } from '@tix/contract/forms/validate';
import type { CampaignLaunchPage } from '@tix/contract/model/campaign-launch';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { formatDayTime } from '../../../lib/dates.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { postToProvider } from '../../../lib/provider.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { Field, formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { Poster } from '../../../ui/poster.tsx';
import surface from '../../../ui/surface.module.css';
import {
  applyCampaignCredit,
  attemptToken,
  campaignLaunchKey,
  saveCampaign,
  startCampaignPayment,
  useCampaignLaunch,
} from '../api/campaign-launch.ts';
import styles from '../components/campaign-launch.module.css';
import { CAMPAIGN_COPY as COPY } from '../messages.ts';

type Notice = { tone: 'error' | 'success' | 'info'; text: string; id: number };
const randText = (cents: number) => (cents / 100).toFixed(2);

/** /campaign?eventid=ID: the event's campaign, saved, then launched or topped up. */
export function CampaignRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const read = useCampaignLaunch(eventId);

  return (
    <EventScreen
      title={COPY.title}
      noEvent={COPY.noEvent}
      loadingLabel={COPY.loading}
      eventId={eventId}
      read={read}
    >
      {(data) => <CampaignPage page={data} />}
    </EventScreen>
  );
}

function EventSummary({ page }: { page: CampaignLaunchPage }) {
  const { event } = page;
  return (
    <section className={surface.card} aria-labelledby="campaign-event">
      <h2 id="campaign-event">{COPY.eventHeading}</h2>
      <div className={styles.summary}>
        <Poster className={styles.poster} url={event.posterUrl} eventName={event.name} />
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{event.name}</dd>
          <dt>Starts</dt>
          <dd>{formatDayTime(event.day, event.startTime)}</dd>
          {event.finishDay && (
            <>
              <dt>Ends</dt>
              <dd>{formatDayTime(event.finishDay, event.finishTime)}</dd>
            </>
          )}
          {event.venue && (
            <>
              <dt>Venue</dt>
              <dd>{event.venue}</dd>
            </>
          )}
          {event.theme && (
            <>
              <dt>Theme</dt>
              <dd>{event.theme}</dd>
            </>
          )}
        </dl>
      </div>
    </section>
  );
}

function Money({ page }: { page: CampaignLaunchPage }) {
  const status = campaignStatusLabel(page);
  return (
    <section className={surface.card} aria-labelledby="campaign-money">
      <h2 id="campaign-money">{COPY.moneyHeading}</h2>
      <dl className={styles.facts}>
        <dt>{COPY.budget}</dt>
        <dd className={styles.money}>{formatRand(page.budgetCents)}</dd>
        <dt>{COPY.balance}</dt>
        <dd className={styles.money}>{formatRand(page.balanceCents)}</dd>
        <dt>{COPY.status}</dt>
        <dd>{status}</dd>
      </dl>
      <p className={formStyles.hint}>{COPY.balanceHint}</p>
    </section>
  );
}

type SaveFields = { campaignName: string; keywords: string; startDate: string; endDate: string };

function SaveForm({ page, onSaved }: { page: CampaignLaunchPage; onSaved: (p: CampaignLaunchPage) => void }) {
  const saved = page.campaign;
  const [fields, setFields] = useState<SaveFields>({
    campaignName: saved?.name ?? '',
    keywords: saved?.keywords ?? '',
    startDate: saved?.startDay ?? '',
    endDate: saved?.endDay ?? '',
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof SaveFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(campaignSaveSchema, fields);
    if (!checked.ok) {
      setInvalid(Object.keys(checked.fieldErrors)[0] ?? null);
      setNotice({ tone: 'error', text: checked.message, id: Date.now() });
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const answer = await saveCampaign(page.event.id, checked.data);
      setNotice({ tone: 'success', text: answer.message, id: Date.now() });
      onSaved(answer.page);
    } catch (error) {
      setNotice({ tone: 'error', text: problemDetail(error), id: Date.now() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={surface.card} aria-labelledby="campaign-details">
      <h2 id="campaign-details">{COPY.detailsHeading}</h2>
      {notice && (
        <Banner key={notice.id} tone={notice.tone}>
          {notice.text}
        </Banner>
      )}
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          label={COPY.campaignName}
          name="campaignName"
          invalid={invalid}
          value={fields.campaignName}
          onChange={set('campaignName')}
        />
        <Field
          label={COPY.keywords}
          name="keywords"
          invalid={invalid}
          value={fields.keywords}
          onChange={set('keywords')}
          hint={COPY.keywordsHint}
        />
        <div className={styles.pair}>
          <Field
            label={COPY.startDate}
            name="startDate"
            type="date"
            invalid={invalid}
            value={fields.startDate}
            onChange={set('startDate')}
          />
          <Field
            label={COPY.endDate}
            name="endDate"
            type="date"
            invalid={invalid}
            value={fields.endDate}
            onChange={set('endDate')}
          />
        </div>
        <SubmitButton busy={busy} busyLabel={COPY.saving}>
          {COPY.save}
        </SubmitButton>
      </form>
    </section>
  );
}

function LaunchForm({
  page,
  onLaunched,
}: {
  page: CampaignLaunchPage;
  onLaunched: (p: CampaignLaunchPage) => void;
}) {
  const credit = !page.launched && page.creditCents > 0;
  const [budget, setBudget] = useState(randText(credit ? page.creditCents : page.estimatedBudgetCents));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef(attemptToken());
  const heading = page.launched ? COPY.topUpHeading : COPY.launchHeading;
  const typed = Number(budget);
  const margin = bidMarginLabel(Number.isFinite(typed) ? Math.round(typed * 100) : 0);
  const show = (tone: Notice['tone'], text: string) => setNotice({ tone, text, id: Date.now() });

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (credit) {
      setBusy(true);
      try {
        onLaunched(await applyCampaignCredit(page.event.id, attempt.current));
      } catch (error) {
        show('error', problemDetail(error));
      } finally {
        setBusy(false);
      }
      return;
    }
    const checked = validateForm(campaignLaunchSchema, { budget });
    if (!checked.ok) {
      show('error', checked.message);
      return;
    }
    setBusy(true);
    try {
      const started = await startCampaignPayment(page.event.id, checked.data.budget, attempt.current);
      if (started.outcome !== 'payfast') throw new Error('Unexpected payment answer');
      show('info', COPY.redirecting);
      postToProvider(started.action, started.fields);
    } catch (error) {
      show('error', problemDetail(error));
      setBusy(false);
    }
  };

  return (
    <section className={surface.card} aria-labelledby="campaign-launch">
      <h2 id="campaign-launch">{heading}</h2>
      {notice && (
        <Banner key={notice.id} tone={notice.tone}>
          {notice.text}
        </Banner>
      )}
      <p>{COPY.estimatedBudget(page.estimatedBudgetCents)}</p>
      {credit && <p>{COPY.creditNote(page.creditCents)}</p>}
      <form className={formStyles.form} onSubmit={pay} noValidate>
        <Field
          label={COPY.budgetField}
          name="budget"
          type="number"
          min={10}
          step={0.01}
          inputMode="decimal"
          readOnly={credit}
          value={budget}
          onChange={(e) => setBudget(e.target.value)}
          hint={COPY.budgetHint}
        />
        <p aria-live="polite">
          {COPY.bidMargin}: <strong>{margin}</strong>
        </p>
        <SubmitButton busy={busy} busyLabel={credit ? COPY.launching : COPY.redirecting}>
          {credit ? COPY.launchWithCredit : page.launched ? COPY.topUp : COPY.payByCard}
        </SubmitButton>
      </form>
    </section>
  );
}

function CampaignPage({ page }: { page: CampaignLaunchPage }) {
  const { mutate } = useSWRConfig();
  const [credited, setCredited] = useState(false);
  const update = (next: CampaignLaunchPage) =>
    mutate(campaignLaunchKey(page.event.id), next, { revalidate: false });
  return (
    <div className={surface.stack}>
      <h1>{COPY.title}</h1>
      <Link to={linkTo(paths.editEvent, { query: { eventid: page.event.id } })}>{COPY.backToEvent}</Link>
      <EventSummary page={page} />
      <SaveForm page={page} onSaved={update} />
      {credited && <Banner tone="success">{COPY.creditApplied}</Banner>}
      <Money page={page} />
      {page.campaign ? (
        <LaunchForm
          key={page.launched ? 'top-up' : 'launch'}
          page={page}
          onLaunched={(next) => {
            setCredited(true);
            update(next);
          }}
        />
      ) : (
        <p>{COPY.saveFirst}</p>
      )}
    </div>
  );
}
