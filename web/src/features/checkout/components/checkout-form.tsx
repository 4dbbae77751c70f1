import { makeCheckoutQuantitySchema } from '@tix/contract/forms/checkout';
import type { TicketGroup } from '@tix/contract/forms/quantity';
import { firstMessage } from '@tix/contract/forms/validate';
import type { TicketType } from '@tix/contract/model/event';
import type { GroupStockAnswer } from '@tix/contract/model/purchase';
import { useState } from 'react';
import { problemDetail } from '../../../lib/problem.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { fetchAvailability } from '../api/checkout.ts';
import styles from '../checkout.module.css';
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

/** Group, quantity (stock rechecked by the server before each increase), fees, method, terms, pay. */
export function CheckoutForm({ eventId, ticket, stock: firstStock, paying, onPay }: CheckoutFormProps) {
  const [stock, setStock] = useState(firstStock);
  const [group, setGroup] = useState<TicketGroup>('adults');
  const [quantity, setQuantity] = useState(startAt(firstStock, 'adults'));
  const [message, setMessage] = useState<string | null>(
    firstStock.adults > 0
      ? null
      : firstMessage(makeCheckoutQuantitySchema(firstStock), { group: 'adults', quantity: 0 }),
  );
  const [checking, setChecking] = useState(false);
  const [method, setMethod] = useState<CheckoutChoice['method']>('payfast');
  const [agreed, setAgreed] = useState(false);
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
      <button type="submit" className="button" disabled={!agreed || paying || quantity < 1}>
        {paying ? <Spinner inline label="Starting your payment…" /> : null}
        Pay now
      </button>
    </form>
  );
}
