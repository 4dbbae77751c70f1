import { TRUNCATION, truncate } from '@tix/contract/domain/truncation';
import styles from './short-text.module.css';

/** What a cut name ends with on screen, so a reader sees that there is more. */
export const CUT_MARK = '…';

/** `text` cut at the rule's length (the spec's), with '…' when something was cut. */
export function shortText(rule: keyof typeof TRUNCATION, text: string): string {
  const { max } = TRUNCATION[rule];
  const cut = truncate(text, max);
  return cut === text ? text : `${cut}${CUT_MARK}`;
}

/**
 * A name cut to the spec's length for the eye, whole for everyone else: a screen reader reads the
 * full name, and hovering shows it.
 */
export function ShortText({
  rule,
  text,
  className,
}: {
  rule: keyof typeof TRUNCATION;
  text: string;
  className?: string;
}) {
  const shown = shortText(rule, text);
  if (shown === text) return <span className={className}>{text}</span>;
  return (
    <span className={className ? `${className} ${styles.cut}` : styles.cut} title={text}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
