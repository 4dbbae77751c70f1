import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useProfile } from '../api/profile.ts';
import { DetailsList } from '../components/details-list.tsx';
import { PROFILE_COPY as C, POLICY_LINKS } from '../messages.ts';
import styles from './profile.module.css';

const day = (value: string | null) => (value ? formatDay(value) : null);

/** /profile: details by account type; socials and address hidden for customers; bank number masked. */
export function ProfileRoute() {
  const { profile, error } = useProfile();
  if (error) return <Banner tone="error">{problemDetail(error)}</Banner>;
  if (!profile) return <Spinner />;
  const customer = profile.accountType === 'customer';
  const { bank, socials } = profile;

  return (
    <div className={styles.page}>
      <h1>{C.heading}</h1>
      <section className={styles.card} aria-labelledby="details-heading">
        <h2 id="details-heading">{C.details}</h2>
        <DetailsList
          rows={[
            [C.name, profile.name],
            [C.email, profile.email],
            [C.phone, profile.phone],
            [C.registered, day(profile.registeredOn)],
            [C.updated, day(profile.updatedOn)],
            ...(profile.accountType === 'business' ? [[C.address, profile.address] as const] : []),
          ]}
        />
        <p>
          <Link to={paths.editProfile} className="button">
            {C.edit}
          </Link>
        </p>
      </section>
      {!customer && (
        <section className={styles.card} aria-labelledby="socials-heading">
          <h2 id="socials-heading">{C.socials}</h2>
          <DetailsList
            rows={(Object.keys(C.social) as (keyof typeof C.social)[]).map((k) => [C.social[k], socials[k]])}
          />
        </section>
      )}
      <section className={styles.card} aria-labelledby="bank-heading">
        <h2 id="bank-heading">{C.bank}</h2>
        {bank ? (
          <DetailsList
            rows={[
              [C.bankName, bank.bankName],
              [C.branchCode, bank.branchCode],
              [C.accountHolder, bank.accountHolder],
              [C.accountNumber, bank.maskedAccountNumber],
              [C.accountType, bank.accountType],
            ]}
          />
        ) : (
          <p>{C.noBank}</p>
        )}
        <ul className={styles.links}>
          <li>
            <Link to={paths.bankDetails}>{C.bankLink}</Link>
          </li>
          <li>
            <Link to={paths.changePassword}>{C.changePassword}</Link>
          </li>
          {!customer && (
            <li>
              <Link to={paths.accountDeletion}>{C.deleteAccount}</Link>
            </li>
          )}
        </ul>
      </section>
      <nav aria-label={C.policies} className={styles.card}>
        <ul className={styles.links}>
          {POLICY_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
