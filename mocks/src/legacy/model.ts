import type { AccountsData } from './model-accounts.ts';
import type { AffiliatesData } from './model-affiliates.ts';
import type { CampaignsData } from './model-campaigns.ts';
import type { MarketingData } from './model-marketing.ts';
import type { MoneyData } from './model-money.ts';
import type { PrintingData } from './model-printing.ts';
import type { SalesData } from './model-sales.ts';

// The stand-in's in-memory records. Money is integer cents; the handlers format rand strings at
// the edge, the way the legacy's MySQL rows arrive.

export type AccountKind = 'customer' | 'business' | 'partner';

interface Person {
  readonly id: number;
  email: string;
  phone: string;
  /** scrypt hash, see passwords.ts. */
  passwordHash: string;
  registeredAt: string;
}

export interface Customer extends Person {
  firstName: string;
  lastName: string;
}

export interface Business extends Person {
  name: string;
  contactName: string;
  address: string;
  /** The partner (affiliate) who recruited this organiser, if any. */
  recruitedBy: number | null;
}

export interface Partner extends Person {
  name: string;
  affiliateId: string;
  partnerType: 'individual' | 'organisation';
}

/** A booster: sells tickets on behalf of one organiser. */
export interface Promoter extends Person {
  businessId: number;
  firstName: string;
  lastName: string;
  creditCents: number;
  active: boolean;
}

export type EventState = 'active' | 'postponed' | 'cancelled';

export interface EventRecord {
  readonly id: number;
  businessId: number;
  name: string;
  category: string;
  province: string;
  venue: string;
  description: string;
  theme: string;
  /** YYYY-MM-DD */
  day: string;
  finishDay: string;
  startTime: string;
  finishTime: string;
  /** File name under /posters/{businessid}/{eventid}/; '' when none was uploaded. */
  poster: string;
  budgetCents: number;
  balanceCents: number;
  sponsored: boolean;
  campaignStatus: 'running' | 'stop';
  state: EventState;
  postponedAt: string | null;
  cancelledAt: string | null;
  likes: number;
  clicks: number;
  createdAt: string;

  // --- Create and edit (issue 10, /addevent, /updateeventdetails). Optional: the seed sets none,
  // and the handlers default them. The refund setting itself is in SalesData.refundSettings. ---
  /** The organiser name shown for this event (customOrganiserName); absent: the business's name. */
  organiserName?: string;
  /** Estimated attendees; absent: none given. */
  expected?: number;
  /** When the event was deleted; absent or null while it exists. The lifecycle's soft delete: its page still says so. */
  deletedAt?: string | null;
  // --- end of create and edit ---
  /** When the organiser paused the campaign (issue 11, /campaigns); a paused event leaves the public lists. */
  pausedAt?: string | null;
}

/** Cancelled, deleted and paused events are not listed to the public. */
export const isPubliclyListed = (event: EventRecord): boolean =>
  event.state !== 'cancelled' && !event.deletedAt && !event.pausedAt;

/** Sets whether the event's campaign runs; a paused one is hidden from the public lists. */
export function setCampaignRunning(event: EventRecord, running: boolean, at: string): void {
  event.campaignStatus = running ? 'running' : 'stop';
  event.pausedAt = running ? null : at;
}

export type Tier = 'vvip' | 'vip' | 'general';

export interface TicketTypeRecord {
  readonly id: number;
  eventId: number;
  ref: string;
  tier: Tier;
  priceCents: number;
  kidsPriceCents: number;
  /** Remaining stock. */
  adultsAvailable: number;
  kidsAvailable: number;
  adultsSold: number;
  kidsSold: number;
}

export interface Province {
  readonly id: number;
  readonly name: string;
}

/** Everything the seed creates and handlers change. `POST /__standin/reset` rebuilds it. */
export interface StandinData
  extends SalesData,
    AccountsData,
    CampaignsData,
    PrintingData,
    MarketingData,
    AffiliatesData,
    MoneyData {
  provinces: Province[];
  categories: string[];
  customers: Customer[];
  businesses: Business[];
  partners: Partner[];
  promoters: Promoter[];
  events: EventRecord[];
  ticketTypes: TicketTypeRecord[];
  /** Customers' favourite events. */
  favourites: { customerId: number; eventId: number }[];
  /** Event page views logged by INSERTIMPRESSION, oldest first. */
  impressions: ImpressionRecord[];
}

export interface ImpressionRecord {
  eventId: number;
  /** The event's organiser, as the caller sent it. */
  businessId: number;
  clientId: string;
  device: string;
  browser: string;
  at: string;
}
