import type { RefundManagement } from '@tix/contract/api/organiser-money';
import { REFUND_RULES_FORM_DEFAULT_MAX_ATTEMPTS } from '@tix/contract/domain/refund-requests';
import {
  ORGANISER_REFUND_FORM_DEFAULT_CUT_OFFS,
  REFUND_PERCENT_MAX,
  type RefundTier,
} from '@tix/contract/domain/refunds';
import { refundRulesSchema } from '@tix/contract/forms/refund-rules';
import { useState } from 'react';
import { formatDay } from '../../../lib/dates.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Checkbox, Field, Select, SubmitButton } from '../../../ui/form-fields.tsx';
import { PartUnavailable } from '../../../ui/part-unavailable.tsx';
import { RefundPolicyLines } from '../../../ui/refund-policy.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { putRefundRules } from '../api/organiser-money.ts';
import { REFUND_ADMIN_COPY as COPY } from '../messages.ts';
import styles from './money.module.css';

const TIERS = ['One', 'Two', 'Three', 'Zero'] as const;
type TierKey = (typeof TIERS)[number];
type FeeType = 'percent' | 'flat';

/** A saved tier as the form shows it: percent, or flat in rand. */
function start(tier: RefundTier | undefined, index: number) {
  const fee = tier?.fee;
  const percent = fee ? fee.percent > 0 || fee.flatCents === 0 : false;
  return {
    days: tier?.cutOffDays ?? ORGANISER_REFUND_FORM_DEFAULT_CUT_OFFS[index] ?? 0,
    type: (fee && !percent ? 'flat' : 'percent') as FeeType,
    amount: fee ? (percent ? fee.percent : fee.flatCents / 100) : 0,
  };
}

function Tier({ name, index, saved }: { name: TierKey; index: number; saved: RefundTier | undefined }) {
  const initial = start(saved, index);
  const [type, setType] = useState<FeeType>(initial.type);
  const [amount, setAmount] = useState(String(initial.amount));
  const zero = name === 'Zero';
  return (
    <fieldset>
      <legend>{zero ? COPY.eventDay : COPY.tier(index + 1)}</legend>
      {zero ? (
        <Field label={COPY.days} name="cutOffDaysZero" value="0" readOnly />
      ) : (
        <Field
          label={COPY.days}
          name={`cutOffDays${name}`}
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={initial.days}
        />
      )}
      <Select
        label={COPY.feeType}
        name={`feeType${name}`}
        value={type}
        onChange={(e) => {
          const next = e.target.value as FeeType;
          setType(next);
          // Switching to percent above 100 resets the value to 100 (spec part 3, section 5).
          if (next === 'percent' && Number(amount) > REFUND_PERCENT_MAX)
            setAmount(String(REFUND_PERCENT_MAX));
        }}
        options={[
          { value: 'percent', label: COPY.percent },
          { value: 'flat', label: COPY.flat },
        ]}
      />
      <Field
        label={COPY.fee}
        name={`feeAmount${name}`}
        type="number"
        min={0}
        max={type === 'percent' ? REFUND_PERCENT_MAX : undefined}
        step="0.01"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
    </fieldset>
  );
}

/** The policy as buyers are told it, or a note with a retry when it could not be read. */
function Policy({ data, onRetry }: { data: RefundManagement; onRetry: () => unknown }) {
  return data.terms ? (
    <RefundPolicyLines terms={data.terms} />
  ) : (
    <PartUnavailable part={COPY.parts.terms} onRetry={onRetry} />
  );
}

/** The rules form, above the requests; hidden once the first sale locked the policy. */
export function RefundRulesForm({
  eventId,
  data,
  onSaved,
  onRetry,
}: {
  eventId: string;
  data: RefundManagement;
  onSaved: () => Promise<unknown>;
  /** Reads the page again (a part that could not be read). */
  onRetry: () => unknown;
}) {
  const { settings } = data;
  const form = useForm(
    refundRulesSchema,
    (f) => ({
      ...Object.fromEntries(
        TIERS.flatMap((t) => [
          [`cutOffDays${t}`, textOf(f, `cutOffDays${t}`)],
          [`feeType${t}`, textOf(f, `feeType${t}`)],
          [`feeAmount${t}`, textOf(f, `feeAmount${t}`)],
        ]),
      ),
      autoRefund: f.get('autoRefund') === 'on',
      maxAttempts: textOf(f, 'maxAttempts'),
    }),
    async (body) => {
      try {
        const { message } = await putRefundRules(eventId, body);
        form.show(message, 'success');
        await onSaved();
      } catch (failure) {
        form.show(problemDetail(failure));
      }
    },
  );

  if (settings.policyLocked) {
    return (
      <section aria-labelledby="rules-title" className={styles.card}>
        <h2 id="rules-title">{COPY.rulesTitle}</h2>
        <Banner tone="info">
          {COPY.locked(settings.policyLockedAt ? formatDay(settings.policyLockedAt) : '')}
        </Banner>
        <Policy data={data} onRetry={onRetry} />
      </section>
    );
  }
  const tiers = settings.rules?.tiers ?? [];
  return (
    <section aria-labelledby="rules-title" className={styles.card}>
      <h2 id="rules-title">{COPY.rulesTitle}</h2>
      <p className={styles.muted}>{COPY.rulesIntro}</p>
      <section aria-label={COPY.currentPolicy}>
        <Policy data={data} onRetry={onRetry} />
      </section>
      <form onSubmit={form.onSubmit} onChange={form.onChange} noValidate className={styles.page}>
        {form.banner}
        <div className={styles.tiers}>
          {TIERS.map((t, i) => (
            <Tier key={t} name={t} index={i} saved={tiers[i]} />
          ))}
        </div>
        <Checkbox label={COPY.autoApprove} name="autoRefund" defaultChecked={settings.autoRefund} />
        <Field
          label={COPY.maxAttempts}
          name="maxAttempts"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={settings.maxAttempts ?? REFUND_RULES_FORM_DEFAULT_MAX_ATTEMPTS}
          invalid={form.invalid}
        />
        <SubmitButton busy={form.busy} busyLabel={COPY.saving}>
          {COPY.save}
        </SubmitButton>
      </form>
    </section>
  );
}
