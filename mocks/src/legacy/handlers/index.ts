import { accountHandlers } from './account.ts';
import { affiliateHandlers } from './affiliates.ts';
import { analyticsHandlers } from './analytics.ts';
import { bankHandlers } from './bank.ts';
import { boosterHandlers } from './booster.ts';
import { browseHandlers } from './browse.ts';
import { campaignLaunchHandlers } from './campaign-launch.ts';
import { campaignListHandlers } from './campaigns.ts';
import { checkoutHandlers } from './checkout.ts';
import { customerHandlers } from './customers.ts';
import type { RegisteredHandler } from './define.ts';
import { eventEditingHandlers } from './event-editing.ts';
import { eventManagementHandlers } from './event-management.ts';
import { eventSetupHandlers } from './event-setup.ts';
import { marketingHandlers } from './marketing.ts';
import { modelHandlers } from './models.ts';
import { organiserEventHandlers } from './organiser-events.ts';
import { organiserMoneyHandlers } from './organiser-money.ts';
import { organiserRefundHandlers } from './organiser-refunds.ts';
import { printingHandlers } from './printing.ts';
import { promoterHandlers } from './promoters.ts';
import { refundHandlers } from './refunds.ts';
import { ticketHandlers } from './tickets.ts';
import { transactionHandlers } from './tickets-transactions.ts';

export type { HandlerContext, RegisteredHandler } from './define.ts';
export { StandinError } from './define.ts';

// Add a domain's handlers here; each is keyed by its catalogue key.
const ALL: readonly RegisteredHandler[] = [
  ...browseHandlers,
  ...accountHandlers,
  ...checkoutHandlers,
  ...ticketHandlers,
  ...transactionHandlers,
  ...refundHandlers,
  ...bankHandlers,
  ...affiliateHandlers,
  ...organiserEventHandlers,
  ...customerHandlers,
  ...eventSetupHandlers,
  ...eventEditingHandlers,
  ...eventManagementHandlers,
  ...campaignListHandlers,
  ...analyticsHandlers,
  ...campaignLaunchHandlers,
  ...organiserMoneyHandlers,
  ...organiserRefundHandlers,
  ...printingHandlers,
  ...marketingHandlers,
  ...modelHandlers,
  ...promoterHandlers,
  ...boosterHandlers,
];

function index(list: readonly RegisteredHandler[]): ReadonlyMap<string, RegisteredHandler> {
  const map = new Map<string, RegisteredHandler>();
  for (const entry of list) {
    if (map.has(entry.operation.key)) throw new Error(`Two stand-in handlers for ${entry.operation.key}`);
    map.set(entry.operation.key, entry);
  }
  return map;
}

export const handlers = index(ALL);

/** Catalogue keys the stand-in implements (docs/operations.md reads this). */
export function implementedOperations(): string[] {
  return [...handlers.keys()].sort();
}
