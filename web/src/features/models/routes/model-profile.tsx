import { Link, useSearchParams } from 'react-router-dom';
import { countOrNotAvailable } from '../../../lib/figures.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useSession } from '../../../lib/session.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import surface from '../../../ui/surface.module.css';
import { usePublicModel } from '../api/models.ts';
import { ModelPhoto } from '../components/model-photo.tsx';
import styles from '../components/models.module.css';
import { PROFILE_COPY as COPY } from '../messages.ts';

/** /modelprofile?m_uid=ID: Edit for the organiser who owns the model, Vote for everyone else. */
export function ModelProfileRoute() {
  const [query] = useSearchParams();
  const modelId = query.get('m_uid')?.trim() || null;
  const read = usePublicModel(modelId);
  const { account } = useSession();

  if (!modelId)
    return (
      <div className={surface.stack}>
        <h1>{COPY.title}</h1>
        <Banner tone="error">{COPY.noModel}</Banner>
      </div>
    );
  if (read.isLoading) return <Spinner label={COPY.loading} />;
  if (read.error || !read.data)
    return (
      <div className={surface.stack}>
        <h1>{COPY.title}</h1>
        <Banner tone="error">{problemDetail(read.error)}</Banner>
        <button type="button" className="button" onClick={() => read.mutate()}>
          Try again
        </button>
      </div>
    );

  const { model } = read.data;
  const owner = account?.accountType === 'business' && account.accountId === model.businessId;
  const back = owner
    ? linkTo(paths.models, { query: { eventid: model.eventId ?? '' } })
    : linkTo(paths.models, { query: { org_uid: model.businessId ?? '', e_uid: model.eventId ?? '' } });
  return (
    <div className={surface.stack}>
      <Link to={back}>{COPY.back}</Link>
      <div className={styles.profile}>
        <ModelPhoto model={model} />
        <div className={surface.stack}>
          <h1>{model.name}</h1>
          <div>
            <p className={styles.total}>{countOrNotAvailable(model.votes)}</p>
            <p>{COPY.total}</p>
          </div>
          <dl className={styles.facts}>
            <dt>{COPY.age}</dt>
            <dd>{model.age ?? '—'}</dd>
            <dt>{COPY.gender}</dt>
            <dd>{model.gender ?? '—'}</dd>
            <dt>{COPY.bio}</dt>
            <dd>{model.bio ?? '—'}</dd>
          </dl>
          <div className={styles.actions}>
            {owner ? (
              <Link
                className="button"
                to={linkTo(paths.addModels, { query: { eventid: model.eventId ?? '', modelid: model.id } })}
              >
                {COPY.edit}
              </Link>
            ) : (
              <Link
                className="button"
                to={linkTo(paths.vote, {
                  query: { model: model.name, m_uid: model.id, org_uid: model.businessId ?? '' },
                })}
              >
                {COPY.vote}
              </Link>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
