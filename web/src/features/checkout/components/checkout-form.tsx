import { makeCheckoutQuantitySchema } from '@tix/contract/forms/checkout';
import type { TicketGroup } from '@tix/contract/forms/quantity';
import { firstMessage } from '@tix/contract/forms/validate';
import type { TicketType } from '@tix/contract/model/event';
import type { GroupStockAnswer } from '@tix/contract/model/purchase';
import { useId, useState } from 'react';
import { problemDetail } from '../../../lib/problem.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { fetchAvailability } from '../api/checkout.ts';
import styles from '../checkout.module.css';
import { type CheckoutDraft, payBlockedReason, readDraft, saveDraft } from './draft.ts';
import { FeeBreakdown } from './fee-breakdown.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { TermsCheck } from './terms-check.tsx';

export interface CheckoutChoice {
  group: TicketGroup;
  quantity: number;
  method: 'payfast' | 'ozow';
}

interface CheckoutFormProps {
  eventId: string;
  ticket: TicketType;
  stock: GroupStockAnswer;
  paying: boolean;
  onPay: (choice: CheckoutChoice) => void;
}

const startAt = (stock: GroupStockAnswer, group: TicketGroup) => (stock[group] > 0 ? 1 : 0);

/** Where the form starts: the kept choices when the stock still allows them, else the spec's start. */
function firstChoice(stock: GroupStockAnswer, draft: CheckoutDraft) {
  const group = draft.group ?? 'adults';
  const kept = draft.quantity ?? 1;
  const quantity =
    kept >= 1 && !firstMessage(makeCheckoutQuantitySchema(stock), { group, quantity: kept })
      ? kept
      : startAt(stock, group);
  const message =
    stock[group] > 0 ? null : firstMessage(makeCheckoutQuantitySchema(stock), { group, quantity: 0 });
  return { group, quantity, message };
}

/** Group, quantity (stock rechecked by the server before each increase), fees, method, terms, pay. */
export function CheckoutForm({ eventId, ticket, stock: firstStock, paying, onPay }: CheckoutFormProps) {
  const reasonId = useId();
  const [draft] = useState(() => readDraft(eventId, ticket.id));
  const [first] = useState(() => firstChoice(firstStock, draft));
  const [stock, setStock] = useState(firstStock);
  const [group, setGroupState] = useState<TicketGroup>(first.group);
  const [quantity, setQuantityState] = useState(first.quantity);
  const [message, setMessage] = useState<string | null>(first.message);
  const [checking, setChecking] = useState(false);
  const [method, setMethodState] = useState<CheckoutChoice['method']>(draft.method ?? 'payfast');
  const [agreed, setAgreedState] = useState(draft.agreed ?? false);
  // Every choice is kept for this tab (back to /buy and forward again, a reload).
  const keep = (change: CheckoutDraft) => saveDraft(eventId, ticket.id, change);
  const setGroup = (next: TicketGroup) => {
    setGroupState(next);
    keep({ group: next });
  };
  const setQuantity = (next: number) => {
    setQuantityState(next);
    keep({ quantity: next });
  };
  const setMethod = (next: CheckoutChoice['method']) => {
    setMethodState(next);
    keep({ method: next });
  };
  const setAgreed = (next: boolean) => {
    setAgreedState(next);
    keep({ agreed: next });
  };
  const reason = payBlockedReason({ agreed, quantity });
  const unit = group === 'kids' ? (ticket.kidsPriceCents ?? 0) : ticket.adultPriceCents;

  const chooseGroup = (next: TicketGroup) => {
    setGroup(next);
    setQuantity(startAt(stock, next));
    setMessage(
      stock[next] > 0 ? null : firstMessage(makeCheckoutQuantitySchema(stock), { group: next, quantity: 0 }),
    );
  };
  const minus = () => {
    const problem = firstMessage(makeCheckoutQuantitySchema(stock), { group, quantity: quantity - 1 });
    setMessage(problem);
    if (!problem) setQuantity(quantity - 1);
  };
  const plus = async () => {
    setChecking(true);
    try {
      const fresh = await fetchAvailability(eventId, ticket.id);
      setStock(fresh);
      const problem = firstMessage(makeCheckoutQuantitySchema(fresh), { group, quantity: quantity + 1 });
      setMessage(problem);
      if (!problem) setQuantity(quantity + 1);
    } catch (error) {
      setMessage(problemDetail(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        onPay({ group, quantity, method });
      }}
    >
      <fieldset className={styles.choices}>
        <legend>Who are the tickets for?</legend>
        {(['adults', 'kids'] as const).map((g) => (
          <label key={g} className={styles.check}>
            <input
              type="radio"
              name="group"
              value={g}
              checked={group === g}
              onChange={() => chooseGroup(g)}
            />
            {g === 'adults' ? 'Adults' : 'Kids'}
          </label>
        ))}
      </fieldset>
      <QuantityStepper quantity={quantity} message={message} busy={checking} onMinus={minus} onPlus={plus} />
      {quantity > 0 && <FeeBreakdown unitPriceCents={unit} quantity={quantity} />}
      <fieldset className={styles.choices}>
        <legend>How would you like to pay?</legend>
        <label className={styles.check}>
          <input
            type="radio"
            name="method"
            checked={method === 'payfast'}
            onChange={() => setMethod('payfast')}
          />
          Card (PayFast)
        </label>
        <label className={styles.check}>
          <input type="radio" name="method" checked={method === 'ozow'} onChange={() => setMethod('ozow')} />
          Ozow instant EFT
        </label>
      </fieldset>
      <TermsCheck checked={agreed} onChange={setAgreed} />
      <button
        type="submit"
        className="button"
        disabled={reason !== null || paying}
        aria-describedby={reason ? reasonId : undefined}
      >
        {paying ? <Spinner inline label="Starting your payment…" /> : null}
        Pay now
      </button>
      {reason && (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      )}
    </form>
  );
}
