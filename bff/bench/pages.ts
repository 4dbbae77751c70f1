// The pages the bench opens as a person would: shared by the page views (measure.ts) and the
// throttled landings (landings.ts).

export interface LandingSpec {
  name: string;
  path: string;
  /** Logged in first (the landings); a guest without. */
  login?: { email: string; partner?: boolean; merchantId?: string };
}

export const LANDINGS: LandingSpec[] = [
  { name: 'customer landing', path: '/customerdashboard', login: { email: 'customer@demo.co.za' } },
  { name: 'organiser dashboard', path: '/dashboard', login: { email: 'organiser@demo.co.za' } },
  { name: 'affiliate landing', path: '/in', login: { email: 'partner@demo.co.za', partner: true } },
  {
    name: 'promoter landing',
    path: '/Boosterdashboard',
    login: { email: 'booster@demo.co.za', merchantId: '201' },
  },
];
