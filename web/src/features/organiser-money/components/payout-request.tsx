import type { PayoutPage } from '@tix/contract/api/organiser-money';
import { formatRand } from '@tix/contract/domain/money';
import type { PayoutType } from '@tix/contract/domain/payouts';
import { makeOrganiserPayoutSchema } from '@tix/contract/forms/payouts';
import { useMemo, useRef, useState } from 'react';
import { problemDetail } from '../../../lib/problem.ts';
import { Field, SubmitButton } from '../../../ui/form-fields.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { postPayout } from '../api/organiser-money.ts';
import { PAYOUT_COPY as COPY } from '../messages.ts';
import styles from './money.module.css';

const newKey = () => `payout-${crypto.randomUUID()}`;

/** The payout request block: the one clear total, partial or full, and the request. */
export function PayoutRequest({
  eventId,
  page,
  onDone,
}: {
  eventId: string;
  page: PayoutPage;
  onDone: () => Promise<unknown>;
}) {
  const [type, setType] = useState<PayoutType>('partial');
  const available = page.availableCents;
  const schema = useMemo(() => makeOrganiserPayoutSchema(available / 100), [available]);
  // One key per intended payout: a double submit or a retry after a dropped answer is one request.
  const key = useRef(newKey());
  const form = useForm(
    schema,
    (data) => ({
      payoutType: textOf(data, 'payoutType'),
      amount: textOf(data, 'payoutType') === 'full' ? available / 100 : textOf(data, 'amount'),
    }),
    async (body, element) => {
      try {
        const done = await postPayout(eventId, body, key.current);
        key.current = newKey();
        element.reset();
        setType('partial');
        form.show(`${done.message} (${formatRand(done.requestedCents)})`, 'success');
        await onDone();
      } catch (failure) {
        form.show(problemDetail(failure));
      }
    },
  );
  const noSales = !page.summary || page.summary.salesCount === 0;

  return (
    <section aria-labelledby="payout-request" className={styles.card}>
      <h2 id="payout-request">{COPY.requestTitle}</h2>
      <div>
        <p className={styles.muted}>{COPY.available}</p>
        <p className={styles.headline}>{formatRand(available)}</p>
      </div>
      {noSales ? (
        <p role="status">{page.message ?? COPY.noSales}</p>
      ) : available <= 0 ? (
        <p role="status">{COPY.nothingLeft}</p>
      ) : (
        <form onSubmit={form.onSubmit} onChange={form.onChange} noValidate>
          {form.banner}
          <fieldset className={styles.choice}>
            <legend>{COPY.payoutType}</legend>
            {(['partial', 'full'] as const).map((t) => (
              <label key={t}>
                <input
                  type="radio"
                  name="payoutType"
                  value={t}
                  checked={type === t}
                  onChange={() => setType(t)}
                />{' '}
                {t === 'partial' ? COPY.partial : COPY.full}
              </label>
            ))}
          </fieldset>
          {type === 'partial' ? (
            <Field label={COPY.amount} name="amount" inputMode="decimal" invalid={form.invalid} />
          ) : (
            <p className={styles.muted}>
              {COPY.fullHint} {formatRand(available)}
            </p>
          )}
          <SubmitButton busy={form.busy} busyLabel={COPY.requesting}>
            {COPY.request}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
