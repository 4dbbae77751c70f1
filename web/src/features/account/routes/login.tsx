import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { LoginForm } from '../components/login-form.tsx';
import { ACCOUNT_COPY } from '../messages.ts';
import styles from './account-page.module.css';

export function LoginRoute() {
  return (
    <section className={styles.card} aria-labelledby="login-heading">
      <h1 id="login-heading">{ACCOUNT_COPY.loginHeading}</h1>
      <LoginForm />
      <ul className={styles.links}>
        <li>
          <Link to={paths.passwordRecovery}>{ACCOUNT_COPY.forgotPassword}</Link>
        </li>
        <li>
          <Link to={paths.aboutSalesPartner}>{ACCOUNT_COPY.aboutAffiliation}</Link>
        </li>
        <li>
          <Link to={paths.registration}>{ACCOUNT_COPY.createAccount}</Link>
        </li>
      </ul>
    </section>
  );
}
