import { paths } from '../../web/src/lib/paths.ts';

// Every route of the spec (web/src/lib/paths.ts spells them), per role, as an address that opens
// with content for the README's demo logins on the seeded world. The same list is walked on the
// stand-in, in mock mode (MSW in the browser) and on QA replay (WireMock), so a screen that works
// in one world and not another shows up by name. Ids are the seed's (mocks/src/legacy/seed/).

export type Role = 'guest' | 'customer' | 'organiser' | 'affiliate' | 'booster';

export interface WalkRoute {
  /** The spec path (a key of `paths`), for the failure message and the coverage test. */
  path: string;
  /** What to open. */
  url: string;
}

/** The demo organiser's event with sales, tickets, a campaign and promoters' sales. */
export const WALK_EVENT = '1';
/** The demo customer's ticket (valid, refundable) and its event. */
export const WALK_TICKET = { eventId: '28', ticket: '80009' };
/** The event of the seeded models and paid voting. */
export const WALK_MODEL_EVENT = '4';
export const WALK_ORGANISER = '201';
export const WALK_RECRUIT = '202';

const r = (path: keyof typeof paths, url: string = paths[path]): WalkRoute => ({ path: paths[path], url });
const ev = `eventid=${WALK_EVENT}`;

export const WALK: Record<Role, WalkRoute[]> = {
  guest: [
    r('home'),
    r('event', `/event/${WALK_EVENT}/tickets`),
    r('explore', '/explore?province=gauteng'),
    r('category', '/category?category=music+concert'),
    r('categories'),
    r('search', '/search?q=jazz'),
    r('national'),
    r('provincial'),
    r('regional'),
    r('fees'),
    r('budget'),
    r('about'),
    r('aboutSalesPartner'),
    r('terms'),
    r('ticketingPolicy'),
    r('refundPolicy'),
    r('privacyPolicy'),
    r('privacy'),
    r('login'),
    r('registration'),
    r('register'),
    r('customerRegistration'),
    r('organiserRegistration'),
    r('affiliateRegistration'),
    r('partnerSignUp'),
    r('passwordRecovery'),
    r('loggedOut'),
    r('promoterPicker'),
    r('boosterLogin', `/boosterlogin?businessid=${WALK_ORGANISER}`),
    r('models', `/models?org_uid=${WALK_ORGANISER}&e_uid=${WALK_MODEL_EVENT}`),
    r('cancelled'),
  ],
  customer: [
    r('customerDashboard'),
    r('buy', `/buy?eventid=${WALK_EVENT}`),
    r('tickets'),
    r('previewTickets', `/previewtickets?eventid=${WALK_TICKET.eventId}`),
    r('zoom', `/zoom?eventid=${WALK_TICKET.eventId}&ticket=${WALK_TICKET.ticket}`),
    r('ticketRefund', `/ticket-refund?eventid=${WALK_TICKET.eventId}&ticket=${WALK_TICKET.ticket}`),
    r('transactions'),
    r('transactionsView'),
    r('transactionDetails', '/transactiondetails?id=TIX60013SEED12'),
    r('likes'),
    r('profile'),
    r('editProfile'),
    r('changePassword'),
    r('feedback'),
    r('bankDetails'),
    r('editBankDetails'),
    r('accountDeletion'),
  ],
  organiser: [
    r('dashboard'),
    r('myEvents'),
    r('addEvent'),
    r('editEvent', `/editevent?${ev}`),
    r('updateEventDetails', `/updateeventdetails?${ev}`),
    r('campaigns'),
    r('campaign', `/campaign?${ev}`),
    r('analytics', `/analytics?${ev}`),
    r('downloadTickets', `/downloadtickets?${ev}`),
    r('ticketDownload', `/ticketdownload?${ev}`),
    r('models', `/models?eventid=${WALK_MODEL_EVENT}`),
    r('addModels', `/addmodels?eventid=${WALK_MODEL_EVENT}`),
    r('customers'),
    r('marketing'),
    r('sms'),
    r('uploadData', '/uploaddata?type=sms'),
    r('compose', '/marketing?alias=all&type=sms'),
    r('boosters'),
    r('promotersList'),
    r('addBooster'),
    r('transactionsView', `/transactions-view?q_id=${WALK_EVENT}`),
    r('payout', `/payout?${ev}`),
    r('viewRefundRequest', `/view-refund-request?${ev}`),
    r('report', `/report?${ev}`),
    r('profile'),
    r('bankDetails'),
    r('feedback'),
    r('budget'),
  ],
  affiliate: [
    r('affiliateHome'),
    r('affiliateLink'),
    r('recruits'),
    r('myRecruits'),
    r('wallet', `/wallet?recruitid=${WALK_RECRUIT}`),
    r('partnerBankDetails'),
    r('profile'),
    r('feedback'),
  ],
  booster: [
    r('boosterDashboard'),
    r('boosterProfile'),
    r('accountStatus'),
    r('sellTickets'),
    r('eventDescription', `/eventdescription?${ev}`),
  ],
};
