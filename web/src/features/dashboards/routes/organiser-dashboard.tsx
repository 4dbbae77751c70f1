import { Welcome } from '../../../ui/welcome.tsx';

export function OrganiserDashboardRoute() {
  return <Welcome intro="Your events, campaigns and sales will appear here." />;
}
