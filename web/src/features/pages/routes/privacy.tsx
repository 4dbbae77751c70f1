import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { InfoPage, InfoSection } from '../components/info-page.tsx';
import { DATA_RETENTION_YEARS } from '../content.ts';
import { PAGE_TITLES } from '../messages.ts';

function PrivacyContent() {
  return (
    <>
      <InfoSection title="How we handle your data">
        <ul>
          <li>We comply with the Protection of Personal Information Act (POPIA).</li>
          <li>We keep your data for up to {DATA_RETENTION_YEARS} years.</li>
          <li>We never sell your data.</li>
          <li>
            We share it only with the organisers of the events you buy for, with payment processors, and with
            law enforcement when the law requires it.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="More about us">
        <ul>
          <li>
            <Link to={paths.fees}>Fees and pricing</Link>
          </li>
          <li>
            <Link to={paths.budget}>Cost calculator</Link>
          </li>
          <li>
            <Link to={paths.about}>About Tix</Link>
          </li>
        </ul>
      </InfoSection>
    </>
  );
}

/** /privacy-policy: the policy itself. */
export function PrivacyPolicyRoute() {
  return (
    <InfoPage title={PAGE_TITLES.privacyPolicy}>
      <PrivacyContent />
    </InfoPage>
  );
}

/** /privacy: the privacy page (customers are redirected to their dashboard by the route table). */
export function PrivacyRoute() {
  return (
    <InfoPage title={PAGE_TITLES.privacy}>
      <PrivacyContent />
    </InfoPage>
  );
}
