import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import styles from '../checkout.module.css';

/** The terms checkbox that enables the payment buttons (no message: the buttons stay disabled). */
export function TermsCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.check}>
      <input id="terms" type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor="terms">
        I have read and agree to the <Link to={paths.terms}>terms and conditions</Link> and the{' '}
        <Link to={paths.refundPolicy}>refund policy</Link>
      </label>
    </div>
  );
}
