import { boosterLoginSchema } from '@tix/contract/forms/booster';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Field, formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { useBoosterLogin, useMerchants } from '../api/booster.ts';
import { BOOSTER_COPY as COPY } from '../messages.ts';
import styles from '../promoters.module.css';

/** /promoter: the searchable MERCHANTS list; picking one goes to /boosterlogin. */
export function PromoterPickerRoute() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const { data, error, isLoading, mutate } = useMerchants(search);
  return (
    <section aria-labelledby="merchants-heading" className={styles.stack}>
      <h1 id="merchants-heading">{COPY.merchantsTitle}</h1>
      <p>{COPY.merchantsIntro}</p>
      <SearchField
        id="merchant-search"
        label={COPY.searchLabel}
        hint={COPY.searchHint}
        value={text}
        onChange={setText}
      />
      {isLoading && !data ? (
        <Spinner label={COPY.loading} />
      ) : error || !data ? (
        <div className={styles.stack}>
          <Banner tone="error">{problemDetail(error)}</Banner>
          <button type="button" className="button" onClick={() => mutate()}>
            {COPY.retry}
          </button>
        </div>
      ) : data.length === 0 ? (
        <EmptyState message={COPY.noMerchants} announce />
      ) : (
        <ul className={styles.list}>
          {data.map((m) => (
            <li key={m.id} className={styles.card}>
              <Link to={linkTo(paths.boosterLogin, { query: { businessid: m.id } })} state={{ merchant: m }}>
                {m.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /boosterlogin?businessid=…: the organisation's details, email and password, Login. */
export function BoosterLoginRoute() {
  const [query] = useSearchParams();
  const businessId = query.get('businessid') ?? '';
  const { data } = useMerchants('');
  const merchant = data?.find((m) => m.id === businessId);
  const navigate = useNavigate();
  const login = useBoosterLogin();
  const { onSubmit, onChange, banner, invalid, busy, show } = useForm(
    boosterLoginSchema,
    (form) => ({ email: textOf(form, 'email'), password: textOf(form, 'password') }),
    async (body) => {
      try {
        await login({ ...body, merchantId: businessId });
        navigate(paths.boosterDashboard, { replace: true });
      } catch (error) {
        show(problemDetail(error));
      }
    },
  );
  if (!businessId)
    return (
      <EmptyState
        message={COPY.merchantsIntro}
        next={{ to: paths.promoterPicker, label: COPY.backToMerchants }}
      />
    );
  return (
    <section aria-labelledby="booster-login-heading" className={styles.stack}>
      <Link to={paths.promoterPicker}>{COPY.backToMerchants}</Link>
      <h1 id="booster-login-heading">{COPY.loginTitle}</h1>
      {merchant && (
        <div className={styles.card}>
          <strong>{merchant.name}</strong>
        </div>
      )}
      <form className={formStyles.form} onSubmit={onSubmit} onChange={onChange} noValidate>
        {banner}
        <Field label={COPY.email} name="email" type="email" autoComplete="username" invalid={invalid} />
        <Field
          label={COPY.password}
          name="password"
          type="password"
          autoComplete="current-password"
          invalid={invalid}
        />
        <SubmitButton busy={busy} busyLabel={COPY.loggingIn}>
          {COPY.login}
        </SubmitButton>
      </form>
    </section>
  );
}
