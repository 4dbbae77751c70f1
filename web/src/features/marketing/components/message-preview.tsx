import { personalise } from '@tix/contract/domain/marketing-recipients';
import surface from '../../../ui/surface.module.css';
import { COMPOSE_COPY as COPY } from '../messages.ts';
import styles from './marketing.module.css';

/** What one recipient will see, as the service personalises it. */
export function MessagePreview({
  type,
  text,
  subject,
  attachment,
}: {
  type: 'sms' | 'email';
  text: string;
  subject: string;
  attachment: string | null;
}) {
  const body = personalise(text, COPY.previewName);
  return (
    <aside aria-labelledby="preview-heading" className={`${surface.card} ${styles.card}`}>
      <h2 id="preview-heading">{COPY.preview}</h2>
      {type === 'sms' ? (
        <p className={styles.bubble} data-testid="message-preview">
          {body}
        </p>
      ) : (
        <div className={styles.mail} data-testid="message-preview">
          <strong>{subject || COPY.subjectLabel}</strong>
          <span>{body}</span>
          {attachment && <span className={styles.hint}>📎 {attachment}</span>}
        </div>
      )}
    </aside>
  );
}
