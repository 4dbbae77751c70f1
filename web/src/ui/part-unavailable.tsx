import { useState } from 'react';
import styles from './part-unavailable.module.css';

// A page survives a missing part (issue 40): where one part of a screen could not be read (its
// own request failed, or the answer names it in `unavailable`), the screen shows the rest and this
// note in that part's place, with a retry that reads it again.

export const PART_UNAVAILABLE_COPY = {
  /** `part` starts the sentence: 'The checklist', 'Sales by ticket'. */
  note: (part: string) => `${part} could not be loaded right now.`,
  retry: 'Retry',
} as const;

interface Props {
  /** What is missing, as the sentence's subject ('The checklist'). */
  part: string;
  /** Reads the part again (an SWR key's `mutate`); the note stays until the read answers. */
  onRetry: () => unknown;
}

/** "<Part> could not be loaded right now." and a Retry button, in the missing part's place. */
export function PartUnavailable({ part, onRetry }: Props) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="status" className={styles.note}>
      <p>{PART_UNAVAILABLE_COPY.note(part)}</p>
      <button type="button" className="button" onClick={retry} disabled={busy} aria-busy={busy}>
        {PART_UNAVAILABLE_COPY.retry}
      </button>
    </div>
  );
}
