import { LOGIN_MESSAGES } from '@tix/contract/forms/login-messages';
import { type FormEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { problemDetail } from '../../../lib/problem.ts';
import { pageLoad, referrerReturnPath, safeReturnPath } from '../../../lib/return-to.ts';
import { HOME_OF } from '../../../lib/session.ts';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { UntilHydrated } from '../../../ui/until-hydrated.tsx';
import { useSessionMutations } from '../api/session-mutations.ts';
import { ACCOUNT_COPY } from '../messages.ts';

type Field = 'emailOrPhone' | 'password';

/**
 * The login body's schema, and zod and the contract's models with it (about 30 KB gzip, and their
 * evaluation the heaviest task of the login page on a phone), load when the form is first focused
 * or sent, not with the page.
 */
const loadLoginBody = () => import('@tix/contract/api/session').then((m) => m.loginBody);
const preloadLoginBody = () => void loadLoginBody().catch(() => undefined);

export function LoginForm() {
  const { login } = useSessionMutations();
  const navigate = useNavigate();
  const returnTo = safeReturnPath(useLocation().state);
  const [flash, setFlash] = useState<{ id: number; text: string } | null>(null);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  const [partner, setPartner] = useState(false);
  // Stays by the toggle after the 4-second banner has gone, until the toggle is turned on.
  const [affiliateHint, setAffiliateHint] = useState(false);
  const fields = { emailOrPhone: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const show = (text: string) => setFlash((f) => ({ id: (f?.id ?? 0) + 1, text }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    let loginBody: Awaited<ReturnType<typeof loadLoginBody>>;
    try {
      loginBody = await loadLoginBody();
    } catch (error) {
      show(problemDetail(error));
      return;
    }
    const parsed = loginBody.safeParse({
      emailOrPhone: String(form.get('emailOrPhone') ?? ''),
      password: String(form.get('password') ?? ''),
      partner,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'password' ? 'password' : 'emailOrPhone';
      setInvalid(field);
      show(issue?.message ?? 'Check the form');
      fields[field].current?.focus();
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const session = await login(parsed.data);
      if (!session.loggedIn) return;
      // Back to where the user was, as a fresh page load: every answer on it is read again as
      // the new viewer (SWR would drop a guest's answer still in flight and leave the page
      // empty). A screen of another role sends them home by its own guard.
      const back = returnTo ?? referrerReturnPath();
      if (back) pageLoad.replace(back);
      else navigate(HOME_OF[session.accountType], { replace: true });
    } catch (error) {
      const detail = problemDetail(error);
      show(detail);
      setAffiliateHint(detail.includes(LOGIN_MESSAGES.affiliateHint));
    } finally {
      setBusy(false);
    }
  }

  return (
    // method="post": whatever happens, a password never goes into a URL.
    <form className={formStyles.form} method="post" onSubmit={onSubmit} onFocus={preloadLoginBody} noValidate>
      <UntilHydrated>
        {flash && (
          <Banner key={flash.id} tone="error" hideAfterMs={BANNER_MS.login} onHide={() => setFlash(null)}>
            {flash.text}
          </Banner>
        )}
        <label className={formStyles.field}>
          <span>{ACCOUNT_COPY.emailOrPhone}</span>
          <input
            ref={fields.emailOrPhone}
            name="emailOrPhone"
            type="text"
            autoComplete="username"
            inputMode="email"
            aria-invalid={invalid === 'emailOrPhone' || undefined}
          />
        </label>
        <label className={formStyles.field}>
          <span>{ACCOUNT_COPY.password}</span>
          <input
            ref={fields.password}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={invalid === 'password' || undefined}
          />
        </label>
        <label className={formStyles.check}>
          <input
            name="partner"
            type="checkbox"
            role="switch"
            checked={partner}
            aria-checked={partner}
            aria-describedby={affiliateHint ? 'login-affiliate-hint' : undefined}
            onChange={(e) => {
              setPartner(e.target.checked);
              if (e.target.checked) setAffiliateHint(false);
            }}
          />
          <span>{ACCOUNT_COPY.partnerToggle}</span>
        </label>
        {affiliateHint && (
          <p id="login-affiliate-hint" className={formStyles.hint}>
            {LOGIN_MESSAGES.affiliateHint}
          </p>
        )}
        <SubmitButton busy={busy} busyLabel="Logging in…">
          {ACCOUNT_COPY.submit}
        </SubmitButton>
      </UntilHydrated>
    </form>
  );
}
