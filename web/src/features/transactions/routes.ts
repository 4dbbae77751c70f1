import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const transactions = screen(
  () => import('./routes/transactions.tsx'),
  (m) => m.TransactionsRoute,
);
const transactionDetails = screen(
  () => import('./routes/transaction-details.tsx'),
  (m) => m.TransactionDetailsRoute,
);
const transactionsView = screen(
  () => import('./routes/transactions-view.tsx'),
  (m) => m.TransactionsViewRoute,
);

export const transactionsRoutes: FeatureRoute[] = [
  { path: paths.transactions, screen: transactions, shell: 'customer' },
  { path: paths.transactionDetails, screen: transactionDetails, shell: 'customer' },
  // Customers and organisers (the organiser's view adds the buyer column), each in their own area.
  {
    path: paths.transactionsView,
    screen: transactionsView,
    shell: 'account',
    guard: { redirect: ['partner'] },
  },
];
