/**
 * Every path of the SPA, spelled as the spec spells it (`/aboutsalesparnter`, `/acc_del`). The
 * route table, links, menus and redirects all take their paths from here, so a renamed screen is
 * one edit and a typo is a compile error.
 */
export const paths = {
  home: '/',
  // Browsing, rankings and the information pages.
  event: '/event/:eventId/tickets',
  explore: '/explore',
  category: '/category',
  categories: '/categories',
  // Not in the spec: the header search's results page (?q=…).
  search: '/search',
  national: '/national',
  provincial: '/provincial',
  regional: '/regional',
  fees: '/fees',
  budget: '/budget',
  about: '/about',
  aboutSalesPartner: '/aboutsalesparnter',
  terms: '/terms-conditions',
  ticketingPolicy: '/ticketing-policy',
  refundPolicy: '/refund-policy',
  privacyPolicy: '/privacy-policy',
  privacy: '/privacy',
  // Buying.
  buy: '/buy',
  checkout: '/checkout/:eventId/:token',
  success: '/success',
  cancelled: '/cancelled',
  eft: '/eft',
  successEft: '/successeft',
  verificationProcess: '/verification-process',
  // Accounts.
  login: '/login',
  // Promoters (boosters): the organiser's list and form, the promoter's login and screens. The
  // router matches paths case-insensitively, so /boosterdashboard serves /Boosterdashboard too.
  boosters: '/boosters',
  promotersList: '/promoters-list',
  addBooster: '/addbooster',
  editBooster: '/editbooster',
  promoterPicker: '/promoter',
  boosterLogin: '/boosterlogin',
  boosterDashboard: '/Boosterdashboard',
  boosterProfile: '/Boosterprofile',
  accountStatus: '/accountstatus',
  sellTickets: '/selltickets',
  eventDescription: '/eventdescription',
  customerPay: '/customerpay',
  logout: '/logout',
  loggedOut: '/logged-out',
  registration: '/registration',
  register: '/register',
  customerRegistration: '/customer-registration',
  organiserRegistration: '/organiser-registration',
  affiliateRegistration: '/affiliate-registration',
  partnerSignUp: '/partner',
  verification: '/verification',
  passwordRecovery: '/password',
  setPassword: '/set-password',
  accountDeletion: '/acc_del',
  profile: '/profile',
  editProfile: '/editprofile',
  changePassword: '/changepassword',
  feedback: '/feedback',
  // The customer's screens.
  customerDashboard: '/customerdashboard',
  likes: '/likes',
  tickets: '/tickets',
  previewTickets: '/previewtickets',
  zoom: '/zoom',
  ticketRefund: '/ticket-refund',
  transactions: '/transactions',
  transactionDetails: '/transactiondetails',
  transactionsView: '/transactions-view',
  bankDetails: '/b-details',
  editBankDetails: '/edit-b-details',
  // Organisers and affiliates (their screens beyond these come with the organiser work).
  dashboard: '/dashboard',
  myEvents: '/myevents',
  addEvent: '/addevent',
  editEvent: '/editevent',
  updateEventDetails: '/updateeventdetails',
  campaigns: '/campaigns',
  campaign: '/campaign',
  campaignSuccess: '/campaignsuccess',
  campaignCancelled: '/campaigncancelled',
  analytics: '/analytics',
  downloadTickets: '/downloadtickets',
  ticketDownload: '/ticketdownload',
  download: '/download',
  models: '/models',
  addModels: '/addmodels',
  modelProfile: '/modelprofile',
  vote: '/vote',
  customers: '/customers',
  customerProfile: '/customerprofile',
  marketing: '/do-marketing',
  sms: '/sms',
  uploadData: '/uploaddata',
  compose: '/marketing',
  smsCampaign: '/smscampaign',
  smsMarketingResponse: '/sms-marketing-response',
  smsMarketingCancel: '/smsmarketingcancel',
  affiliateHome: '/in',
  affiliateLink: '/affiliate-link',
  // The organiser's money after the sale (issue 14); /report is named by the spec only.
  payout: '/payout',
  viewRefundRequest: '/view-refund-request',
  report: '/report',
  partnerBankDetails: '/bdetails',
  recruits: '/recruits',
  myRecruits: '/my-recruits',
  wallet: '/wallet',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The `:name` segments of a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Record<string, string | undefined>;

type LinkOptions<P extends string> = [ParamNames<P>] extends [never]
  ? [options?: { query?: Query }]
  : [options: { params: Record<ParamNames<P>, string>; query?: Query }];

/** A link to one of `paths`, its `:params` filled (encoded) and the query appended if any. */
export function linkTo<P extends AppPath>(path: P, ...[options]: LinkOptions<P>): string {
  const params: Record<string, string> = options && 'params' in options ? options.params : {};
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options?.query ?? {})) {
    if (value !== undefined) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}
