import { Welcome } from '../../../ui/welcome.tsx';

export function AffiliateHomeRoute() {
  return <Welcome intro="Your recruits and earnings will appear here." />;
}
