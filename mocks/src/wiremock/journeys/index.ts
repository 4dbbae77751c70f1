import type { BffClient } from '../client.ts';
import { accountJourney } from './account.ts';
import { affiliatesJourney } from './affiliates.ts';
import { browseJourney } from './browse.ts';
import { campaignsJourney } from './campaigns.ts';
import { checkoutJourney } from './checkout.ts';
import { crawlJourney } from './crawl.ts';
import type { Journey, JourneyEnv } from './define.ts';
import { eventPagesJourney } from './event-pages.ts';
import { foundationJourney } from './foundation.ts';
import { marketingJourney } from './marketing.ts';
import { modelsJourney } from './models.ts';
import { organiserJourney } from './organiser.ts';
import { organiserMoneyJourney } from './organiser-money.ts';
import { printingJourney } from './printing.ts';
import { promotersJourney } from './promoters.ts';
import { ticketsJourney } from './tickets.ts';

/** Every recorded journey, one per domain (add yours on its own line). Each uses fresh user names. */
export const JOURNEYS: Journey[] = [
  foundationJourney,
  browseJourney,
  eventPagesJourney,
  checkoutJourney,
  ticketsJourney,
  accountJourney,
  organiserJourney,
  affiliatesJourney,
  crawlJourney,
  organiserMoneyJourney,
  printingJourney,
  modelsJourney,
  // Last: a launched campaign puts a draft on the public lists the crawl reads.
  campaignsJourney,
  marketingJourney,
  // After the campaigns: its sale changes event 1's stock, which the others read before.
  promotersJourney,
];

export async function driveTraffic(
  client: BffClient,
  log: (line: string) => void = () => {},
  env?: JourneyEnv,
): Promise<void> {
  for (const journey of JOURNEYS) await journey(client, log, env);
}
