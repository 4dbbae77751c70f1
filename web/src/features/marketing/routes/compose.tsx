import { MARKETING_AUDIENCES } from '@tix/contract/domain/constants';
import { SIGNATURE_BYTES } from '@tix/contract/domain/file-signatures';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  sniffAttachment,
} from '@tix/contract/domain/marketing-attachments';
import { formatRand } from '@tix/contract/domain/money';
import { isSmsTooLong, smsCostCents } from '@tix/contract/domain/organiser-costs';
import { MARKETING_MESSAGES as M, marketingMessageFormSchema } from '@tix/contract/forms/marketing';
import type { MarketingMessage } from '@tix/contract/model/marketing';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useLandingNotice } from '../../../lib/landing-notice.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import surface from '../../../ui/surface.module.css';
import { attemptToken, createMessage, useAudiences } from '../api/marketing.ts';
import styles from '../components/marketing.module.css';
import { MessageFields } from '../components/message-fields.tsx';
import { MessagePreview } from '../components/message-preview.tsx';
import { AUDIENCE_LABELS, CHANNEL_LABELS, COMPOSE_COPY as COPY, PICKER_COPY } from '../messages.ts';

type Audience = (typeof MARKETING_AUDIENCES)[number];

/** /marketing?alias=…&type=…: compose an SMS (to /smscampaign) or an email (sent at once). */
export function ComposeRoute() {
  const [query] = useSearchParams();
  const alias = MARKETING_AUDIENCES.find((a) => a === query.get('alias'));
  // No audience: back to the picker, as the spec says.
  if (!alias) return <Navigate to={paths.sms} replace />;
  return (
    <Composer
      audience={alias}
      type={query.get('type') === 'email' ? 'email' : 'sms'}
      upload={query.get('count')}
    />
  );
}

function Composer({
  audience,
  type,
  upload,
}: {
  audience: Audience;
  type: 'sms' | 'email';
  upload: string | null;
}) {
  const navigate = useNavigate();
  const audiences = useAudiences();
  const landed = useLandingNotice();
  const [text, setText] = useState('');
  const [subject, setSubject] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<MarketingMessage | null>(null);
  const [attempt] = useState(attemptToken);

  const uploaded = Number.parseInt(upload ?? '', 10);
  const recipients =
    audience === 'NEWAUDIENCE'
      ? Number.isFinite(uploaded) && uploaded >= 0
        ? uploaded
        : 0
      : audience === 'DATABASE'
        ? (audiences.data?.universal ?? 0)
        : (audiences.data?.existing ?? 0);
  const tooLong = type === 'sms' && isSmsTooLong(text);
  const costCents = type === 'sms' ? smsCostCents(recipients) : 0;

  if (audience !== 'NEWAUDIENCE' && audiences.isLoading && !audiences.data)
    return <Spinner label={PICKER_COPY.loading} />;
  if (audience !== 'NEWAUDIENCE' && (audiences.error || !audiences.data))
    return (
      <div className={surface.stack}>
        <Banner tone="error">{problemDetail(audiences.error)}</Banner>
        <button type="button" className="button" onClick={() => audiences.mutate()}>
          {PICKER_COPY.retry}
        </button>
      </div>
    );

  // A field's message clears as soon as the field is fixed, not at the next submit (issue 28:
  // 'Enter your message' stayed on screen after the message was typed).
  const edit = (next: { text: string; subject: string }) => {
    setText(next.text);
    setSubject(next.subject);
    const field = problem?.field;
    if (!field || field === 'form' || field === 'audience') return;
    const checked = marketingMessageFormSchema.safeParse({ audience, type, ...next, recipients });
    if (checked.success || !checked.error.issues.some((i) => String(i.path[0]) === field)) setProblem(null);
  };

  // An attachment is checked when chosen, as the service will check it (size, kind by content).
  const attach = async (file: File | null) => {
    setAttachment(null);
    if (problem?.field === 'file') setProblem(null);
    if (!file) return;
    if (file.size > ATTACHMENT_MAX_BYTES) return setProblem({ field: 'file', message: M.attachmentSize });
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    if (!sniffAttachment(head)) return setProblem({ field: 'file', message: M.attachmentType });
    setAttachment(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = marketingMessageFormSchema.safeParse({ audience, type, text, subject, recipients });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setProblem({
        field: String(issue?.path[0] ?? 'text'),
        message: issue?.message ?? M.textRequired,
      });
    }
    if (recipients === 0) return setProblem({ field: 'audience', message: COPY.noRecipients });
    if (problem?.field === 'file') return;
    setProblem(null);
    setBusy(true);
    try {
      const message = await createMessage({ audience, type, text, subject, recipients, attachment }, attempt);
      if (message.type === 'sms') navigate(linkTo(paths.smsCampaign, { query: { textid: message.textId } }));
      else setSent(message);
    } catch (error) {
      setProblem({ field: 'form', message: problemDetail(error) });
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <section aria-labelledby="compose-heading" className={surface.stack}>
        <h1 id="compose-heading">{COPY.title}</h1>
        <Banner tone="success">{COPY.sent(sent.recipients)}</Banner>
        <Link className="button" to={paths.dashboard}>
          {COPY.dashboard}
        </Link>
      </section>
    );

  return (
    <section aria-labelledby="compose-heading" className={surface.stack}>
      <h1 id="compose-heading">{COPY.title}</h1>
      {landed && (
        <Banner tone="success" hideAfterMs={BANNER_MS.standard}>
          {landed.text}
        </Banner>
      )}
      <dl className={styles.facts}>
        <dt>{COPY.audience}</dt>
        <dd>
          {AUDIENCE_LABELS[audience]} · {COPY.recipients(recipients)}{' '}
          <Link to={paths.sms}>{COPY.change}</Link>
        </dd>
        <dt>{COPY.channel}</dt>
        <dd>{CHANNEL_LABELS[type]}</dd>
      </dl>
      <div className={styles.layout}>
        <form className={surface.stack} onSubmit={submit} noValidate>
          <MessageFields
            type={type}
            text={text}
            subject={subject}
            invalid={problem?.field ?? null}
            onText={(value) => edit({ text: value, subject })}
            onSubject={(value) => edit({ text, subject: value })}
            onAttachment={(file) => void attach(file)}
            accept={ATTACHMENT_ACCEPT}
          />
          <div className={`${surface.card} ${styles.card}`}>
            <h2>{COPY.cost}</h2>
            <p className={styles.total}>{type === 'sms' ? formatRand(costCents) : COPY.free}</p>
            {type === 'sms' && <p className={styles.quiet}>{COPY.costBreakdown(recipients)}</p>}
          </div>
          {problem && <Banner tone="error">{problem.message}</Banner>}
          <div className={styles.row}>
            <button type="submit" className="button" disabled={busy || tooLong}>
              {busy ? COPY.sending : type === 'sms' ? COPY.proceed : COPY.send}
            </button>
          </div>
        </form>
        <MessagePreview type={type} text={text} subject={subject} attachment={attachment?.name ?? null} />
      </div>
    </section>
  );
}
