import { legacy, normaliseAudienceCount } from '@tix/contract';

// How `npm run legacy:check` calls each read-only operation of the catalogue: as which test
// account, with which parameters, and what it learns from the answer for the calls after it (an
// event id from EVENTS, the organiser's own event from MYEVENTS, a held ticket from the
// customer's tickets). Identity parameters (customerid, businessid, ...) are not listed here: they
// are filled from the account's login, as the BFF fills them from its session. The parameters are
// the ones the BFF sends (bff/src/routes, bff/src/domain); `asPublic` marks the reads the BFF makes
// with `publicRead` (no cookie, no identity). A test checks that every read-only operation of the
// catalogue has a probe here.

export type Role = 'public' | 'customer' | 'business' | 'partner' | 'promoter';

/** What earlier answers taught the check. */
export interface Known {
  eventId?: string;
  /** A listed event's poster, as the pages would ask for it (posters-and-views.ts). */
  poster?: { businessId: string; eventId: string; file: string };
  ticketId?: string;
  ownEventId?: string;
  /** Every event of the business account (MYEVENTS), in its order: where a model may be found. */
  ownEventIds?: string[];
  held?: { eventId: string; ticketId?: string; ticketNumber?: string; paymentId?: string };
  campaignId?: string;
  modelId?: string;
  /** The organiser's existing audience (GET-AUDIENCE-COUNT). */
  audience?: number;
  /** A marketing message of the business account (--text-id, or the draft --writes saves). */
  textId?: string;
  affiliateId?: string;
  /** Account ids from the logins, by role. */
  accounts: Partial<Record<Role, string>>;
}

