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
import { uncalledJourney } from './uncalled.ts';

/**
 * Every recorded journey, one per domain (add yours on its own line, before the reads at the end).
 * Each uses fresh user names; sessions replay by account, whatever the name.
 */
export const JOURNEYS: Journey[] = [
  foundationJourney,
  browseJourney,
  checkoutJourney,
  ticketsJourney,
  accountJourney,
  organiserJourney,
  affiliatesJourney,
  organiserMoneyJourney,
  printingJourney,
  modelsJourney,
  // Last: a launched campaign puts a draft on the public lists the crawl reads.
  campaignsJourney,
  marketingJourney,
  // After the campaigns: its sale changes event 1's stock, which the others read before.
  promotersJourney,
  // The operations no other journey reaches (a campaign toggled, a promoter deleted, calls no
  // endpoint makes), after the promoters' so their new promoter keeps its id.
  uncalledJourney,
  // The reads last, in the state the writes left (the newest answer of a request is the one
  // replayed): every event of the home page (a launched campaign put its draft there) and every
  // screen's reads per role. record.ts then walks the SPA in Chromium.
  eventPagesJourney,
  crawlJourney,
];

export async function driveTraffic(
  client: BffClient,
  log: (line: string) => void = () => {},
  env?: JourneyEnv,
): Promise<void> {
  for (const journey of JOURNEYS) await journey(client, log, env);
}
