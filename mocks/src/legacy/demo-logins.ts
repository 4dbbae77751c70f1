// Demo accounts of the seed, for the README and `npm start`. Every one uses the same password.

export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoLogin {
  readonly role: 'customer' | 'business' | 'partner' | 'promoter';
  readonly label: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  /** Where to log in. */
  readonly loginPage: string;
  /** Where a successful login lands. */
  readonly landingPage: string;
  readonly note?: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    role: 'customer',
    label: 'Attendee',
    email: 'customer@demo.co.za',
    phone: '0710000001',
    password: DEMO_PASSWORD,
    loginPage: '/login',
    landingPage: '/customerdashboard',
  },
  {
    role: 'business',
    label: 'Organizer',
    email: 'organiser@demo.co.za',
    phone: '0710000002',
    password: DEMO_PASSWORD,
    loginPage: '/login',
    landingPage: '/dashboard',
  },
  {
    role: 'partner',
    label: 'Affiliate',
    email: 'partner@demo.co.za',
    phone: '0710000003',
    password: DEMO_PASSWORD,
    loginPage: '/login',
    landingPage: '/in',
    note: "turn on the 'affiliate partner' toggle",
  },
  {
    role: 'promoter',
    label: 'Booster',
    email: 'booster@demo.co.za',
    phone: '0710000004',
    password: DEMO_PASSWORD,
    loginPage: '/promoter',
    landingPage: '/Boosterdashboard',
    note: 'pick the organisation Demo Events Co',
  },
];
