import { saDateTime } from '../clock.ts';
import type { StandinData } from '../model.ts';
import { seedAccounts } from '../model-accounts.ts';
import { creditSeededSales, emptyAffiliates } from '../model-affiliates.ts';
import { seedMoney } from '../model-money.ts';
import { emptyPrinting } from '../model-printing.ts';
import type { QrFacts } from '../sales/qr.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedEvents } from './events.ts';
import { seedBusinesses, seedPromoters } from './organisers.ts';
import { DEMO_CUSTOMER_ID, type SeedHash, seedCustomers, seedPartners } from './people.ts';
import { seedCategories, seedProvinces } from './provinces.ts';
import { seedSales } from './sales.ts';
import { seedTodayEvents } from './sales-events.ts';
import { seedTicketTypes } from './tickets.ts';

/** What only the stand-in can do (node:crypto): hash the seeded passwords and sign QR payloads. */
export interface SeedSecrets {
  hash: SeedHash;
  sign: (facts: QrFacts) => string;
}

/**
 * The one demo world, deterministic for a given clock: no randomness, dates relative to `now`.
 * The stand-in serves it (seed/index.ts), in Node and, for mock mode, in the browser
 * (msw/world.ts): one world, the same accounts, ids and names. Nothing here may import node:crypto.
 */
export function createWorld(now: Date, { hash, sign }: SeedSecrets): StandinData {
  const events = [...seedEvents(now), ...seedTodayEvents(now)];
  const customers = seedCustomers(now, hash);
  const ticketTypes = seedTicketTypes(events);
  const world: StandinData = {
    provinces: seedProvinces(),
    categories: seedCategories(),
    customers,
    businesses: seedBusinesses(now, hash),
    partners: seedPartners(now, hash),
    promoters: seedPromoters(now, hash),
    events,
    ticketTypes,
    favourites: [1, 7, 14, 21].map((eventId) => ({ customerId: DEMO_CUSTOMER_ID, eventId })),
    impressions: [],
    campaigns: seedCampaigns(events),
    campaignPayments: [],
    marketingUploads: [],
    marketingMessages: [],
    ...seedSales(now, { events, ticketTypes, customers, sign }),
    ...seedAccounts(),
    ...seedMoney(events, saDateTime(now, -60)),
    ...emptyPrinting(),
    ...emptyAffiliates(),
  };
  creditSeededSales(world);
  return world;
}
