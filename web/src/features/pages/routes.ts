import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const policies = () => import('./routes/policies.tsx');
const privacy = () => import('./routes/privacy.tsx');
const fees = screen(
  () => import('./routes/fees.tsx'),
  (m) => m.FeesRoute,
);
const budget = screen(
  () => import('./routes/budget.tsx'),
  (m) => m.BudgetRoute,
);
const about = screen(
  () => import('./routes/about.tsx'),
  (m) => m.AboutRoute,
);
const aboutSalesPartner = screen(
  () => import('./routes/about-sales-partner.tsx'),
  (m) => m.AboutSalesPartnerRoute,
);
// Customers are sent to their dashboard from these (spec part 1, section 2; part 3, section 2).
const notForCustomers = { redirect: ['customer'] } as const;

export const pagesRoutes: FeatureRoute[] = [
  { path: paths.budget, screen: budget },
  { path: paths.aboutSalesPartner, screen: aboutSalesPartner },
  { path: paths.terms, screen: screen(policies, (m) => m.TermsRoute) },
  { path: paths.ticketingPolicy, screen: screen(policies, (m) => m.TicketingPolicyRoute) },
  { path: paths.refundPolicy, screen: screen(policies, (m) => m.RefundPolicyRoute) },
  { path: paths.privacyPolicy, screen: screen(privacy, (m) => m.PrivacyPolicyRoute) },
  { path: paths.fees, screen: fees, guard: notForCustomers },
  { path: paths.about, screen: about, guard: notForCustomers },
  { path: paths.privacy, screen: screen(privacy, (m) => m.PrivacyRoute), guard: notForCustomers },
];
