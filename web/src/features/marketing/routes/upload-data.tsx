import { RECIPIENT_TEMPLATES, type RecipientChannel } from '@tix/contract/domain/marketing-recipients';
import { MARKETING_MESSAGES } from '@tix/contract/forms/marketing';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { landingState } from '../../../lib/landing-notice.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import surface from '../../../ui/surface.module.css';
import { uploadRecipients } from '../api/marketing.ts';
import { cleanCsv, type FileReview, fileProblem, reviewFile } from '../api/recipients-csv.ts';
import { Choice } from '../components/choice.tsx';
import styles from '../components/marketing.module.css';
import { CHANNEL_LABELS, UPLOAD_COPY as COPY } from '../messages.ts';

const templateHref = (channel: RecipientChannel) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(RECIPIENT_TEMPLATES[channel])}`;

/** /uploaddata: a CSV of recipients, previewed (bad lines, duplicates) before it is uploaded. */
export function UploadDataRoute() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [channel, setChannel] = useState<RecipientChannel>(query.get('type') === 'email' ? 'email' : 'sms');
  const [file, setFile] = useState<File | null>(null);
  const [review, setReview] = useState<FileReview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [busy, setBusy] = useState(false);

  // Size and type are checked when the file is chosen, before any preview (issue 28: a 3.5 MB
  // file was previewed and refused only at Upload).
  const check = async (chosen: File | null, type: RecipientChannel) => {
    setProblem(null);
    setReview(null);
    if (!chosen) return;
    setReading(true);
    try {
      const refused = await fileProblem(chosen);
      if (refused) setProblem(refused);
      else setReview(await reviewFile(chosen, type));
    } catch {
      setProblem(COPY.unreadable);
    } finally {
      setReading(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    void check(chosen, channel);
  };

  const switchChannel = (value: string) => {
    const type = value === 'email' ? 'email' : 'sms';
    setChannel(type);
    void check(file, type);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A file refused when chosen keeps its reason; no file at all is the spec's 'Upload file'.
    if (!file || !review) return setProblem((file && problem) || MARKETING_MESSAGES.fileRequired);
    if (review.recipients.length === 0) return setProblem(MARKETING_MESSAGES.noRecipients);
    setBusy(true);
    try {
      const answer = await uploadRecipients(channel, cleanCsv(review, channel));
      // The upload decides the channel: the composer cannot change it.
      navigate(
        linkTo(paths.compose, {
          query: { alias: 'NEWAUDIENCE', type: answer.type, count: String(answer.recipients) },
        }),
        { state: landingState(COPY.uploaded(answer.recipients)) },
      );
    } catch (error) {
      setProblem(problemDetail(error));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="upload-heading" className={surface.stack}>
      <h1 id="upload-heading">{COPY.title}</h1>
      <p>{COPY.lead}</p>
      <form className={surface.stack} onSubmit={submit} noValidate>
        <fieldset className={styles.choices}>
          <legend>{COPY.typeLegend}</legend>
          {(['sms', 'email'] as const).map((c) => (
            <Choice
              key={c}
              name="type"
              value={c}
              checked={channel === c}
              onChange={switchChannel}
              label={CHANNEL_LABELS[c]}
              hint={
                <a href={templateHref(c)} download={`${c}-template.csv`}>
                  {COPY.template(CHANNEL_LABELS[c])}
                </a>
              }
            />
          ))}
        </fieldset>
        <div className={`${surface.card} ${styles.card}`}>
          <label htmlFor="recipients-file">
            <strong>{COPY.fileLabel}</strong>
          </label>
          <input
            id="recipients-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            disabled={busy}
            aria-invalid={problem && problem !== COPY.unreadable ? true : undefined}
            aria-describedby="recipients-file-hint"
          />
          <span id="recipients-file-hint" className={styles.hint}>
            {COPY.fileHint}
          </span>
          {reading && <p role="status">{COPY.reading}</p>}
        </div>
        {review && <Preview review={review} />}
        {problem && <Banner tone="error">{problem}</Banner>}
        <div className={styles.row}>
          <button type="submit" className="button" disabled={busy || reading} aria-busy={busy || undefined}>
            {busy ? COPY.uploading : COPY.upload}
          </button>
          <Link to={paths.sms}>{COPY.back}</Link>
        </div>
      </form>
    </section>
  );
}

function Preview({ review }: { review: FileReview }) {
  return (
    <section aria-labelledby="preview-heading" className={`${surface.card} ${styles.card}`}>
      <h2 id="preview-heading">{COPY.preview}</h2>
      <p role="status">
        <strong>{COPY.rows(review.recipients.length)}</strong>
      </p>
      {review.recipients.length === 0 && <p>{MARKETING_MESSAGES.noRecipients}</p>}
      {review.unreadable.length > 0 && (
        <div>
          <p>{COPY.unreadableLines(review.unreadable.length)}</p>
          <ul className={styles.lines}>
            {review.unreadable.map((l) => (
              <li key={`${l.code}-${l.line}`}>{COPY.unreadableLine(l.line, l.code)}</li>
            ))}
          </ul>
        </div>
      )}
      {review.invalid.length > 0 && (
        <div>
          <p>{COPY.invalid(review.invalid.length)}</p>
          <ul className={styles.lines}>
            {review.invalid.map((l) => (
              <li key={l.line}>{COPY.invalidLine(l.line, l.value)}</li>
            ))}
          </ul>
        </div>
      )}
      {review.duplicates.length > 0 && (
        <div>
          <p>{COPY.duplicates(review.duplicates.length)}</p>
          <ul className={styles.lines}>
            {review.duplicates.map((l) => (
              <li key={l.line}>{COPY.duplicateLine(l.line, l.value)}</li>
            ))}
          </ul>
        </div>
      )}
      {review.neutralised > 0 && <p className={styles.quiet}>{COPY.neutralised(review.neutralised)}</p>}
    </section>
  );
}
