import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { REGISTRATION_COPY as C } from '../messages.ts';
import styles from './account-page.module.css';

const CHOICES = [
  { to: paths.customerRegistration, label: C.customerChoice, hint: C.customerChoiceHint },
  { to: paths.organiserRegistration, label: C.organiserChoice, hint: C.organiserChoiceHint },
  { to: paths.affiliateRegistration, label: C.affiliateChoice, hint: C.affiliateChoiceHint },
] as const;

/** /registration: choose the kind of account. */
export function RegistrationRoute() {
  return (
    <section className={styles.card} aria-labelledby="choose-heading">
      <h1 id="choose-heading">{C.chooseHeading}</h1>
      <p>{C.chooseIntro}</p>
      <ul className={styles.choices}>
        {CHOICES.map((choice) => (
          <li key={choice.to}>
            <Link to={choice.to} className={styles.choice}>
              <strong>{choice.label}</strong>
              <span>{choice.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.login}>{C.haveAccount}</Link>
      </p>
    </section>
  );
}
