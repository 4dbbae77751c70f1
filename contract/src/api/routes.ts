import type { HttpMethod } from './define.ts';

/** The method and path of one endpoint: all a client needs to call it. */
export interface Route {
  readonly method: HttpMethod;
  readonly path: string;
}

const table = <T extends Record<string, Route>>(t: T): T => t;

/**
 * The method and path of every BFF endpoint, by domain, with no zod. The endpoint definitions
 * beside this file spread these entries, so the two cannot drift; the web's client imports only
 * this table, so the home route does not carry the contract's schemas (DESIGN.md section 7).
 */
export const routes = {
  account: table({
    registerCustomer: { method: 'POST', path: '/api/registrations/customer' },
    registerOrganiser: { method: 'POST', path: '/api/registrations/organiser' },
    registerAffiliate: { method: 'POST', path: '/api/registrations/affiliate' },
    registerPartner: { method: 'POST', path: '/api/registrations/partner' },
    resendVerificationCode: { method: 'POST', path: '/api/registrations/code' },
    completeRegistration: { method: 'POST', path: '/api/registrations/verification' },
    startPasswordRecovery: { method: 'POST', path: '/api/password-recovery' },
    verifyResetCode: { method: 'POST', path: '/api/password-recovery/code' },
    saveNewPassword: { method: 'POST', path: '/api/password-recovery/password' },
    changePassword: { method: 'POST', path: '/api/password' },
    getProfile: { method: 'GET', path: '/api/profile' },
    updateProfile: { method: 'PUT', path: '/api/profile' },
    sendFeedback: { method: 'POST', path: '/api/feedback' },
    listLikes: { method: 'GET', path: '/api/likes' },
    requestAccountDeletion: { method: 'POST', path: '/api/account-deletion' },
    confirmAccountDeletion: { method: 'POST', path: '/api/account-deletion/confirmation' },
  }),
  browse: table({
    listProvinces: { method: 'GET', path: '/api/provinces' },
    listCategories: { method: 'GET', path: '/api/categories' },
    listEvents: { method: 'GET', path: '/api/events' },
    searchEvents: { method: 'GET', path: '/api/events/search' },
    getEvent: { method: 'GET', path: '/api/events/:eventId' },
    getEventLikes: { method: 'GET', path: '/api/events/:eventId/likes' },
    recordEventView: { method: 'POST', path: '/api/events/:eventId/views' },
    listRankings: { method: 'GET', path: '/api/rankings/:scope' },
    getAffiliateInvite: { method: 'GET', path: '/api/affiliate-invites/:affiliateId' },
  }),
  checkout: table({
    getAvailability: { method: 'GET', path: '/api/checkout/availability' },
    startPayment: { method: 'POST', path: '/api/purchases' },
    verifyPurchase: { method: 'POST', path: '/api/purchases/verification' },
    cancelPurchase: { method: 'POST', path: '/api/purchases/cancellation' },
    getBankTransfer: { method: 'GET', path: '/api/checkout/bank-transfer' },
    lookupBuyer: { method: 'POST', path: '/api/checkout/buyer-lookup' },
    submitBankTransfer: { method: 'POST', path: '/api/purchases/bank-transfer' },
    getPurchase: { method: 'GET', path: '/api/purchases/:paymentId' },
  }),
  session: table({
    getSession: { method: 'GET', path: '/api/session' },
    login: { method: 'POST', path: '/api/session' },
    logout: { method: 'DELETE', path: '/api/session' },
  }),
  tickets: table({
    listTickets: { method: 'GET', path: '/api/tickets' },
    listEventTickets: { method: 'GET', path: '/api/tickets/event/:eventId' },
    getTicket: { method: 'GET', path: '/api/tickets/event/:eventId/:ticketId' },
    listTransactions: { method: 'GET', path: '/api/transactions' },
    eventTransactions: { method: 'GET', path: '/api/transactions/event/:eventId' },
    resendTicket: { method: 'POST', path: '/api/transactions/:transactionId/resend' },
  }),
  refunds: table({
    getRefundTerms: { method: 'GET', path: '/api/events/:eventId/refund-terms' },
    getRefundQuote: { method: 'GET', path: '/api/refunds/:eventId/:ticketId' },
    requestRefund: { method: 'POST', path: '/api/refunds/:eventId/:ticketId' },
    cancelRefund: { method: 'DELETE', path: '/api/refunds/:eventId/:ticketId' },
  }),
  affiliates: table({
    getEarnings: { method: 'GET', path: '/api/affiliate/earnings' },
    listPayoutRequests: { method: 'GET', path: '/api/affiliate/payouts' },
    requestPayout: { method: 'POST', path: '/api/affiliate/payouts' },
    listLinkedEvents: { method: 'GET', path: '/api/affiliate/events' },
    getLink: { method: 'GET', path: '/api/affiliate/link' },
    saveAffiliateId: { method: 'POST', path: '/api/affiliate/link' },
    listRecruits: { method: 'GET', path: '/api/affiliate/recruits' },
    getRecruitCount: { method: 'GET', path: '/api/affiliate/recruit-count' },
    getRecruitWallet: { method: 'GET', path: '/api/affiliate/recruits/:recruitId/wallet' },
  }),
  bank: table({
    getBankDetails: { method: 'GET', path: '/api/bank-details' },
    saveBankDetails: { method: 'PUT', path: '/api/bank-details' },
  }),
  organiserEvents: table({
    getDashboardCounts: { method: 'GET', path: '/api/organiser/counts' },
    listOrganiserEvents: { method: 'GET', path: '/api/organiser/events' },
  }),
  customers: table({
    listCustomers: { method: 'GET', path: '/api/organiser/customers' },
  }),
  eventSetup: table({
    getTicketTiers: { method: 'GET', path: '/api/organiser/events/:eventId/tickets' },
    loadTickets: { method: 'POST', path: '/api/organiser/events/:eventId/tickets' },
    uploadPoster: { method: 'POST', path: '/api/organiser/events/:eventId/poster' },
  }),
  eventEditing: table({
    createEvent: { method: 'POST', path: '/api/organiser/events' },
    getEventDetails: { method: 'GET', path: '/api/organiser/events/:eventId/details' },
    updateEvent: { method: 'PUT', path: '/api/organiser/events/:eventId' },
    updateRefundSetting: { method: 'PUT', path: '/api/organiser/events/:eventId/refunds' },
  }),
  eventManagement: table({
    getEventOverview: { method: 'GET', path: '/api/organiser/events/:eventId' },
    toggleCampaign: { method: 'POST', path: '/api/organiser/events/:eventId/campaign/toggle' },
    postponeEvent: { method: 'POST', path: '/api/organiser/events/:eventId/postpone' },
    cancelEvent: { method: 'POST', path: '/api/organiser/events/:eventId/cancel' },
    deleteEvent: { method: 'DELETE', path: '/api/organiser/events/:eventId' },
  }),
  campaigns: table({
    listCampaigns: { method: 'GET', path: '/api/organiser/campaigns' },
    selectAllCampaigns: { method: 'PUT', path: '/api/organiser/campaigns/selection' },
    selectCampaign: { method: 'PUT', path: '/api/organiser/events/:eventId/campaign/selection' },
    toggleSelectedCampaigns: { method: 'POST', path: '/api/organiser/campaigns/selection/toggle' },
    listCampaignDevices: { method: 'GET', path: '/api/organiser/events/:eventId/campaign/devices' },
    listCampaignBuyers: { method: 'GET', path: '/api/organiser/events/:eventId/campaign/buyers' },
    markForTransfer: { method: 'POST', path: '/api/organiser/campaigns/:campaignId/transfer-mark' },
    listTransferTargets: { method: 'GET', path: '/api/organiser/campaigns/:campaignId/transfer-targets' },
    transferBalance: { method: 'POST', path: '/api/organiser/campaigns/:campaignId/transfer' },
  }),
  analytics: table({
    getEventAnalytics: { method: 'GET', path: '/api/organiser/events/:eventId/analytics' },
  }),
  printing: table({
    getPrintingPage: { method: 'GET', path: '/api/organiser/events/:eventId/printing' },
    prepareTickets: { method: 'POST', path: '/api/organiser/events/:eventId/printing/prepared' },
    getPrintRun: { method: 'GET', path: '/api/organiser/events/:eventId/printing/tickets' },
    allocateTickets: { method: 'POST', path: '/api/organiser/events/:eventId/printing/allocation' },
    markPrintCategory: {
      method: 'PUT',
      path: '/api/organiser/events/:eventId/printing/categories/:ticketId',
    },
    downloadPrintPdf: { method: 'GET', path: '/api/organiser/events/:eventId/printing/tickets.pdf' },
  }),
  promoters: table({
    listPromoters: { method: 'GET', path: '/api/organiser/promoters' },
    getPromoter: { method: 'GET', path: '/api/organiser/promoters/:promoterId' },
    addPromoter: { method: 'POST', path: '/api/organiser/promoters' },
    updatePromoter: { method: 'PUT', path: '/api/organiser/promoters/:promoterId' },
    setPromoterActivation: { method: 'PUT', path: '/api/organiser/promoters/:promoterId/activation' },
    deletePromoter: { method: 'DELETE', path: '/api/organiser/promoters/:promoterId' },
  }),
  booster: table({
    listMerchants: { method: 'GET', path: '/api/merchants' },
    boosterLogin: { method: 'POST', path: '/api/booster/session' },
    getBoosterAccount: { method: 'GET', path: '/api/booster/account' },
    listEventsToSell: { method: 'GET', path: '/api/booster/events' },
    getEventToSell: { method: 'GET', path: '/api/booster/events/:eventId' },
    checkTicketStock: { method: 'GET', path: '/api/booster/events/:eventId/tickets/:ticketId/stock' },
    sellTickets: { method: 'POST', path: '/api/booster/events/:eventId/tickets/:ticketId/sales' },
  }),
  campaignLaunch: table({
    getCampaignLaunch: { method: 'GET', path: '/api/organiser/events/:eventId/campaign' },
    saveCampaign: { method: 'PUT', path: '/api/organiser/events/:eventId/campaign' },
    startCampaignPayment: { method: 'POST', path: '/api/organiser/events/:eventId/campaign/payments' },
    applyCampaignCredit: { method: 'POST', path: '/api/organiser/events/:eventId/campaign/credit' },
    getCampaignPayment: {
      method: 'GET',
      path: '/api/organiser/events/:eventId/campaign/payments/:paymentId',
    },
    cancelCampaignPayment: {
      method: 'POST',
      path: '/api/organiser/events/:eventId/campaign/payments/:paymentId/cancellation',
    },
  }),
  organiserMoney: table({
    getPayout: { method: 'GET', path: '/api/organiser/events/:eventId/payout' },
    requestEventPayout: { method: 'POST', path: '/api/organiser/events/:eventId/payouts' },
    getRefundManagement: { method: 'GET', path: '/api/organiser/events/:eventId/refunds' },
    saveRefundRules: { method: 'PUT', path: '/api/organiser/events/:eventId/refund-rules' },
    decideRefundRequest: {
      method: 'POST',
      path: '/api/organiser/events/:eventId/refund-requests/:requestId/decision',
    },
    getSalesReport: { method: 'GET', path: '/api/organiser/events/:eventId/report' },
  }),
  downloads: table({
    exportCustomers: { method: 'GET', path: '/api/organiser/exports/customers.csv' },
    exportEventBuyers: { method: 'GET', path: '/api/organiser/events/:eventId/exports/buyers.csv' },
    exportEventTransactions: {
      method: 'GET',
      path: '/api/organiser/events/:eventId/exports/transactions.csv',
    },
    exportRefundRequests: {
      method: 'GET',
      path: '/api/organiser/events/:eventId/exports/refund-requests.csv',
    },
    downloadEventFlyer: { method: 'GET', path: '/api/organiser/events/:eventId/flyer.pdf' },
  }),
  marketing: table({
    getAudiences: { method: 'GET', path: '/api/organiser/marketing/audiences' },
    uploadRecipients: { method: 'POST', path: '/api/organiser/marketing/recipients' },
    createMessage: { method: 'POST', path: '/api/organiser/marketing/messages' },
    getMessage: { method: 'GET', path: '/api/organiser/marketing/messages/:textId' },
    startSmsPayment: { method: 'POST', path: '/api/organiser/marketing/messages/:textId/payment' },
  }),
  models: table({
    listModels: { method: 'GET', path: '/api/organiser/events/:eventId/models' },
    savePoints: { method: 'PUT', path: '/api/organiser/events/:eventId/points' },
    addModel: { method: 'POST', path: '/api/organiser/events/:eventId/models' },
    getModel: { method: 'GET', path: '/api/organiser/models/:modelId' },
    editModel: { method: 'POST', path: '/api/organiser/models/:modelId' },
    listPublicModels: { method: 'GET', path: '/api/models' },
    getPublicModel: { method: 'GET', path: '/api/models/:modelId' },
    castFreeVote: { method: 'POST', path: '/api/models/:modelId/votes' },
    startVotePayment: { method: 'POST', path: '/api/models/:modelId/vote-payments' },
  }),
};
