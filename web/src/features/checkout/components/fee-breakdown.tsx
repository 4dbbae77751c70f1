import { bookingFee, checkoutTotal } from '@tix/contract/domain/booking-fee';
import { formatRand } from '@tix/contract/domain/money';
import styles from '../checkout.module.css';

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/**
 * What the buyer pays: one total (the amount the provider charges, booking fee included), then
 * its breakdown beneath: tickets and the booking fee's parts (spec part 1, section 9). The parts
 * come from the contract already split so that they add up to the total booking fee, and the
 * total is the contract's checkoutTotal, the amount the BFF asks the provider for.
 */
export function FeeBreakdown({ unitPriceCents, quantity }: { unitPriceCents: number; quantity: number }) {
  const fee = bookingFee(unitPriceCents, quantity);
  const tickets = unitPriceCents * quantity;
  const rows: [string, number][] = [
    [`Tickets (${quantity} × ${formatRand(unitPriceCents)})`, tickets],
    [`Booking fee (${percent(fee.tierRate)})`, fee.bookingFeeAdmission],
    [
      `Payment gateway fee (${percent(fee.gatewayRate)} + ${formatRand(fee.gatewayFlatFee)})`,
      fee.estimatedGatewayFee,
    ],
    ['VAT on the gateway fee', fee.vat],
    ['Total booking fees', fee.totalBookingFees],
  ];
  return (
    <div className={styles.totalBlock}>
      <p className={styles.grandTotal} data-testid="total-to-pay">
        <span>Total to pay</span>{' '}
        <span className={styles.money}>{formatRand(checkoutTotal(unitPriceCents, quantity))}</span>
      </p>
      <dl className={`${styles.facts} ${styles.breakdown}`} aria-label="Price breakdown">
        {rows.map(([label, cents]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd className={styles.money}>{formatRand(cents)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
