import { bookingFee } from '@tix/contract/domain/booking-fee';
import { formatRand, rand } from '@tix/contract/domain/money';
import { serviceFeeCents } from '@tix/contract/domain/organiser-costs';
import { percent, SERVICE_FEE_RATE } from '../content.ts';
import styles from './fee-example.module.css';

/** The example's ticket: one admission at R150. */
export const EXAMPLE_PRICE_CENTS = rand(150);

/** What one R150 ticket costs the buyer and the organiser, computed by the contract's fee rules. */
export function feeExample(priceCents = EXAMPLE_PRICE_CENTS) {
  const fee = bookingFee(priceCents, 1);
  const service = serviceFeeCents(priceCents);
  return {
    price: priceCents,
    tierRate: fee.tierRate,
    tierFee: fee.bookingFeeAdmission,
    gatewayFee: fee.finalEstimatedGatewayFee,
    bookingFees: fee.totalBookingFees,
    buyerPays: priceCents + fee.totalBookingFees,
    serviceFee: service,
    organiserReceives: priceCents,
  };
}

/** A worked example on /fees: one R150 ticket, from both sides. */
export function FeeExample() {
  const x = feeExample();
  return (
    <div className={styles.example}>
      <table className={styles.table}>
        <caption>The buyer: one {formatRand(x.price)} ticket</caption>
        <tbody>
          <tr>
            <th scope="row">Ticket price</th>
            <td>{formatRand(x.price)}</td>
          </tr>
          <tr>
            <th scope="row">Booking fee ({percent(x.tierRate)} of the ticket price)</th>
            <td>{formatRand(x.tierFee)}</td>
          </tr>
          <tr>
            <th scope="row">Payment gateway fee, VAT included</th>
            <td>{formatRand(x.gatewayFee)}</td>
          </tr>
          <tr className={styles.total}>
            <th scope="row">The buyer pays</th>
            <td>{formatRand(x.buyerPays)}</td>
          </tr>
        </tbody>
      </table>
      <table className={styles.table}>
        <caption>The organiser: the same ticket sold</caption>
        <tbody>
          <tr>
            <th scope="row">Ticket revenue (paid out to you in full)</th>
            <td>{formatRand(x.organiserReceives)}</td>
          </tr>
          <tr className={styles.total}>
            <th scope="row">Service fee taken from the campaign budget ({percent(SERVICE_FEE_RATE)})</th>
            <td>{formatRand(x.serviceFee)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
