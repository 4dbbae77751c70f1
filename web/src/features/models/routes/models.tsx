import type { Contestant, ModelsPage } from '@tix/contract/model/contestant';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { countOrNotAvailable } from '../../../lib/figures.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { type Column, DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { ShortText } from '../../../ui/short-text.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import surface from '../../../ui/surface.module.css';
import { modelsPageKey, useModelsPage, usePublicModels } from '../api/models.ts';
import { ModelPhoto } from '../components/model-photo.tsx';
import styles from '../components/models.module.css';
import { PointsPanel } from '../components/points-panel.tsx';
import { MODELS_COPY as COPY } from '../messages.ts';

/** /models?eventid=ID for the organiser; /models?org_uid=&e_uid= is the public, read-only page. */
export function ModelsRoute() {
  const [query] = useSearchParams();
  const organiserId = query.get('org_uid')?.trim() || null;
  const eventId = query.get('e_uid')?.trim() || null;
  if (organiserId && eventId) return <PublicModels organiserId={organiserId} eventId={eventId} />;
  return <OrganiserModels eventId={query.get('eventid')?.trim() || null} />;
}

function OrganiserModels({ eventId }: { eventId: string | null }) {
  const read = useModelsPage(eventId);
  return (
    <EventScreen
      title={COPY.title}
      noEvent={COPY.noEvent}
      loadingLabel={COPY.loading}
      eventId={eventId}
      read={read}
    >
      {(page) => <OrganiserPage page={page} />}
    </EventScreen>
  );
}

const profileLink = (m: Contestant) => linkTo(paths.modelProfile, { query: { m_uid: m.id } });

const columns: readonly Column<Contestant>[] = [
  {
    header: COPY.columns.name,
    cell: (m) => (
      <Link to={profileLink(m)}>
        <ShortText rule="modelList" text={m.name} />
      </Link>
    ),
  },
  { header: COPY.columns.age, cell: (m) => m.age ?? '—' },
  {
    header: COPY.columns.gender,
    cell: (m) => (m.gender ? m.gender[0]?.toUpperCase() + m.gender.slice(1) : '—'),
  },
  { header: COPY.columns.votes, cell: (m) => countOrNotAvailable(m.votes), numeric: true },
];

function PublicUrl({ page }: { page: ModelsPage }) {
  const [copied, setCopied] = useState(false);
  const url = new URL(
    linkTo(paths.models, { query: { org_uid: page.organiserId, e_uid: page.eventId } }),
    window.location.origin,
  ).toString();
  return (
    <section className={surface.card} aria-labelledby="models-public">
      <h2 id="models-public">{COPY.publicUrl}</h2>
      <p>{COPY.publicUrlHint}</p>
      <div className={styles.url}>
        <input readOnly value={url} aria-label={COPY.publicUrl} onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className="button"
          onClick={() =>
            navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? COPY.copied : COPY.copy}
        </button>
      </div>
    </section>
  );
}

function OrganiserPage({ page }: { page: ModelsPage }) {
  const { mutate } = useSWRConfig();
  const addLink = linkTo(paths.addModels, { query: { eventid: page.eventId } });
  return (
    <div className={surface.stack}>
      <h1>{COPY.title}</h1>
      {page.eventName && <p className={styles.lead}>{page.eventName}</p>}
      <Link to={linkTo(paths.editEvent, { query: { eventid: page.eventId } })}>{COPY.backToEvent}</Link>
      <div className={styles.actions}>
        <Link to={addLink} className="button">
          {COPY.addModel}
        </Link>
        <PointsPanel
          eventId={page.eventId}
          configured={page.pointsConfigured}
          packages={page.packages}
          onSaved={(next) => mutate(modelsPageKey(page.eventId), { ...page, ...next }, { revalidate: false })}
        />
      </div>
      {page.models.length === 0 ? (
        <EmptyState message={COPY.empty} next={{ to: addLink, label: COPY.addModel }} />
      ) : (
        <DataTable caption={COPY.title} columns={columns} rows={page.models} rowKey={(m) => m.id} />
      )}
      <PublicUrl page={page} />
    </div>
  );
}

function PublicModels({ organiserId, eventId }: { organiserId: string; eventId: string }) {
  const read = usePublicModels(organiserId, eventId);
  if (read.isLoading) return <Spinner label={COPY.loading} />;
  if (read.error || !read.data) {
    return (
      <div className={surface.stack}>
        <h1>{COPY.publicTitle}</h1>
        <Banner tone="error">{problemDetail(read.error)}</Banner>
        <button type="button" className="button" onClick={() => read.mutate()}>
          Try again
        </button>
      </div>
    );
  }
  const { models } = read.data;
  return (
    <div className={surface.stack}>
      <h1>{COPY.publicTitle}</h1>
      {models.length === 0 ? (
        <EmptyState message={COPY.empty} />
      ) : (
        <ul className={styles.grid}>
          {models.map((m) => (
            <li key={m.id}>
              <Link
                className={styles.tile}
                to={linkTo(paths.modelProfile, {
                  query: { m_uid: m.id, org_uid: organiserId, e_uid: eventId },
                })}
              >
                <ModelPhoto model={m} />
                <strong>
                  <ShortText rule="modelList" text={m.name} />
                </strong>
                <span>{COPY.votes(m.votes)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
