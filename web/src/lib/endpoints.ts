import type { accountApi } from '@tix/contract/api/account';
import type { bankApi } from '@tix/contract/api/bank';
import type { browseApi } from '@tix/contract/api/browse';
import type { checkoutApi } from '@tix/contract/api/checkout';
import type { Endpoint } from '@tix/contract/api/define';
import type { refundsApi } from '@tix/contract/api/refunds';
import type { sessionApi } from '@tix/contract/api/session';
import type { ticketsApi } from '@tix/contract/api/tickets';

type AccountApi = typeof accountApi;
type Browse = typeof browseApi;
type SessionApi = typeof sessionApi;
type Checkout = typeof checkoutApi;
type Tickets = typeof ticketsApi;
type Refunds = typeof refundsApi;
type Bank = typeof bankApi;

/**
 * The method and path of an endpoint, typed as the contract's endpoint. The contract's endpoint
 * objects carry zod schemas; importing them would put zod on every route, and `call()` only reads
 * method and path. `endpoints.test.ts` checks each one against the contract, so they cannot drift.
 */
function ref<E extends Endpoint>(method: E['method'], path: string): E {
  return { method, path } as Endpoint as E;
}

export const endpoints = {
  registerCustomer: ref<AccountApi['registerCustomer']>('POST', '/api/registrations/customer'),
  registerOrganiser: ref<AccountApi['registerOrganiser']>('POST', '/api/registrations/organiser'),
  registerAffiliate: ref<AccountApi['registerAffiliate']>('POST', '/api/registrations/affiliate'),
  registerPartner: ref<AccountApi['registerPartner']>('POST', '/api/registrations/partner'),
  resendVerificationCode: ref<AccountApi['resendVerificationCode']>('POST', '/api/registrations/code'),
  completeRegistration: ref<AccountApi['completeRegistration']>('POST', '/api/registrations/verification'),
  startPasswordRecovery: ref<AccountApi['startPasswordRecovery']>('POST', '/api/password-recovery'),
  verifyResetCode: ref<AccountApi['verifyResetCode']>('POST', '/api/password-recovery/code'),
  saveNewPassword: ref<AccountApi['saveNewPassword']>('POST', '/api/password-recovery/password'),
  changePassword: ref<AccountApi['changePassword']>('POST', '/api/password'),
  getProfile: ref<AccountApi['getProfile']>('GET', '/api/profile'),
  updateProfile: ref<AccountApi['updateProfile']>('PUT', '/api/profile'),
  sendFeedback: ref<AccountApi['sendFeedback']>('POST', '/api/feedback'),
  listLikes: ref<AccountApi['listLikes']>('GET', '/api/likes'),
  requestAccountDeletion: ref<AccountApi['requestAccountDeletion']>('POST', '/api/account-deletion'),
  confirmAccountDeletion: ref<AccountApi['confirmAccountDeletion']>(
    'POST',
    '/api/account-deletion/confirmation',
  ),
  getAvailability: ref<Checkout['getAvailability']>('GET', '/api/checkout/availability'),
  startPayment: ref<Checkout['startPayment']>('POST', '/api/purchases'),
  verifyPurchase: ref<Checkout['verifyPurchase']>('POST', '/api/purchases/verification'),
  cancelPurchase: ref<Checkout['cancelPurchase']>('POST', '/api/purchases/cancellation'),
  getBankTransfer: ref<Checkout['getBankTransfer']>('GET', '/api/checkout/bank-transfer'),
  lookupBuyer: ref<Checkout['lookupBuyer']>('POST', '/api/checkout/buyer-lookup'),
  submitBankTransfer: ref<Checkout['submitBankTransfer']>('POST', '/api/purchases/bank-transfer'),
  listProvinces: ref<Browse['listProvinces']>('GET', '/api/provinces'),
  listCategories: ref<Browse['listCategories']>('GET', '/api/categories'),
  listEvents: ref<Browse['listEvents']>('GET', '/api/events'),
  searchEvents: ref<Browse['searchEvents']>('GET', '/api/events/search'),
  getEvent: ref<Browse['getEvent']>('GET', '/api/events/:eventId'),
  getEventLikes: ref<Browse['getEventLikes']>('GET', '/api/events/:eventId/likes'),
  recordEventView: ref<Browse['recordEventView']>('POST', '/api/events/:eventId/views'),
  listRankings: ref<Browse['listRankings']>('GET', '/api/rankings/:scope'),
  getAffiliateInvite: ref<Browse['getAffiliateInvite']>('GET', '/api/affiliate-invites/:affiliateId'),
  getSession: ref<SessionApi['getSession']>('GET', '/api/session'),
  login: ref<SessionApi['login']>('POST', '/api/session'),
  logout: ref<SessionApi['logout']>('DELETE', '/api/session'),
  listTickets: ref<Tickets['listTickets']>('GET', '/api/tickets'),
  listEventTickets: ref<Tickets['listEventTickets']>('GET', '/api/tickets/event/:eventId'),
  getTicket: ref<Tickets['getTicket']>('GET', '/api/tickets/event/:eventId/:ticketId'),
  listTransactions: ref<Tickets['listTransactions']>('GET', '/api/transactions'),
  eventTransactions: ref<Tickets['eventTransactions']>('GET', '/api/transactions/event/:eventId'),
  resendTicket: ref<Tickets['resendTicket']>('POST', '/api/transactions/:transactionId/resend'),
  getRefundQuote: ref<Refunds['getRefundQuote']>('GET', '/api/refunds/:eventId/:ticketId'),
  requestRefund: ref<Refunds['requestRefund']>('POST', '/api/refunds/:eventId/:ticketId'),
  cancelRefund: ref<Refunds['cancelRefund']>('DELETE', '/api/refunds/:eventId/:ticketId'),
  getBankDetails: ref<Bank['getBankDetails']>('GET', '/api/bank-details'),
  saveBankDetails: ref<Bank['saveBankDetails']>('PUT', '/api/bank-details'),
};
