import type { AccountType } from '@tix/contract/domain/constants';
import type { LoggedInSession } from '../../lib/session.ts';
import { HOME_OF } from '../../lib/session.ts';

export interface MenuItem {
  label: string;
  to: string;
}

const logout: MenuItem = { label: 'Log out', to: '/logout' };
const profile: MenuItem = { label: 'Profile', to: '/profile' };
const feedback: MenuItem = { label: 'Feedback', to: '/feedback' };
const transactions: MenuItem = { label: 'Transactions', to: '/transactions-view' };

/** The spec's navigation menus by role (most targets are built in later slices). */
export const ROLE_MENUS: Record<AccountType, MenuItem[]> = {
  customer: [
    { label: 'Dashboard', to: HOME_OF.customer },
    { label: 'Events', to: '/' },
    { label: 'Tickets', to: '/tickets' },
    transactions,
    feedback,
    profile,
    logout,
  ],
  business: [
    { label: 'Dashboard', to: HOME_OF.business },
    { label: 'Campaigns', to: '/campaigns' },
    { label: 'My Events', to: '/myevents' },
    { label: 'Customers', to: '/customers' },
    profile,
    { label: 'Marketing', to: '/do-marketing' },
    transactions,
    feedback,
    logout,
  ],
  partner: [
    { label: 'Dashboard', to: HOME_OF.partner },
    { label: 'Affiliate link', to: '/affiliate-link' },
    feedback,
    profile,
    logout,
  ],
};

/** The account menu: guests' and logged-in labels as the spec names them. */
export function accountMenu(account: LoggedInSession | null): MenuItem[] {
  if (!account) {
    return [
      { label: 'Log In', to: '/login' },
      { label: 'Create Account', to: '/registration' },
      { label: 'About', to: '/about' },
      { label: 'Pricing', to: '/fees' },
      { label: 'Calculate', to: '/budget' },
      { label: 'Affiliate Program', to: '/aboutsalesparnter' },
    ];
  }
  return [
    { label: 'Dashboard', to: HOME_OF[account.accountType] },
    { label: 'My Account', to: '/profile' },
    { label: 'Change Password', to: '/changepassword' },
    { label: 'Logout', to: '/logout' },
  ];
}

/** The mobile drawer: Dashboard, My Events, My Account, Send feedback, log out. */
export function drawerMenu(account: LoggedInSession): MenuItem[] {
  const events: Partial<Record<AccountType, string>> = { business: '/myevents', customer: '/tickets' };
  const myEvents = events[account.accountType];
  return [
    { label: 'Dashboard', to: HOME_OF[account.accountType] },
    ...(myEvents ? [{ label: 'My Events', to: myEvents }] : []),
    { label: 'My Account', to: '/profile' },
    { label: 'Send feedback', to: '/feedback' },
    { label: 'Log out', to: '/logout' },
  ];
}
