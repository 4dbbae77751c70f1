import { RESEND_CODE_COUNTDOWN_MS } from '@tix/contract/domain/ui-limits';
import { useEffect, useState } from 'react';
import { VERIFICATION_COPY as C } from '../messages.ts';

const RESEND_COUNTDOWN_SECONDS = RESEND_CODE_COUNTDOWN_MS / 1000;

/** 'Resend code', disabled for 30 seconds after each code sent (the first was sent at step 1). */
export function ResendCode({ onResend }: { onResend: () => Promise<boolean> }) {
  const [left, setLeft] = useState(RESEND_COUNTDOWN_SECONDS);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function resend() {
    setBusy(true);
    try {
      if (await onResend()) setLeft(RESEND_COUNTDOWN_SECONDS);
    } finally {
      setBusy(false);
    }
  }

  const waiting = left > 0;
  return (
    <button type="button" className="button" onClick={resend} disabled={waiting || busy} aria-live="polite">
      {waiting ? C.resendIn(left) : C.resend}
    </button>
  );
}
