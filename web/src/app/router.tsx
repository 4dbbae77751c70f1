import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { NotFound } from '../ui/not-found.tsx';
import { RedirectAccounts, RequireAccount } from './guards.tsx';
import { AccountLayout } from './layouts/account-layout.tsx';
import { RoleLayout } from './layouts/role-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';

/** A route's screen, loaded with its feature when first visited. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const Home = screen(
  () => import('../features/browse/routes/home.tsx'),
  (m) => m.HomeRoute,
);
const EventPage = screen(
  () => import('../features/event/routes/event-page.tsx'),
  (m) => m.EventRoute,
);
const Login = screen(
  () => import('../features/account/routes/login.tsx'),
  (m) => m.LoginRoute,
);
const Logout = screen(
  () => import('../features/account/routes/logout.tsx'),
  (m) => m.LogoutRoute,
);
const LoggedOut = screen(
  () => import('../features/account/routes/logged-out.tsx'),
  (m) => m.LoggedOutRoute,
);
const CustomerDashboard = screen(
  () => import('../features/dashboards/routes/customer-dashboard.tsx'),
  (m) => m.CustomerDashboardRoute,
);
const OrganiserDashboard = screen(
  () => import('../features/dashboards/routes/organiser-dashboard.tsx'),
  (m) => m.OrganiserDashboardRoute,
);
const AffiliateHome = screen(
  () => import('../features/dashboards/routes/affiliate-home.tsx'),
  (m) => m.AffiliateHomeRoute,
);

// Visitors: browse, rankings and the information pages.
const Explore = screen(
  () => import('../features/browse/routes/explore.tsx'),
  (m) => m.ExploreRoute,
);
const CategoryPage = screen(
  () => import('../features/browse/routes/category.tsx'),
  (m) => m.CategoryRoute,
);
const Categories = screen(
  () => import('../features/browse/routes/categories.tsx'),
  (m) => m.CategoriesRoute,
);
const National = screen(
  () => import('../features/rankings/routes/rankings.tsx'),
  (m) => m.NationalRoute,
);
const Provincial = screen(
  () => import('../features/rankings/routes/rankings.tsx'),
  (m) => m.ProvincialRoute,
);
const Regional = screen(
  () => import('../features/rankings/routes/rankings.tsx'),
  (m) => m.RegionalRoute,
);
const Fees = screen(
  () => import('../features/pages/routes/fees.tsx'),
  (m) => m.FeesRoute,
);
const Budget = screen(
  () => import('../features/pages/routes/budget.tsx'),
  (m) => m.BudgetRoute,
);
const About = screen(
  () => import('../features/pages/routes/about.tsx'),
  (m) => m.AboutRoute,
);
const AboutSalesPartner = screen(
  () => import('../features/pages/routes/about-sales-partner.tsx'),
  (m) => m.AboutSalesPartnerRoute,
);
const Terms = screen(
  () => import('../features/pages/routes/policies.tsx'),
  (m) => m.TermsRoute,
);
const TicketingPolicy = screen(
  () => import('../features/pages/routes/policies.tsx'),
  (m) => m.TicketingPolicyRoute,
);
const RefundPolicy = screen(
  () => import('../features/pages/routes/policies.tsx'),
  (m) => m.RefundPolicyRoute,
);
const PrivacyPolicy = screen(
  () => import('../features/pages/routes/privacy.tsx'),
  (m) => m.PrivacyPolicyRoute,
);
const Privacy = screen(
  () => import('../features/pages/routes/privacy.tsx'),
  (m) => m.PrivacyRoute,
);

const Buy = screen(
  () => import('../features/checkout/routes/buy.tsx'),
  (m) => m.BuyRoute,
);
const Checkout = screen(
  () => import('../features/checkout/routes/checkout.tsx'),
  (m) => m.CheckoutRoute,
);
const PaymentSuccess = screen(
  () => import('../features/checkout/routes/success.tsx'),
  (m) => m.SuccessRoute,
);
const PaymentCancelled = screen(
  () => import('../features/checkout/routes/cancelled.tsx'),
  (m) => m.CancelledRoute,
);
const Eft = screen(
  () => import('../features/checkout/routes/eft.tsx'),
  (m) => m.EftRoute,
);
const SuccessEft = screen(
  () => import('../features/checkout/routes/success-eft.tsx'),
  (m) => m.SuccessEftRoute,
);
const VerificationProcess = screen(
  () => import('../features/checkout/routes/verification-process.tsx'),
  (m) => m.VerificationProcessRoute,
);

// The customer's tickets, refunds, transactions and bank details.
const Tickets = screen(
  () => import('../features/tickets/routes/tickets.tsx'),
  (m) => m.TicketsRoute,
);
const PreviewTickets = screen(
  () => import('../features/tickets/routes/preview-tickets.tsx'),
  (m) => m.PreviewTicketsRoute,
);
const Zoom = screen(
  () => import('../features/tickets/routes/zoom.tsx'),
  (m) => m.ZoomRoute,
);
const TicketRefund = screen(
  () => import('../features/refunds/routes/ticket-refund.tsx'),
  (m) => m.TicketRefundRoute,
);
const Transactions = screen(
  () => import('../features/transactions/routes/transactions.tsx'),
  (m) => m.TransactionsRoute,
);
const TransactionDetails = screen(
  () => import('../features/transactions/routes/transaction-details.tsx'),
  (m) => m.TransactionDetailsRoute,
);
const TransactionsView = screen(
  () => import('../features/transactions/routes/transactions-view.tsx'),
  (m) => m.TransactionsViewRoute,
);
const BankDetails = screen(
  () => import('../features/bank/routes/bank-details.tsx'),
  (m) => m.BankDetailsRoute,
);
const EditBankDetails = screen(
  () => import('../features/bank/routes/edit-bank-details.tsx'),
  (m) => m.EditBankDetailsRoute,
);

// Accounts: registration, verification, password recovery, profile, feedback, likes, deletion.
const account = () => import('../features/account/routes/sign-up-forms.tsx');
const Registration = screen(
  () => import('../features/account/routes/registration.tsx'),
  (m) => m.RegistrationRoute,
);
const CustomerRegistration = screen(account, (m) => m.CustomerRegistrationRoute);
const OrganiserRegistration = screen(account, (m) => m.OrganiserRegistrationRoute);
const AffiliateRegistration = screen(account, (m) => m.AffiliateRegistrationRoute);
const PartnerSignUp = screen(
  () => import('../features/account/routes/partner-sign-up.tsx'),
  (m) => m.PartnerSignUpRoute,
);
const Verification = screen(
  () => import('../features/account/routes/verification.tsx'),
  (m) => m.VerificationRoute,
);
const PasswordRecovery = screen(
  () => import('../features/account/routes/password-recovery.tsx'),
  (m) => m.PasswordRecoveryRoute,
);
const SetPassword = screen(
  () => import('../features/account/routes/set-password.tsx'),
  (m) => m.SetPasswordRoute,
);
const Profile = screen(
  () => import('../features/profile/routes/profile.tsx'),
  (m) => m.ProfileRoute,
);
const EditProfile = screen(
  () => import('../features/profile/routes/edit-profile.tsx'),
  (m) => m.EditProfileRoute,
);
const ChangePassword = screen(
  () => import('../features/profile/routes/change-password.tsx'),
  (m) => m.ChangePasswordRoute,
);
const AccountDeletion = screen(
  () => import('../features/profile/routes/account-deletion.tsx'),
  (m) => m.AccountDeletionRoute,
);
const Feedback = screen(
  () => import('../features/feedback/routes/feedback.tsx'),
  (m) => m.FeedbackRoute,
);
const Likes = screen(
  () => import('../features/likes/routes/likes.tsx'),
  (m) => m.LikesRoute,
);

const ALL_ACCOUNTS = ['customer', 'business', 'partner'] as const;

/** Every path the SPA serves, in one table (exact paths; later slices add theirs here). */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        path: '/',
        element: (
          <RedirectAccounts types={['business', 'partner']}>
            <Home />
          </RedirectAccounts>
        ),
      },
      { path: '/event/:eventId/tickets', element: <EventPage /> },
      { path: '/buy', element: <Buy /> },
      {
        path: '/checkout/:eventId/:token',
        element: (
          <RequireAccount type="customer">
            <Checkout />
          </RequireAccount>
        ),
      },
      { path: '/success', element: <PaymentSuccess /> },
      { path: '/cancelled', element: <PaymentCancelled /> },
      {
        path: '/eft',
        element: (
          <RequireAccount type="customer">
            <Eft />
          </RequireAccount>
        ),
      },
      { path: '/successeft', element: <SuccessEft /> },
      {
        path: '/verification-process',
        element: (
          <RequireAccount type="customer">
            <VerificationProcess />
          </RequireAccount>
        ),
      },
      { path: '/explore', element: <Explore /> },
      { path: '/category', element: <CategoryPage /> },
      { path: '/categories', element: <Categories /> },
      { path: '/national', element: <National /> },
      { path: '/provincial', element: <Provincial /> },
      { path: '/regional', element: <Regional /> },
      { path: '/budget', element: <Budget /> },
      { path: '/aboutsalesparnter', element: <AboutSalesPartner /> },
      { path: '/terms-conditions', element: <Terms /> },
      { path: '/ticketing-policy', element: <TicketingPolicy /> },
      { path: '/refund-policy', element: <RefundPolicy /> },
      { path: '/privacy-policy', element: <PrivacyPolicy /> },
      // Customers are sent to their dashboard from these (spec part 1, section 2; part 3, section 2).
      ...[
        { path: '/fees', page: <Fees /> },
        { path: '/about', page: <About /> },
        { path: '/privacy', page: <Privacy /> },
      ].map(({ path, page }) => ({
        path,
        element: <RedirectAccounts types={['customer']}>{page}</RedirectAccounts>,
      })),
      {
        path: '/login',
        element: (
          <RedirectAccounts types={ALL_ACCOUNTS}>
            <Login />
          </RedirectAccounts>
        ),
      },
      { path: '/logout', element: <Logout /> },
      { path: '/logged-out', element: <LoggedOut /> },
      // Guests register; a logged-in account goes to its home instead.
      ...[
        { path: '/registration', page: <Registration /> },
        { path: '/customer-registration', page: <CustomerRegistration /> },
        { path: '/organiser-registration', page: <OrganiserRegistration /> },
        { path: '/affiliate-registration', page: <AffiliateRegistration /> },
        { path: '/partner', page: <PartnerSignUp /> },
      ].map(({ path, page }) => ({
        path,
        element: <RedirectAccounts types={ALL_ACCOUNTS}>{page}</RedirectAccounts>,
      })),
      { path: '/verification', element: <Verification /> },
      { path: '/password', element: <PasswordRecovery /> },
      { path: '/set-password', element: <SetPassword /> },
      { path: '/acc_del', element: <AccountDeletion /> },
      {
        element: <AccountLayout />,
        children: [
          { path: '/profile', element: <Profile /> },
          { path: '/editprofile', element: <EditProfile /> },
          { path: '/changepassword', element: <ChangePassword /> },
          { path: '/feedback', element: <Feedback /> },
        ],
      },
      {
        element: <RoleLayout type="customer" />,
        children: [
          { path: '/customerdashboard', element: <CustomerDashboard /> },
          { path: '/likes', element: <Likes /> },
          { path: '/tickets', element: <Tickets /> },
          { path: '/previewtickets', element: <PreviewTickets /> },
          { path: '/zoom', element: <Zoom /> },
          { path: '/ticket-refund', element: <TicketRefund /> },
          { path: '/transactions', element: <Transactions /> },
          { path: '/transactiondetails', element: <TransactionDetails /> },
          { path: '/transactions-view', element: <TransactionsView /> },
          { path: '/b-details', element: <BankDetails /> },
          { path: '/edit-b-details', element: <EditBankDetails /> },
        ],
      },
      {
        element: <RoleLayout type="business" />,
        children: [{ path: '/dashboard', element: <OrganiserDashboard /> }],
      },
      {
        element: <RoleLayout type="partner" />,
        children: [{ path: '/in', element: <AffiliateHome /> }],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
