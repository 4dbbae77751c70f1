import { Welcome } from '../components/welcome.tsx';

export function CustomerDashboardRoute() {
  return <Welcome intro="Your tickets and recent purchases will appear here." />;
}
