import styles from '../checkout.module.css';

interface QuantityStepperProps {
  quantity: number;
  onMinus: () => void;
  onPlus: () => void;
  /** The limit message of the last step, announced politely. */
  message: string | null;
  busy?: boolean;
}

/** Minus, the admissions count and plus; limits are the caller's (the spec's messages differ). */
export function QuantityStepper({ quantity, onMinus, onPlus, message, busy = false }: QuantityStepperProps) {
  return (
    <div>
      <fieldset className={styles.stepper}>
        <legend className="visually-hidden">Number of tickets</legend>
        <button
          type="button"
          className={`button ${styles.stepButton}`}
          onClick={onMinus}
          aria-label="One ticket fewer"
        >
          −
        </button>
        <output aria-live="polite" aria-label="Tickets">
          {quantity}
        </output>
        <button
          type="button"
          className={`button ${styles.stepButton}`}
          onClick={onPlus}
          disabled={busy}
          aria-label="One ticket more"
        >
          +
        </button>
      </fieldset>
      <p className={styles.notice} role="status">
        {message ?? ''}
      </p>
    </div>
  );
}
