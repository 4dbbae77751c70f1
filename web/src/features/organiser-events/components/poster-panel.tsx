import { SIGNATURE_BYTES } from '@tix/contract/domain/file-signatures';
import { POSTER_FILE_TYPES, sniffPosterImage } from '@tix/contract/domain/images';
import {
  POSTER_MAX_BYTES,
  POSTER_MESSAGES,
  POSTER_SIZE_MESSAGE,
  posterSchema,
} from '@tix/contract/forms/events';
import { firstMessage } from '@tix/contract/forms/validate';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isKeyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { uploadPoster } from '../api/event-setup.ts';
import { useOrganiserEvents } from '../api/organiser-events.ts';
import { EVENT_SETUP_COPY as COPY } from '../messages.ts';
import styles from './event-setup.module.css';

const ACCEPT = POSTER_FILE_TYPES.map((t) => `.${t}`).join(',');

function read(blob: Blob, as: 'bytes'): Promise<Uint8Array>;
function read(blob: Blob, as: 'dataUrl'): Promise<string>;
/** FileReader rather than Blob methods or object URLs: every browser (and jsdom) has it. */
function read(blob: Blob, as: 'bytes' | 'dataUrl'): Promise<Uint8Array | string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(as === 'bytes' ? new Uint8Array(reader.result as ArrayBuffer) : String(reader.result));
    reader.onerror = () => reject(reader.error);
    if (as === 'bytes') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });
}

/** The message for a chosen file, or null when it may be uploaded: required, type, size, content. */
async function posterProblem(file: File | null): Promise<string | null> {
  const message = firstMessage(posterSchema, { poster: file ?? undefined });
  if (message || !file) return message ?? POSTER_MESSAGES.posterRequired;
  if (file.size > POSTER_MAX_BYTES) return POSTER_SIZE_MESSAGE;
  const head = await read(file.slice(0, SIGNATURE_BYTES), 'bytes');
  return sniffPosterImage(head) ? null : POSTER_MESSAGES.posterType;
}

type Answer = { tone: 'success' | 'error'; text: string; key: number };

/** Chooses, previews and uploads the event's poster (/editevent's poster dialog). */
export function PosterPanel({ eventId, onUploaded }: { eventId: string; onUploaded: () => void }) {
  const events = useOrganiserEvents();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const busy = progress !== null && progress < 100 && answer === null;

  const event = events.data?.find((e) => e.id === eventId);
  const current = uploadedUrl ?? event?.posterUrl ?? null;
  const show = (tone: Answer['tone'], text: string) => setAnswer({ tone, text, key: Date.now() });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setProgress(null);
    setAnswer(null);
    if (!chosen) return;
    const problem = await posterProblem(chosen);
    if (problem) return show('error', problem);
    setPreview(await read(chosen, 'dataUrl'));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = await posterProblem(file);
    if (problem || !file) return show('error', problem ?? POSTER_MESSAGES.posterRequired);
    setAnswer(null);
    setProgress(0);
    try {
      const result = await uploadPoster(eventId, file, setProgress);
      setUploadedUrl(result.posterUrl);
      show('success', COPY.uploaded);
      // Both lists (the dashboard's and /myevents') show the poster.
      await mutate((key) => isKeyOf(endpoints.listOrganiserEvents, key));
      onUploaded();
    } catch (error) {
      setProgress(null);
      show('error', problemDetail(error));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`poster-${eventId}`}>
      <h2 id={`poster-${eventId}`}>{COPY.posterHeading}</h2>
      <figure>
        {current ? (
          <img className={styles.poster} src={current} alt={COPY.currentPoster} />
        ) : (
          <p>{COPY.noPoster}</p>
        )}
        {current && <figcaption>{COPY.currentPoster}</figcaption>}
      </figure>
      {answer && (
        <Banner key={answer.key} tone={answer.tone}>
          {answer.text}
        </Banner>
      )}
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <label className={formStyles.field}>
          {COPY.posterField}
          <input
            type="file"
            name="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
        </label>
        {preview && <img className={styles.poster} src={preview} alt={COPY.preview} />}
        {progress !== null && (
          <label className={formStyles.field}>
            {COPY.uploading}
            <progress className={styles.progress} max={100} value={progress}>
              {progress}%
            </progress>
          </label>
        )}
        <SubmitButton busy={busy} busyLabel={COPY.uploading}>
          {COPY.uploadButton}
        </SubmitButton>
      </form>
    </section>
  );
}
