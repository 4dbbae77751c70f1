import type { StandinData } from '../model.ts';
import { seedAccounts } from '../model-accounts.ts';
import { seedEvents } from './events.ts';
import { seedBusinesses, seedPromoters } from './organisers.ts';
import { DEMO_CUSTOMER_ID, seedCustomers, seedPartners } from './people.ts';
import { seedCategories, seedProvinces } from './provinces.ts';
import { seedSales } from './sales.ts';
import { seedTodayEvents } from './sales-events.ts';
import { seedTicketTypes } from './tickets.ts';

export { DEMO_PROMOTER_ID } from './organisers.ts';
export { DEMO_BUSINESS_ID, DEMO_CUSTOMER_ID, DEMO_PARTNER_ID } from './people.ts';
export { SOLD_OUT_EVENT_ID } from './tickets.ts';

/** The whole seed, deterministic for a given clock: no randomness, dates relative to `now`. */
export function createSeed(now: Date): StandinData {
  const events = [...seedEvents(now), ...seedTodayEvents(now)];
  const customers = seedCustomers(now);
  const ticketTypes = seedTicketTypes(events);
  return {
    provinces: seedProvinces(),
    categories: seedCategories(),
    customers,
    businesses: seedBusinesses(now),
    partners: seedPartners(now),
    promoters: seedPromoters(now),
    events,
    ticketTypes,
    favourites: [1, 7, 14, 21].map((eventId) => ({ customerId: DEMO_CUSTOMER_ID, eventId })),
    impressions: [],
    ...seedSales(now, { events, ticketTypes, customers }),
    ...seedAccounts(),
  };
}
