import { TRANSACTION_VERIFICATION_MESSAGES } from '@tix/contract/forms/checkout';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { verifyPurchase } from '../api/checkout.ts';
import styles from '../checkout.module.css';
import { CHECKOUT_COPY } from '../messages.ts';

type ReviewState = { m_payment_id?: string; reponseMessage?: string; customer_id?: string } | null;

export function VerificationProcessRoute() {
  const state = useLocation().state as ReviewState;
  const paymentId = state?.m_payment_id ?? '';
  const [otp, setOtp] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ text: string; n: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = !otp.trim()
      ? TRANSACTION_VERIFICATION_MESSAGES.otpRequired
      : !email.trim()
        ? TRANSACTION_VERIFICATION_MESSAGES.emailRequired
        : null;
    if (problem) return setError({ text: problem, n: (error?.n ?? 0) + 1 });
    setBusy(true);
    try {
      await verifyPurchase({ paymentId, otp: otp.trim(), email: email.trim() });
      setVerified(true);
    } catch (err) {
      setError({ text: problemDetail(err), n: (error?.n ?? 0) + 1 });
    } finally {
      setBusy(false);
    }
  };

  if (verified) {
    return (
      <section className={`${styles.card} ${styles.centred}`}>
        <h1>{CHECKOUT_COPY.verified}</h1>
        <p>Thank you. You can now buy your tickets.</p>
        <Link className="button" to={paths.home}>
          {CHECKOUT_COPY.startNewPurchase}
        </Link>
      </section>
    );
  }
  return (
    <section className={`${styles.card} ${styles.centred}`}>
      <h1>{CHECKOUT_COPY.verifyTitle}</h1>
      {state?.reponseMessage && <p>{state.reponseMessage}</p>}
      {!paymentId ? (
        <Banner tone="error">This verification link is not valid. Start a new purchase.</Banner>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p>We emailed you a one-time code. Enter it with the email address of your account.</p>
          {error && (
            <Banner key={error.n} tone="error" hideAfterMs={BANNER_MS.standard}>
              {error.text}
            </Banner>
          )}
          <label className={styles.field}>
            One-time code
            <input
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </label>
          <label className={styles.field}>
            Your existing email address
            <input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
          </label>
          <button className="button" type="submit" disabled={busy}>
            Verify
          </button>
        </form>
      )}
    </section>
  );
}
