import type { AccountType } from '@tix/contract/domain/constants';
import { paths } from './paths.ts';
import type { LoggedInSession } from './session.ts';
import { HOME_OF } from './session.ts';

export interface MenuItem {
  label: string;
  to: string;
}

const logout: MenuItem = { label: 'Log out', to: paths.logout };
const profile: MenuItem = { label: 'Profile', to: paths.profile };
const feedback: MenuItem = { label: 'Feedback', to: paths.feedback };
const transactions: MenuItem = { label: 'Transactions', to: paths.transactionsView };

/** The spec's navigation menus by role (most targets are built in later slices). */
export const ROLE_MENUS: Record<AccountType, MenuItem[]> = {
  customer: [
    { label: 'Dashboard', to: HOME_OF.customer },
    { label: 'Events', to: paths.home },
    { label: 'Tickets', to: paths.tickets },
    transactions,
    feedback,
    profile,
    logout,
  ],
  business: [
    { label: 'Dashboard', to: HOME_OF.business },
    { label: 'Campaigns', to: paths.campaigns },
    { label: 'My Events', to: paths.myEvents },
    { label: 'Customers', to: paths.customers },
    profile,
    { label: 'Marketing', to: paths.marketing },
    transactions,
    feedback,
    logout,
  ],
  partner: [
    { label: 'Dashboard', to: HOME_OF.partner },
    { label: 'Affiliate link', to: paths.affiliateLink },
    feedback,
    profile,
    logout,
  ],
  // The spec's booster menu (drawer and header).
  booster: [
    { label: 'Dashboard', to: HOME_OF.booster },
    { label: 'Sell tickets', to: paths.sellTickets },
    { label: 'Profile', to: paths.boosterProfile },
    { label: 'Account status', to: paths.accountStatus },
    logout,
  ],
};

/** The account menu: guests' and logged-in labels as the spec names them. */
export function accountMenu(account: LoggedInSession | null): MenuItem[] {
  if (!account) {
    return [
      { label: 'Log In', to: paths.login },
      { label: 'Create Account', to: paths.registration },
      { label: 'About', to: paths.about },
      { label: 'Pricing', to: paths.fees },
      { label: 'Calculate', to: paths.budget },
      { label: 'Affiliate Program', to: paths.aboutSalesPartner },
    ];
  }
  // A booster has none of the accounts' pages: its own menu.
  if (account.accountType === 'booster') return ROLE_MENUS.booster;
  return [
    { label: 'Dashboard', to: HOME_OF[account.accountType] },
    { label: 'My Account', to: paths.profile },
    { label: 'Change Password', to: paths.changePassword },
    { label: 'Logout', to: paths.logout },
  ];
}

/** The mobile drawer: Dashboard, My Events, My Account, Send feedback, the role's other pages, log out. */
export function drawerMenu(account: LoggedInSession): MenuItem[] {
  const events: Partial<Record<AccountType, string>> = {
    business: paths.myEvents,
    customer: paths.tickets,
  };
  const myEvents = events[account.accountType];
  if (account.accountType === 'booster') return ROLE_MENUS.booster;
  const spec: MenuItem[] = [
    { label: 'Dashboard', to: HOME_OF[account.accountType] },
    ...(myEvents ? [{ label: 'My Events', to: myEvents }] : []),
    { label: 'My Account', to: paths.profile },
    { label: 'Send feedback', to: paths.feedback },
  ];
  // On a phone the drawer is the one menu (the sidebar is not shown there): the spec's items, then
  // the rest of the role's menu, and log out last.
  const rest = ROLE_MENUS[account.accountType].filter(
    (item) => item.to !== paths.logout && !spec.some((s) => s.to === item.to),
  );
  return [...spec, ...rest, { label: 'Log out', to: paths.logout }];
}
