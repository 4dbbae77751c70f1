import type { z } from 'zod';
import {
  changePasswordSchema,
  editProfileSchema,
  loginSchema,
  passwordRecoverySchema,
  setPasswordCodeSchema,
  setPasswordSchema,
  verificationSchema,
} from './account.ts';
import { accountDeletionCodeSchema, accountDeletionSchema } from './account-deletion.ts';
import { partnerSignUpSchema } from './affiliate.ts';
import {
  customerBankDetailsSchema,
  identityCheckSchema,
  organiserOrPartnerBankDetailsSchema,
} from './bank.ts';
import { boosterLoginSchema, sellSchema } from './booster.ts';
import { budgetCalculatorSchema } from './calculator.ts';
import { balanceTransferSchema, campaignLaunchSchema, campaignSaveSchema } from './campaigns.ts';
import {
  bankTransferPurchaseSchema,
  buyQuantitySchema,
  checkoutQuantitySchema,
  transactionVerificationSchema,
} from './checkout.ts';
import { cancelEventSchema, postponeEventSchema } from './event-status.ts';
import { createEventSchema, editEventSchema, posterSchema } from './events.ts';
import { feedbackSchema } from './feedback.ts';
import {
  emailMarketingSchema,
  marketingDataUploadSchema,
  smsMarketingSchema,
  smsPaymentSchema,
} from './marketing.ts';
import { modelEditSchema, modelUploadSchema, pointsSchema } from './models.ts';
import { organiserPayoutSchema, partnerPayoutSchema } from './payouts.ts';
import { prepareTicketsSchema } from './printing.ts';
import { addPromoterSchema, editPromoterSchema } from './promoters.ts';
import { refundRulesSchema } from './refund-rules.ts';
import { declineReasonSchema, refundRequestSchema } from './refunds.ts';
import {
  affiliateRegistrationSchema,
  customerRegistrationSchema,
  organiserRegistrationSchema,
} from './registration.ts';
import { loadTicketsSchema } from './tickets.ts';

export * from './account.ts';
export * from './account-deletion.ts';
export * from './affiliate.ts';
export * from './bank.ts';
export * from './booster.ts';
export * from './calculator.ts';
export * from './campaigns.ts';
export * from './checkout.ts';
export * from './event-status.ts';
export * from './events.ts';
export * from './feedback.ts';
export * from './marketing.ts';
export * from './models.ts';
export * from './payouts.ts';
export * from './printing.ts';
export * from './promoters.ts';
export * from './quantity.ts';
export * from './refund-rules.ts';
export * from './refunds.ts';
export * from './registration.ts';
export * from './tickets.ts';
export * from './validate.ts';

/**
 * Every form of the spec by id. Forms that depend on what the server knows (stock, balance,
 * payout limits) appear here without it; build them with their `make…Schema` for that.
 */
export const FORMS = {
  // Part 1: visitor and buyer.
  login: loginSchema,
  passwordRecovery: passwordRecoverySchema,
  setPasswordCode: setPasswordCodeSchema,
  setPassword: setPasswordSchema,
  customerRegistration: customerRegistrationSchema,
  organiserRegistration: organiserRegistrationSchema,
  affiliateRegistration: affiliateRegistrationSchema,
  verification: verificationSchema,
  changePassword: changePasswordSchema,
  editProfile: editProfileSchema,
  feedback: feedbackSchema,
  buyQuantity: buyQuantitySchema,
  checkoutQuantity: checkoutQuantitySchema,
  bankTransferPurchase: bankTransferPurchaseSchema,
  budgetCalculator: budgetCalculatorSchema,
  // Part 2: organiser and promoter.
  createEvent: createEventSchema,
  editEvent: editEventSchema,
  postponeEvent: postponeEventSchema,
  cancelEvent: cancelEventSchema,
  loadTickets: loadTicketsSchema,
  poster: posterSchema,
  campaignSave: campaignSaveSchema,
  campaignLaunch: campaignLaunchSchema,
  balanceTransfer: balanceTransferSchema,
  smsMarketing: smsMarketingSchema,
  smsPayment: smsPaymentSchema,
  emailMarketing: emailMarketingSchema,
  marketingDataUpload: marketingDataUploadSchema,
  prepareTickets: prepareTicketsSchema,
  addPromoter: addPromoterSchema,
  editPromoter: editPromoterSchema,
  boosterLogin: boosterLoginSchema,
  sell: sellSchema,
  modelUpload: modelUploadSchema,
  modelEdit: modelEditSchema,
  points: pointsSchema,
  // Part 3: money and after-sales.
  refundRequest: refundRequestSchema,
  declineReason: declineReasonSchema,
  refundRules: refundRulesSchema,
  customerBankDetails: customerBankDetailsSchema,
  organiserOrPartnerBankDetails: organiserOrPartnerBankDetailsSchema,
  identityCheck: identityCheckSchema,
  transactionVerification: transactionVerificationSchema,
  organiserPayout: organiserPayoutSchema,
  partnerPayout: partnerPayoutSchema,
  partnerSignUp: partnerSignUpSchema,
  accountDeletion: accountDeletionSchema,
  accountDeletionCode: accountDeletionCodeSchema,
} as const satisfies Record<string, z.ZodType>;
