import { SMS_MAX_LENGTH } from '@tix/contract/domain/organiser-costs';
import { Field, TextArea } from '../../../ui/form-fields.tsx';
import surface from '../../../ui/surface.module.css';
import { COMPOSE_COPY as COPY } from '../messages.ts';
import styles from './marketing.module.css';

/** The text (with the SMS counter), an email's subject and attachment. */
export function MessageFields({
  type,
  text,
  subject,
  invalid,
  onText,
  onSubject,
  onAttachment,
  accept,
}: {
  type: 'sms' | 'email';
  text: string;
  subject: string;
  invalid: string | null;
  onText: (value: string) => void;
  onSubject: (value: string) => void;
  onAttachment: (file: File | null) => void;
  accept: string;
}) {
  const length = Array.from(text).length;
  const over = length > SMS_MAX_LENGTH;
  return (
    <>
      {type === 'email' && (
        <Field
          label={COPY.subjectLabel}
          name="subject"
          value={subject}
          invalid={invalid}
          onChange={(e) => onSubject(e.target.value)}
        />
      )}
      <TextArea
        label={type === 'sms' ? COPY.smsLabel : COPY.emailLabel}
        name="text"
        value={text}
        invalid={over ? 'text' : invalid}
        hint={type === 'sms' ? COPY.counterHint : undefined}
        rows={type === 'sms' ? 4 : 8}
        onChange={(e) => onText(e.target.value)}
      />
      {type === 'sms' && (
        <p className={`${styles.counter} ${over ? styles.over : ''}`} aria-live="polite">
          {COPY.counter(length)}
        </p>
      )}
      {type === 'email' && (
        <div className={`${surface.card} ${styles.card}`}>
          <label htmlFor="attachment">
            <strong>{COPY.attachmentLabel}</strong>
          </label>
          <input
            id="attachment"
            name="file"
            type="file"
            accept={accept}
            aria-describedby="attachment-hint"
            aria-invalid={invalid === 'file' || undefined}
            onChange={(e) => onAttachment(e.target.files?.[0] ?? null)}
          />
          <span id="attachment-hint" className={styles.hint}>
            {COPY.attachmentHint}
          </span>
        </div>
      )}
    </>
  );
}
