import { Welcome } from '../components/welcome.tsx';

export function AffiliateHomeRoute() {
  return <Welcome intro="Your recruits and earnings will appear here." />;
}
