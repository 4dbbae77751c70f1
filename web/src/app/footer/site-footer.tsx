import { Link } from 'react-router-dom';
import { type AppPath, paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import styles from './site-footer.module.css';

interface FooterLink {
  to: AppPath;
  label: string;
  /** Customers are sent to their dashboard from these (spec part 1, section 2): not offered to them. */
  notForCustomers?: boolean;
}

export const FOOTER_GROUPS: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Policies',
    links: [
      { to: paths.terms, label: 'Terms and conditions' },
      { to: paths.ticketingPolicy, label: 'Ticketing policy' },
      { to: paths.refundPolicy, label: 'Refund policy' },
      { to: paths.privacyPolicy, label: 'Privacy policy' },
    ],
  },
  {
    heading: 'Tix',
    links: [
      { to: paths.fees, label: 'Fees and pricing', notForCustomers: true },
      { to: paths.about, label: 'About Tix', notForCustomers: true },
      { to: paths.aboutSalesPartner, label: 'Affiliate programme' },
      // Messages reach the team through the feedback form (guests log in first, then return to it).
      { to: paths.feedback, label: 'Contact us' },
    ],
  },
];

/** The footer of every public page: the policies, fees, about, the affiliate programme and contact. */
export function SiteFooter() {
  const { account } = useSession();
  const isCustomer = account?.accountType === 'customer';
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer" className={styles.nav}>
        {FOOTER_GROUPS.map((group) => (
          <section key={group.heading} aria-labelledby={`footer-${group.heading}`}>
            <h2 id={`footer-${group.heading}`} className={styles.heading}>
              {group.heading}
            </h2>
            <ul className={styles.list}>
              {group.links
                .filter((link) => !(isCustomer && link.notForCustomers))
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className={styles.small}>© Tix. Prices in rand (ZAR).</p>
    </footer>
  );
}
