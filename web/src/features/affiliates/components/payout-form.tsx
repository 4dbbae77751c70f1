import { ApiError } from '@tix/contract/api/client';
import { formatRand } from '@tix/contract/domain/money';
import { PAYOUT_TYPES, type PayoutType } from '@tix/contract/domain/payouts';
import { useCallback, useRef, useState } from 'react';
import { useInvalidate } from '../../../lib/cache.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Field, formStyles } from '../../../ui/form-fields.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { attemptToken, PAYOUT_READS, requestPayout } from '../api/affiliates.ts';
import { AFFILIATE_COPY as C } from '../messages.ts';
import styles from './affiliates.module.css';

/**
 * Partial lets the partner type an amount; full is the whole available amount, fixed. The form
 * checks against what the page shows; the BFF checks again against what is available now.
 */
export function PayoutForm({ availableCents }: { availableCents: number }) {
  const [type, setType] = useState<PayoutType>('partial');
  const attempt = useRef(attemptToken());
  const invalidate = useInvalidate();
  // The form is on the partner's first page (/in): its schema, and zod with it, load on focus.
  const schema = useCallback(
    () => import('@tix/contract/forms/payouts').then((m) => m.makePartnerPayoutSchema(availableCents / 100)),
    [availableCents],
  );
  const form = useForm(
    schema,
    (data) => ({
      payoutType: type,
      amount: type === 'full' ? availableCents / 100 : textOf(data, 'amount'),
    }),
    async (data) => {
      try {
        await requestPayout(data.payoutType, data.amount, attempt.current);
        attempt.current = attemptToken();
        form.show(C.requested, 'success');
        await invalidate(PAYOUT_READS);
      } catch (failure) {
        form.show(failure instanceof ApiError ? failure.problem.detail : problemDetail(failure));
      }
    },
  );
  return (
    <form
      className={styles.payout}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      onFocus={form.preload}
      noValidate
      aria-labelledby="payout-heading"
    >
      <h2 id="payout-heading">{C.requestPayout}</h2>
      {form.banner}
      <fieldset className={formStyles.choices}>
        <legend>{C.payoutType}</legend>
        {PAYOUT_TYPES.map((value) => (
          <label key={value} className={formStyles.check}>
            <input
              type="radio"
              name="payoutType"
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            <span>{value === 'full' ? `${C.full} (${formatRand(availableCents)})` : C.partial}</span>
          </label>
        ))}
      </fieldset>
      {type === 'partial' && (
        <Field label={C.amount} name="amount" inputMode="decimal" autoComplete="off" invalid={form.invalid} />
      )}
      <button type="submit" className="button" disabled={form.busy}>
        {C.requestPayout}
      </button>
    </form>
  );
}
