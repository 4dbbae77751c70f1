import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const boosters = screen(
  () => import('./routes/boosters.tsx'),
  (m) => m.BoostersRoute,
);
const addBooster = screen(
  () => import('./routes/promoter-form.tsx'),
  (m) => m.AddBoosterRoute,
);
const editBooster = screen(
  () => import('./routes/promoter-form.tsx'),
  (m) => m.EditBoosterRoute,
);
const picker = screen(
  () => import('./routes/booster-login.tsx'),
  (m) => m.PromoterPickerRoute,
);
const login = screen(
  () => import('./routes/booster-login.tsx'),
  (m) => m.BoosterLoginRoute,
);
const dashboard = screen(
  () => import('./routes/booster-account.tsx'),
  (m) => m.BoosterDashboardRoute,
);
const profile = screen(
  () => import('./routes/booster-account.tsx'),
  (m) => m.BoosterProfileRoute,
);
const status = screen(
  () => import('./routes/booster-account.tsx'),
  (m) => m.AccountStatusRoute,
);
const sell = screen(
  () => import('./routes/sell-tickets.tsx'),
  (m) => m.SellTicketsRoute,
);
const description = screen(
  () => import('./routes/sell-tickets.tsx'),
  (m) => m.EventDescriptionRoute,
);
const pay = screen(
  () => import('./routes/customer-pay.tsx'),
  (m) => m.CustomerPayRoute,
);

const organiser = { guard: { only: 'business' }, shell: 'business' } as const;
const booster = { guard: { only: 'booster' }, shell: 'booster' } as const;
/** Logged-in accounts go to their own home; a guest picks the organisation and logs in. */
const guestOnly = { guard: { redirect: ['customer', 'business', 'partner', 'booster'] } } as const;

/** The organiser's promoters and the promoter's (booster's) own screens. */
export const promotersRoutes: FeatureRoute[] = [
  { path: paths.boosters, screen: boosters, ...organiser },
  { path: paths.promotersList, screen: boosters, ...organiser },
  { path: paths.addBooster, screen: addBooster, ...organiser },
  { path: paths.editBooster, screen: editBooster, ...organiser },
  { path: paths.promoterPicker, screen: picker, ...guestOnly },
  { path: paths.boosterLogin, screen: login, ...guestOnly },
  { path: paths.boosterDashboard, screen: dashboard, ...booster },
  { path: paths.boosterProfile, screen: profile, ...booster },
  { path: paths.accountStatus, screen: status, ...booster },
  { path: paths.sellTickets, screen: sell, ...booster },
  { path: paths.eventDescription, screen: description, ...booster },
  { path: paths.customerPay, screen: pay, ...booster },
];
