import { MARKETING_AUDIENCES } from '@tix/contract/domain/constants';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import surface from '../../../ui/surface.module.css';
import { useAudiences } from '../api/marketing.ts';
import { Choice } from '../components/choice.tsx';
import styles from '../components/marketing.module.css';
import { AUDIENCE_LABELS, CHANNEL_LABELS, PICKER_COPY as COPY } from '../messages.ts';

type Audience = (typeof MARKETING_AUDIENCES)[number];
type Channel = keyof typeof CHANNEL_LABELS;

/** /sms and /do-marketing: one audience and one channel, then the upload or the composer. */
export function AudiencePickerRoute() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useAudiences();
  const [audience, setAudience] = useState<Audience>('EXISTINGAUDIENCE');
  const [channel, setChannel] = useState<Channel>('sms');

  const sizeOf = (a: Audience) =>
    a === 'EXISTINGAUDIENCE' ? (data?.existing ?? 0) : a === 'DATABASE' ? (data?.universal ?? 0) : null;
  const empty = sizeOf(audience) === 0;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    navigate(
      audience === 'NEWAUDIENCE'
        ? linkTo(paths.uploadData, { query: { type: channel } })
        : linkTo(paths.compose, { query: { alias: audience, type: channel } }),
    );
  };

  return (
    <section aria-labelledby="marketing-heading" className={surface.stack}>
      <h1 id="marketing-heading">{COPY.title}</h1>
      <p>{COPY.lead}</p>
      {isLoading && !data ? (
        <Spinner label={COPY.loading} />
      ) : error || !data ? (
        <div className={surface.stack}>
          <Banner tone="error">{problemDetail(error)}</Banner>
          <button type="button" className="button" onClick={() => mutate()}>
            {COPY.retry}
          </button>
        </div>
      ) : (
        <form className={surface.stack} onSubmit={next}>
          <fieldset className={styles.choices}>
            <legend>{COPY.audienceLegend}</legend>
            {MARKETING_AUDIENCES.map((a) => (
              <Choice
                key={a}
                name="audience"
                value={a}
                checked={audience === a}
                onChange={() => setAudience(a)}
                label={AUDIENCE_LABELS[a]}
                hint={COPY.audienceHints[a](sizeOf(a) ?? 0)}
              />
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend>{COPY.channelLegend}</legend>
            {(Object.keys(CHANNEL_LABELS) as Channel[]).map((c) => (
              <Choice
                key={c}
                name="channel"
                value={c}
                checked={channel === c}
                onChange={() => setChannel(c)}
                label={CHANNEL_LABELS[c]}
              />
            ))}
          </fieldset>
          {empty && <Banner tone="info">{COPY.emptyAudience}</Banner>}
          <div className={styles.row}>
            <button type="submit" className="button" disabled={empty}>
              {COPY.next}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
