import { accountOperations } from './account.ts';
import { affiliateOperations } from './affiliate.ts';
import { analyticsOperations } from './analytics.ts';
import { bankOperations } from './bank.ts';
import { boosterOperations } from './booster.ts';
import { browseOperations } from './browse.ts';
import { campaignListOperations } from './campaign-list.ts';
import { campaignOperations } from './campaigns.ts';
import { checkoutOperations } from './checkout.ts';
import { customersOperations } from './customers.ts';
import type { LegacyOperation } from './define.ts';
import { marketingOperations } from './marketing.ts';
import { modelsOperations } from './models.ts';
import { organiserEventReadOperations } from './organiser-events.ts';
import { organiserEventEditOperations } from './organiser-events-edit.ts';
import { payoutsOperations } from './payouts.ts';
import { printingOperations } from './printing.ts';
import { promotersOperations } from './promoters.ts';
import { refundsOperations } from './refunds.ts';
import { ticketsOperations } from './tickets.ts';
import { transactionsOperations } from './transactions.ts';

/** Every legacy operation the product knows, keyed by catalogue key. */
export const operationList: readonly LegacyOperation[] = [
  ...browseOperations,
  ...accountOperations,
  ...checkoutOperations,
  ...ticketsOperations,
  ...organiserEventReadOperations,
  ...organiserEventEditOperations,
  ...campaignOperations,
  ...campaignListOperations,
  ...marketingOperations,
  ...customersOperations,
  ...promotersOperations,
  ...boosterOperations,
  ...printingOperations,
  ...modelsOperations,
  ...analyticsOperations,
  ...payoutsOperations,
  ...refundsOperations,
  ...transactionsOperations,
  ...bankOperations,
  ...affiliateOperations,
];

export const catalogue: ReadonlyMap<string, LegacyOperation> = new Map(operationList.map((o) => [o.key, o]));

/**
 * Which account type each identity-bearing parameter names (null: any logged-in account). The
 * BFF fills them from its session by this; the stand-in checks them against PHP's session by it.
 */
export const IDENTITY_OWNER: Readonly<
  Record<string, 'customer' | 'business' | 'partner' | 'booster' | null>
> = {
  customerid: 'customer',
  customer_id: 'customer',
  businessid: 'business',
  business_id: 'business',
  partnerid: 'partner',
  partner_id: 'partner',
  accountid: null,
  boosterid: 'booster',
};

/** Parameter names that identify an account anywhere in the legacy protocol. */
export const IDENTITY_PARAMS = [
  'customerid',
  'customer_id',
  'businessid',
  'business_id',
  'accountid',
  'partnerid',
  'partner_id',
  'boosterid',
] as const;

/**
 * GET operations that change state on the legacy (logging, toggles, sales, payments): a client
 * must never send them twice, so they are not retried as reads are.
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  'LOG-EVENT-CLICKS',
  'INSERTIMPRESSION',
  'logout.php',
  'api/update/paid/table',
  'sendEmailAttachment',
  'CANCELLATION',
  'RESUMECAMPAIGN',
  'ADDCAMPAIGN@GET',
  'CAMPAIGN-PAYMENT-CANCELLATION',
  'UPDATESELECT',
  'UPDATEALLTRANSFER',
  'RESUMECAMPAIGNS',
  'ADDPROMOTER',
  'UPDATEPROMOTERDETAILS',
  'PROMOTERACTIVATION',
  'DELETEPROMOTER',
  'PROCESSTICKET',
  'PREPARETICKETSDOWNLOAD',
  'MARKTICKETCATEGORY',
  'LOADTEMPORARYTICKETS',
  'ALLOCATETICKETS',
  'INSERTPOINTS',
  'SAVEAFFILIATEID',
]);

/** True for an operation the client may safely send a second time. */
export const isRetryable = (op: LegacyOperation): boolean =>
  op.method === 'GET' && !STATE_CHANGING_GETS.has(op.key);

/**
 * True for an operation that only reads: safe to call against the real service with a test
 * account (`npm run legacy:check`). A GET reads unless it changes state (STATE_CHANGING_GETS) or
 * the catalogue says otherwise (`readOnly: false`); a POST never counts as a read.
 */
export const isReadOnly = (op: LegacyOperation): boolean =>
  op.readOnly ?? (op.method === 'GET' && !STATE_CHANGING_GETS.has(op.key));
