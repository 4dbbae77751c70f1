import { TICKET_TIER_LABELS, TICKET_TIERS, type TicketTierKey } from '@tix/contract/domain/constants';
import { formatRand } from '@tix/contract/domain/money';
import { type CalculatorBudget, calculatorBudget } from '@tix/contract/domain/organiser-costs';
import { budgetCalculatorSchema } from '@tix/contract/forms/calculator';
import { toCents } from '@tix/contract/forms/fields';
import { validateForm } from '@tix/contract/forms/validate';
import { type FormEvent, useState } from 'react';
import { BANNER_MS, Banner } from '../../../ui/banner.tsx';
import { formStyles } from '../../../ui/form-fields.tsx';
import { CALCULATOR_COPY } from '../messages.ts';
import styles from './budget-calculator.module.css';

const fieldName = (tier: TicketTierKey, part: 'Price' | 'Tickets') => `${tier}${part}`;

/** Price × 3.5% × tickets per tier, summed; the form's first problem is the banner. */
export function BudgetCalculator() {
  const [flash, setFlash] = useState<{ id: number; text: string; field: string } | null>(null);
  const [budget, setBudget] = useState<CalculatorBudget | null>(null);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const input = Object.fromEntries(new FormData(form).entries());
    const result = validateForm(budgetCalculatorSchema, input);
    if (!result.ok) {
      const field = Object.keys(result.fieldErrors)[0] ?? '';
      setFlash((f) => ({ id: (f?.id ?? 0) + 1, text: result.message, field }));
      setBudget(null);
      form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setFlash(null);
    const line = (tier: TicketTierKey) => ({
      priceCents: toCents(result.data[`${tier}Price`] ?? 0),
      tickets: result.data[`${tier}Tickets`] ?? 0,
    });
    setBudget(calculatorBudget({ vvip: line('vvip'), vip: line('vip'), general: line('general') }));
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {flash && (
        <Banner key={flash.id} tone="error" hideAfterMs={BANNER_MS.standard} onHide={() => setFlash(null)}>
          {flash.text}
        </Banner>
      )}
      {TICKET_TIERS.map((tier) => (
        <fieldset key={tier} className={styles.tier}>
          <legend>{CALCULATOR_COPY.tierLegend(TICKET_TIER_LABELS[tier])}</legend>
          {(['Price', 'Tickets'] as const).map((part) => {
            const name = fieldName(tier, part);
            return (
              <label key={name} className={formStyles.field}>
                <span>{part === 'Price' ? CALCULATOR_COPY.price : CALCULATOR_COPY.tickets}</span>
                <input
                  name={name}
                  type="number"
                  min={0}
                  step={part === 'Price' ? 0.01 : 1}
                  inputMode={part === 'Price' ? 'decimal' : 'numeric'}
                  aria-invalid={flash?.field === name || undefined}
                />
              </label>
            );
          })}
        </fieldset>
      ))}
      <button type="submit" className="button">
        {CALCULATOR_COPY.submit}
      </button>
      <output className={styles.result} aria-live="polite">
        {budget && (
          <>
            <span className={styles.total}>
              {CALCULATOR_COPY.total} <strong>{formatRand(budget.total)}</strong>
            </span>
            <span className={styles.lines}>
              {TICKET_TIERS.map((tier) => (
                <span key={tier}>
                  {TICKET_TIER_LABELS[tier]}: {formatRand(budget[tier])}
                </span>
              ))}
            </span>
          </>
        )}
      </output>
    </form>
  );
}
