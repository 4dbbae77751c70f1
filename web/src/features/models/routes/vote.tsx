import { formatRand } from '@tix/contract/domain/money';
import type { PointPackage, PublicModel } from '@tix/contract/model/contestant';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { countOrNotAvailable } from '../../../lib/figures.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { postToProvider } from '../../../lib/provider.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import surface from '../../../ui/surface.module.css';
import {
  attemptToken,
  castFreeVote,
  publicModelKey,
  startVotePayment,
  usePublicModel,
} from '../api/models.ts';
import { ModelPhoto } from '../components/model-photo.tsx';
import styles from '../components/models.module.css';
import { VOTE_COPY as COPY } from '../messages.ts';

type Notice = { tone: 'error' | 'success' | 'info'; text: string; id: number };

/**
 * /vote?model=&m_uid=&org_uid=: a visitor picks a package. Free counts at once (once a day); a paid
 * one goes to the card provider and counts when the provider confirms it, not on the way back.
 */
export function VoteRoute() {
  const [query] = useSearchParams();
  const modelId = query.get('m_uid')?.trim() || null;
  const read = usePublicModel(modelId);
  const name = query.get('model')?.trim() || '';
  const outcome = query.get('payment');

  if (!modelId)
    return (
      <div className={surface.stack}>
        <h1>{COPY.title(name || 'a model')}</h1>
        <Banner tone="error">{COPY.noModel}</Banner>
      </div>
    );
  if (read.isLoading) return <Spinner label={COPY.loading} />;
  if (read.error || !read.data)
    return (
      <div className={surface.stack}>
        <h1>{COPY.title(name || 'a model')}</h1>
        <Banner tone="error">{problemDetail(read.error)}</Banner>
        <button type="button" className="button" onClick={() => read.mutate()}>
          Try again
        </button>
      </div>
    );
  return <VotePage data={read.data} outcome={outcome} />;
}

function VotePage({ data, outcome }: { data: PublicModel; outcome: string | null }) {
  const { model, packages } = data;
  const { mutate } = useSWRConfig();
  const attempt = useRef(attemptToken());
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(
    outcome === 'paid'
      ? { tone: 'success', text: COPY.paid, id: 0 }
      : outcome === 'cancelled'
        ? { tone: 'info', text: COPY.cancelled, id: 0 }
        : null,
  );
  const show = (tone: Notice['tone'], text: string) => setNotice({ tone, text, id: Date.now() });

  const choose = async (p: PointPackage) => {
    setBusy(p.amountCents);
    try {
      if (p.amountCents === 0) {
        const answer = await castFreeVote(model.id);
        show('success', answer.message);
        // A vote answer without the new total leaves it to a fresh read, not to a guess.
        if (answer.votes === null) await mutate(publicModelKey(model.id));
        else
          await mutate(
            publicModelKey(model.id),
            { ...data, model: { ...model, votes: answer.votes } },
            { revalidate: false },
          );
        setBusy(null);
        return;
      }
      const started = await startVotePayment(model.id, p.amountCents, attempt.current);
      if (started.outcome !== 'payfast') throw new Error('Unexpected payment answer');
      show('info', COPY.redirecting);
      postToProvider(started.action, started.fields);
    } catch (error) {
      show('error', problemDetail(error));
      setBusy(null);
    }
  };

  return (
    <div className={surface.stack}>
      <h1>{COPY.title(model.name)}</h1>
      {notice && (
        <Banner key={notice.id} tone={notice.tone}>
          {notice.text}
        </Banner>
      )}
      <div className={styles.profile}>
        <ModelPhoto model={model} />
        <div className={surface.stack}>
          <section className={surface.card} aria-labelledby="vote-total">
            <h2 id="vote-total">{COPY.total}</h2>
            <p className={styles.total} data-testid="vote-total">
              {countOrNotAvailable(model.votes)}
            </p>
            <Link to={linkTo(paths.modelProfile, { query: { m_uid: model.id } })}>{COPY.profile}</Link>
          </section>
          <section className={surface.card} aria-labelledby="vote-packages">
            <h2 id="vote-packages">{COPY.pick}</h2>
            {packages.length === 0 ? (
              <p>{COPY.noPackages}</p>
            ) : (
              <ul className={styles.packages}>
                {packages.map((p) => (
                  <li key={p.amountCents} className={styles.package}>
                    <span>
                      <strong>{p.amountCents === 0 ? COPY.free : formatRand(p.amountCents)}</strong>
                      {' · '}
                      {COPY.points(p.points)}
                      {p.amountCents === 0 && <> · {COPY.once}</>}
                    </span>
                    <button
                      type="button"
                      className="button"
                      disabled={busy !== null}
                      onClick={() => choose(p)}
                    >
                      {busy === p.amountCents && (
                        <Spinner inline label={p.amountCents === 0 ? COPY.voting : COPY.redirecting} />
                      )}
                      {p.amountCents === 0 ? COPY.voteFree : COPY.buy(formatRand(p.amountCents))}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
