import { Welcome } from '../components/welcome.tsx';

export function OrganiserDashboardRoute() {
  return <Welcome intro="Your events, campaigns and sales will appear here." />;
}