export interface Probe {
  readonly role: Role;
  /** The parameters, or why the call cannot be made (printed as `skipped`). */
  readonly params?: (k: Known) => Record<string, string> | string;
  /** Learns ids from a valid answer. */
  readonly learn?: (answer: unknown, k: Known) => void;
  /** Why the check never calls it. */
  readonly never?: string;
  /** Sent as the BFF's public reads are: no cookie, no identity. */
  readonly asPublic?: true;
  /** The id parameters of a read by id: the check also asks for an id the service cannot know. */
  readonly byId?: readonly string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The rows of an answer: a list, or the first list found one level down (`{events: [...]}`). */
export function rowsOf(answer: unknown): Record<string, unknown>[] {
  if (Array.isArray(answer)) return answer.filter(isRecord);
  if (isRecord(answer)) {
    for (const value of Object.values(answer)) if (Array.isArray(value)) return value.filter(isRecord);
  }
  return [];
}

/** The first non-empty value of one of `names` in a row. */
const pick = (row: Record<string, unknown> | undefined, ...names: string[]): string | undefined => {
  for (const name of names) {
    const v = row?.[name];
    if ((typeof v === 'string' && v !== '') || typeof v === 'number') return String(v);
  }
  return undefined;
};

const need = (what: string) => `needs ${what}`;
const publicEvent = (k: Known) => k.eventId ?? need('an event (EVENTS returned none)');
const ownEvent =
  (extra: Record<string, string> = {}, name = 'eventid') =>
  (k: Known) =>
    k.ownEventId ? { [name]: k.ownEventId, ...extra } : need('an event of the business account (MYEVENTS)');
const heldEvent = (name: string) => (k: Known) =>
  k.held ? { [name]: k.held.eventId } : need('a ticket held by the customer account');
const none = () => ({});
const SEARCH = 'a';

export const PROBES: Readonly<Record<string, Probe>> = {
  // Browse (no login).
  PROVINCES: { role: 'public', asPublic: true, params: none },
  // The BFF passes the page's limit, empty when it has none.
  EVENTCATEGORY: { role: 'public', asPublic: true, params: () => ({ limit: '' }) },
  EVENTS: {
    role: 'public',
    asPublic: true,
    params: none,
    // A running event if there is one: its page is where a buyer meets the sellability rule.
    learn: (answer, k) => {
      const events = rowsOf(answer);
      const running = events.find(
        (e) => pick(e, 'campaignStatus', 'campaignstatus')?.toLowerCase() === 'running',
      );
      k.eventId = pick(running ?? events[0], 'eventid', 'event_id', 'id');
      for (const e of events) {
        const [businessId, eventId, file] = [pick(e, 'businessid'), pick(e, 'eventid'), pick(e, 'poster')];
        if (businessId && eventId && file && !/^https?:/i.test(file)) {
          k.poster = { businessId, eventId, file };
          break;
        }
      }
    },
  },
  // A visitor's search: no session, so no cookie and no identity.
  SEARCHEVENTS: { role: 'public', asPublic: true, params: () => ({ search: SEARCH }) },
  // No customerid: the BFF's event page is one public read for everyone.
  'FETCH-EVENT-DETAILS': {
    role: 'public',
    asPublic: true,
    byId: ['eventid'],
    params: (k) => (k.eventId ? { eventid: k.eventId } : publicEvent(k)),
  },
  TICKETS: {
    role: 'public',
    asPublic: true,
    byId: ['eventid'],
    params: (k) => (k.eventId ? { eventid: k.eventId } : publicEvent(k)),
    learn: (answer, k) => {
      k.ticketId = pick(rowsOf(answer)[0], 'ticketid', 'ticket_id');
    },
  },
  GETNUMBEROFLIKES: {
    role: 'public',
    asPublic: true,
    byId: ['eventid'],
    params: (k) => (k.eventId ? { eventid: k.eventId } : publicEvent(k)),
  },
  CHECKAVAILABLETICKETS: {
    role: 'public',
    asPublic: true,
    byId: ['eventid', 'ticketid'],
    params: (k) =>
      k.eventId && k.ticketId
        ? { eventid: k.eventId, ticketid: k.ticketId }
        : need('a ticket type (TICKETS)'),
  },
  'api/select/ranking/national': { role: 'public', asPublic: true, params: none },
  'api/select/ranking/provincial': { role: 'public', asPublic: true, params: none },
  'api/select/ranking/regional': { role: 'public', asPublic: true, params: none },
  'MERCHANTS:GETMERCHANTS': { role: 'public', asPublic: true, params: none },
  'MERCHANTS:SEARCHMERCHANTS': { role: 'public', asPublic: true, params: () => ({ search: SEARCH }) },

  // The customer.
  ACCOUNTTYPE: { role: 'customer', params: none },
  'ACCOUNT-DETAILS': { role: 'customer', params: none },
  CUSTOMERDETAILS: { role: 'customer', params: none },
  'LIKES:GETLIKES': { role: 'customer', params: none },
  'api/select/payment/method': {
    role: 'customer',
    params: (k) =>
      k.eventId && k.ticketId
        ? { eventid: k.eventId, ticketid: k.ticketId }
        : need('a ticket type (TICKETS)'),
  },
  'CUSTOMERTICKETS:GETTICKETS': {
    role: 'customer',
    params: none,
    learn: (answer, k) => {
      const row = rowsOf(answer).find((r) => pick(r, 'eventid', 'event_id'));
      const eventId = pick(row, 'eventid', 'event_id');
      if (!eventId) return;
      k.held = {
        eventId,
        ticketId: pick(row, 'ticketid', 'ticket_id'),
        ticketNumber: pick(row, 'ticket_number', 'ticketnumber'),
        paymentId: pick(row, 'm_payment_id'),
      };
    },
  },
  'CUSTOMERTICKETS:SEARCHTICKETS': { role: 'customer', params: () => ({ search: SEARCH }) },
  PREVIEWTICKETS: { role: 'customer', params: heldEvent('eventid') },
  'ZOOM-IN-TICKET': {
    role: 'customer',
    params: (k) =>
      k.held?.ticketNumber
        ? { eventid: k.held.eventId, ticket_number: k.held.ticketNumber }
        : need('a ticket number held by the customer account'),
  },
  'CALCULATE-REFUND': {
    role: 'customer',
    params: (k) =>
      k.held?.ticketNumber && k.held.ticketId && k.held.paymentId
        ? {
            event_id: k.held.eventId,
            ticket_id: k.held.ticketId,
            ticket_number: k.held.ticketNumber,
            m_payment_id: k.held.paymentId,
          }
        : need('a paid ticket held by the customer account'),
  },
  // The refund terms are public reads (bff/src/domain/refund-terms.ts).
  'GET-REFUND-GOVERNANCE-RULES': {
    role: 'public',
    asPublic: true,
    byId: ['eventid'],
    params: (k) => (k.eventId ? { eventid: k.eventId } : publicEvent(k)),
  },
  'TRANSACTIONS:GETTRANSACTIONS': { role: 'customer', params: none },
  'TRANSACTION-AMOUNTS': { role: 'customer', params: heldEvent('event_id') },
  'TRANSACTIONS-LIST': { role: 'customer', params: heldEvent('event_id') },

  // The organiser (business).
  BUSINESSDETAILS: { role: 'business', params: none },
  'FETCH-EVENT-COUNTS': { role: 'business', params: none },
  'EVENT-LIST': { role: 'business', params: none },
  // The organiser's full list, as bff/src/domain/organiser-event-list.ts asks it first.
  MYEVENTS: {
    role: 'business',
    params: () => ({ accounttype: 'business' }),
    learn: (answer, k) => {
      const ids = rowsOf(answer).map((row) => pick(row, 'eventid', 'event_id', 'id'));
      k.ownEventIds = ids.filter((id) => id !== undefined);
      k.ownEventId = ids[0];
    },
  },
  EVENTTYPE: { role: 'business', params: ownEvent() },
  CHECKIFEVENTDELETED: { role: 'business', params: ownEvent() },
  CHECKTICKETS: { role: 'business', params: ownEvent() },
  EVENTSALESDATA: { role: 'business', params: ownEvent() },
  GETVVIPDETAILS: { role: 'business', params: ownEvent() },
  GETVIPDETAILS: { role: 'business', params: ownEvent() },
  GETGENDETAILS: { role: 'business', params: ownEvent() },
  'GET-PRIVATE-EVENT-DETAILS': { role: 'business', params: ownEvent() },
  CAMPAIGNSTATSUSS: { role: 'business', params: none },
  'GET-CAMPAIGN-STATUS': { role: 'business', params: ownEvent() },
  CHECKCAMPAIGN: { role: 'business', params: ownEvent() },
  'ESTIMATED-BUDGET': { role: 'business', params: ownEvent({}, 'event_id') },
  CAMPAIGNESTIMATE: { role: 'business', params: ownEvent() },
  CAMPAIGNS: {
    role: 'business',
    params: none,
    learn: (answer, k) => {
      k.campaignId = pick(rowsOf(answer)[0], 'campaignid', 'campaign_id');
    },
  },
  GETSELECTCAMPAIGNS: { role: 'business', params: none },
  ALLSELECTCAMPAIGNS: { role: 'business', params: none },
  UPDATETRANSFERCHECK: {
    role: 'business',
    params: (k) => (k.campaignId ? { campaignid: k.campaignId } : need('a campaign (CAMPAIGNS)')),
  },
  PLATFORMS: { role: 'business', params: ownEvent() },
  '{product}DATABASE': { role: 'business', params: none },
  // The audience an SMS draft is saved for (seek.ts), as the BFF reads it before saving one.
  'GET-AUDIENCE-COUNT': {
    role: 'business',
    params: none,
    learn: (answer, k) => {
      const checked = legacy.GET_AUDIENCE_COUNT.response.safeParse(answer);
      k.audience = checked.success ? normaliseAudienceCount(checked.data) : undefined;
    },
  },
  // No read lists the messages: the product reads a message's id from EMAIL-MARKETING's answer
  // (seek.ts, with --writes) or the operator names one (--text-id).
  'GET-TEXT-MESSAGES': {
    role: 'business',
    params: (k) =>
      k.textId
        ? { textid: k.textId }
        : need('a marketing message id: pass --text-id, or --writes to save an SMS draft'),
  },
  NUMBEROFCLIENTELE: { role: 'business', params: none },
  'CLIENTELE:GETCLIENTELE': { role: 'business', params: () => ({ accounttype: 'business' }) },
  'CLIENTELE:SEARCHCLIENTELE': {
    role: 'business',
    params: () => ({ accounttype: 'business', search: SEARCH }),
  },
  NUMBEROFBOOSTERDEACTIVATEDS: { role: 'business', params: none },
  'PROMOTERS:GETPROMOTERS': { role: 'business', params: () => ({ accounttype: 'business' }) },
  'PROMOTERS:SEARCHPROMOTERS': {
    role: 'business',
    params: () => ({ accounttype: 'business', search: SEARCH }),
  },
  GETBUDGET: { role: 'business', params: ownEvent() },
  REPRINTABLETICKETS: { role: 'business', params: ownEvent() },
  PREPAREDOWNLOADS: { role: 'business', params: ownEvent() },
  TICKETSTATUS: { role: 'business', params: ownEvent() },
  PREPARETICKETS: { role: 'business', params: ownEvent() },
  TICKETREADYTODOWNLOAD: { role: 'business', params: ownEvent({ ticketLimit: '1', reprint: 'yes' }) },
  CONFIGURATIONDETAILS: { role: 'business', params: ownEvent() },
  MODELS: {
    role: 'business',
    params: ownEvent(),
    learn: (answer, k) => {
      k.modelId ??= pick(rowsOf(answer)[0], 'modelid', 'model_id', 'id');
    },
  },
  MODELDETAILS: {
    role: 'business',
    params: (k) => (k.modelId ? { modelid: k.modelId } : need('a model of the business account (MODELS)')),
  },
  GETPOINTS: {
    role: 'business',
    params: (k) =>
      k.ownEventId && k.accounts.business
        ? { eventid: k.ownEventId, businessid: k.accounts.business }
        : need('an event of the business account (MYEVENTS)'),
  },
  GETSALESDATAGENERAL: { role: 'business', params: ownEvent() },
  GETSALESDATAVIP: { role: 'business', params: ownEvent() },
  GETSALESDATAVVIP: { role: 'business', params: ownEvent() },
  GETTOTALSALES: { role: 'business', params: ownEvent() },
  GETTOTALSOLD: { role: 'business', params: ownEvent() },
  FINANCIALS: { role: 'business', params: ownEvent() },
  BREAKDOWNSALES: { role: 'business', params: ownEvent({}, 'event_id') },
  PAYOUTSUMMARY: { role: 'business', params: ownEvent({}, 'event_id') },
  GET_REFUND_RULES: {
    role: 'public',
    asPublic: true,
    byId: ['event_id'],
    params: (k) => (k.eventId ? { event_id: k.eventId } : publicEvent(k)),
  },
  'GET-REFUND-REQUESTS': { role: 'business', params: ownEvent({}, 'event_id') },
  RETRIEVEBANKDETAILS: { role: 'business', params: none },

  // The affiliate partner.
  PARTNERDETAILS: {
    role: 'partner',
    params: none,
    learn: (answer, k) => {
      k.affiliateId = isRecord(answer) ? pick(answer, 'affiliateid') : undefined;
    },
  },
  AFFILIATEDETAILS: {
    role: 'public',
    asPublic: true,
    byId: ['affiliateid'],
    params: (k) =>
      k.affiliateId ? { affiliateid: k.affiliateId } : need('an affiliate id (PARTNERDETAILS)'),
  },
  'RECRUITS:AFFILIATECOUNT': { role: 'partner', params: none },
  'PARTNER-PAYOUT-AMOUNT': { role: 'partner', params: none },
  // Despite its name, event_id carries the partner's id (contract/src/legacy/affiliate.ts).
  'PAYOUT-REQUEST-LIST': {
    role: 'partner',
    // The partner's own id, not a thing's: no unknown-id question.
    byId: [],
    params: (k) => (k.accounts.partner ? { event_id: k.accounts.partner } : need('the partner login')),
  },
  'RECRUITS-CAMPAIGNS': { role: 'partner', params: none },
  'RECRUITS:FETCHRECRUITS': { role: 'partner', params: () => ({ accounttype: 'partner' }) },
  'RECRUITS:SEARCHRECRUITS': { role: 'partner', params: () => ({ accounttype: 'partner', search: SEARCH }) },

  // The promoter (booster): its ids come from its login and the organisation it logged in under.
  REALTIMEBALANCE: { role: 'promoter', params: none },
  GETEVENTSTOSELL: { role: 'promoter', params: none },
};
