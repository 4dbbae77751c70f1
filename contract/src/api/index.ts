import { accountApi } from './account.ts';
import { affiliatesApi } from './affiliates.ts';
import { analyticsApi } from './analytics.ts';
import { bankApi } from './bank.ts';
import { boosterApi } from './booster.ts';
import { browseApi } from './browse.ts';
import { campaignLaunchApi } from './campaign-launch.ts';
import { campaignsApi } from './campaigns.ts';
import { checkoutApi } from './checkout.ts';
import { customersApi } from './customers.ts';
import type { Endpoint } from './define.ts';
import { downloadsApi } from './downloads.ts';
import { eventEditingApi } from './event-editing.ts';
import { eventManagementApi } from './event-management.ts';
import { eventSetupApi } from './event-setup.ts';
import { marketingApi } from './marketing.ts';
import { modelsApi } from './models.ts';
import { organiserEventsApi } from './organiser-events.ts';
import { organiserMoneyApi } from './organiser-money.ts';
import { printingApi } from './printing.ts';
import { promotersApi } from './promoters.ts';
import { refundsApi } from './refunds.ts';
import { sessionApi } from './session.ts';
import { ticketsApi } from './tickets.ts';

export * from './account.ts';
export * from './affiliates.ts';
export * from './analytics.ts';
export * from './bank.ts';
export * from './booster.ts';
export * from './browse.ts';
export * from './campaign-launch.ts';
export * from './campaigns.ts';
export * from './checkout.ts';
export * from './client.ts';
export * from './customers.ts';
export * from './define.ts';
export * from './downloads.ts';
export * from './event-editing.ts';
export * from './event-management.ts';
export * from './event-setup.ts';
export * from './marketing.ts';
export * from './models.ts';
export * from './organiser-events.ts';
export * from './organiser-money.ts';
export * from './printing.ts';
export * from './promoters.ts';
export * from './refunds.ts';
export * from './session.ts';
export * from './tickets.ts';

/** The whole BFF API, by domain. */
export const api = {
  account: accountApi,
  browse: browseApi,
  checkout: checkoutApi,
  session: sessionApi,
  tickets: ticketsApi,
  refunds: refundsApi,
  bank: bankApi,
  organiserEvents: organiserEventsApi,
  customers: customersApi,
  eventSetup: eventSetupApi,
  eventEditing: eventEditingApi,
  eventManagement: eventManagementApi,
  campaigns: campaignsApi,
  analytics: analyticsApi,
  campaignLaunch: campaignLaunchApi,
  organiserMoney: organiserMoneyApi,
  printing: printingApi,
  downloads: downloadsApi,
  marketing: marketingApi,
  affiliates: affiliatesApi,
  models: modelsApi,
  promoters: promotersApi,
  booster: boosterApi,
} as const;

export const endpointList: readonly Endpoint[] = Object.values(api).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);
