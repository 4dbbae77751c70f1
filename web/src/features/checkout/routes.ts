import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const buy = screen(
  () => import('./routes/buy.tsx'),
  (m) => m.BuyRoute,
);
const checkout = screen(
  () => import('./routes/checkout.tsx'),
  (m) => m.CheckoutRoute,
);
const success = screen(
  () => import('./routes/success.tsx'),
  (m) => m.SuccessRoute,
);
const cancelled = screen(
  () => import('./routes/cancelled.tsx'),
  (m) => m.CancelledRoute,
);
const eft = screen(
  () => import('./routes/eft.tsx'),
  (m) => m.EftRoute,
);
const successEft = screen(
  () => import('./routes/success-eft.tsx'),
  (m) => m.SuccessEftRoute,
);
const verificationProcess = screen(
  () => import('./routes/verification-process.tsx'),
  (m) => m.VerificationProcessRoute,
);
const customers = { only: 'customer' } as const;

/** Buying; the payment providers return to /success and /cancelled whoever is logged in. */
export const checkoutRoutes: FeatureRoute[] = [
  { path: paths.buy, screen: buy },
  { path: paths.checkout, screen: checkout, guard: customers },
  { path: paths.success, screen: success },
  { path: paths.cancelled, screen: cancelled },
  { path: paths.eft, screen: eft, guard: customers },
  { path: paths.successEft, screen: successEft },
  { path: paths.verificationProcess, screen: verificationProcess, guard: customers },
];
