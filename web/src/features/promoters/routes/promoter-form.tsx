import {
  addPromoterSchema,
  editPromoterSchema,
  MIN_PROMOTER_CREDIT_RAND,
} from '@tix/contract/forms/promoters';
import type { Promoter } from '@tix/contract/model/promoter';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Field, formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { type PromoterInput, usePromoter, usePromoterChanges } from '../api/promoters.ts';
import { PROMOTERS_COPY as COPY } from '../messages.ts';
import styles from '../promoters.module.css';
import { ActivationMark } from './boosters.tsx';

const read = (form: FormData): PromoterInput => ({
  firstName: textOf(form, 'firstName'),
  surname: textOf(form, 'surname'),
  email: textOf(form, 'email'),
  phone: textOf(form, 'phone'),
  credit: textOf(form, 'credit'),
  password: textOf(form, 'password'),
  confirmPassword: textOf(form, 'confirmPassword'),
});

/** The six fields and Update; `promoter` prefills them (/editbooster). */
function PromoterForm({ promoter }: { promoter?: Promoter }) {
  const navigate = useNavigate();
  const changes = usePromoterChanges();
  const { onSubmit, onChange, banner, invalid, busy, show } = useForm(
    promoter ? editPromoterSchema : addPromoterSchema,
    read,
    async (_data, form) => {
      // The API checks the same schema; it takes the form as typed.
      const body = read(new FormData(form));
      try {
        if (promoter) await changes.update(promoter.id, body);
        else await changes.add(body);
        navigate(paths.boosters);
      } catch (error) {
        show(problemDetail(error));
      }
    },
  );
  const credit = promoter ? String(promoter.creditCents / 100) : String(MIN_PROMOTER_CREDIT_RAND);
  return (
    <form className={formStyles.form} onSubmit={onSubmit} onChange={onChange} noValidate>
      {banner}
      <Field
        label={COPY.fields.firstName}
        name="firstName"
        invalid={invalid}
        defaultValue={promoter?.firstName ?? ''}
        autoComplete="off"
      />
      <Field
        label={COPY.fields.surname}
        name="surname"
        invalid={invalid}
        defaultValue={promoter?.lastName ?? ''}
        autoComplete="off"
      />
      <Field
        label={COPY.fields.email}
        name="email"
        type="email"
        invalid={invalid}
        defaultValue={promoter?.email ?? ''}
        autoComplete="off"
      />
      <Field
        label={COPY.fields.phone}
        name="phone"
        type="tel"
        invalid={invalid}
        defaultValue={promoter?.phone ?? ''}
        autoComplete="off"
      />
      <Field
        label={COPY.fields.credit}
        name="credit"
        inputMode="decimal"
        invalid={invalid}
        defaultValue={credit}
      />
      <Field
        label={COPY.fields.password}
        name="password"
        type="password"
        autoComplete="new-password"
        invalid={invalid}
        hint={promoter ? COPY.passwordHint : undefined}
      />
      <Field
        label={COPY.fields.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        invalid={invalid}
      />
      <SubmitButton busy={busy} busyLabel={COPY.saving}>
        {COPY.update}
      </SubmitButton>
    </form>
  );
}

/** Deactivate (reversible) and delete (final, after a confirmation that says so). */
function PromoterActions({ promoter }: { promoter: Promoter }) {
  const navigate = useNavigate();
  const changes = usePromoterChanges();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setMessage(problemDetail(error));
    } finally {
      setBusy(false);
    }
  };
  const active = promoter.activation === 1;
  return (
    <section className={styles.danger} aria-label={COPY.columns.status}>
      {message && <Banner tone="error">{message}</Banner>}
      <p>
        <ActivationMark activation={promoter.activation} />
      </p>
      <p className={styles.muted}>{COPY.deactivateNote}</p>
      <div className={styles.bar}>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => run(() => changes.setActive(promoter.id, !active))}
        >
          {active ? COPY.deactivate : COPY.activate}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>
          {COPY.delete}
        </button>
      </div>
      <Modal
        open={confirming}
        title={COPY.confirmDeleteTitle}
        onClose={() => setConfirming(false)}
        closeLabel={COPY.close}
      >
        <p>{COPY.confirmDelete(promoter.fullName)}</p>
        <div className={styles.bar}>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {COPY.cancel}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              run(async () => {
                await changes.remove(promoter.id);
                navigate(paths.boosters);
              })
            }
          >
            {COPY.confirmDeleteButton}
          </button>
        </div>
      </Modal>
    </section>
  );
}

/** /addbooster. */
export function AddBoosterRoute() {
  return (
    <section aria-labelledby="promoter-heading" className={styles.stack}>
      <Link to={paths.boosters}>{COPY.back}</Link>
      <h1 id="promoter-heading">{COPY.addTitle}</h1>
      <PromoterForm />
    </section>
  );
}

/** /editbooster?promoterid=…: the same form, prefilled, with deactivation and deletion. */
export function EditBoosterRoute() {
  const [query] = useSearchParams();
  const { data, error, isLoading, mutate } = usePromoter(query.get('promoterid'));
  return (
    <section aria-labelledby="promoter-heading" className={styles.stack}>
      <Link to={paths.boosters}>{COPY.back}</Link>
      <h1 id="promoter-heading">{COPY.editTitle}</h1>
      {isLoading ? (
        <Spinner label={COPY.loading} />
      ) : error || !data ? (
        <div className={styles.stack}>
          <Banner tone="error">{error ? problemDetail(error) : COPY.notFound}</Banner>
          {error && (
            <button type="button" className="button" onClick={() => mutate()}>
              {COPY.retry}
            </button>
          )}
        </div>
      ) : (
        <>
          <PromoterForm key={data.id} promoter={data} />
          <PromoterActions promoter={data} />
        </>
      )}
    </section>
  );
}
