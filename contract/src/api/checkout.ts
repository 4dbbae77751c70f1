import { z } from 'zod';
import { transactionVerificationSchema } from '../forms/checkout.ts';
import { groupField, quantityField } from '../forms/quantity.ts';
import { idMessage, legacyId } from '../model/ids.ts';
import { lineText, longText, shortText } from '../model/limits.ts';
import {
  bankTransferQuoteSchema,
  bankTransferReceiptSchema,
  buyerLookupSchema,
  groupStockSchema,
  paymentStartSchema,
} from '../model/purchase.ts';
import { transactionStatusSchema } from '../model/transaction.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE, TICKET_ID_MESSAGE } from './tickets.ts';

/** Not in the spec, ours: /verification-process opened without the payment it verifies. */
export const MISSING_PAYMENT = 'This verification link is not valid. Start a new purchase.';
/** Not in the spec, ours: /success opened for a payment the legacy has no record of (yet). */
export const PURCHASE_NOT_FOUND = 'We could not find that payment among your transactions.';
/** Not in the spec, ours: this session started the payment, and no ticket or row shows it yet. */
export const PURCHASE_NOT_CONFIRMED =
  'We have not had the payment confirmation yet. Your tickets will appear under your tickets as soon as it arrives.';

const eventAndTicket = { eventId: legacyId(EVENT_ID_MESSAGE), ticketId: legacyId(TICKET_ID_MESSAGE) };

/** Facts about the buyer's device the payment provider's fraud check reads (all optional). */
export const deviceSchema = z
  .object({
    language: z.string().max(35).optional(),
    screenResolution: z.string().max(20).optional(),
    timezone: z.string().max(60).optional(),
    platform: z.string().max(60).optional(),
    cpuCores: z.number().int().min(0).max(1024).optional(),
    deviceMemory: z.number().min(0).max(4096).optional(),
    touchPoints: z.number().int().min(0).max(64).optional(),
  })
  .optional();

/**
 * Starting a card or Ozow payment. Prices, the organiser and the buyer's details are taken from
 * the legacy's own data by the BFF; the quantity is checked against the stock with the spec's
 * messages (`makeCheckoutQuantitySchema`).
 */
export const startPaymentBody = z.object({
  /** The checkout's random token (`/checkout/:eventId/:token`): one purchase draft. */
  token: z
    .string()
    .max(128, 'This checkout link is not valid. Start again from the event.')
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'This checkout link is not valid. Start again from the event.'),
  ...eventAndTicket,
  group: groupField(),
  quantity: quantityField(),
  method: z.enum(['payfast', 'ozow'], { error: 'Choose how to pay' }),
  isMobile: z.boolean().default(false),
  device: deviceSchema,
  /**
   * The version of the refund terms the buyer was shown (`refundTermsVersion`): when the event's
   * terms are another now, the payment is not started (409) and the terms are shown again.
   */
  termsVersion: z
    .string()
    .max(8)
    .regex(/^[0-9a-f]{8}$/)
    .optional(),
});

/** The /cancelled page's query, as the provider sends the buyer back. */
export const cancellationBody = z.object({
  ticket_number: z.string().trim().min(1).max(20),
  ticket_id: legacyId(TICKET_ID_MESSAGE),
  event_id: legacyId(EVENT_ID_MESSAGE),
  name_first: z.string().trim().min(1).max(100),
  name_last: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(200),
  item_name: z.string().trim().min(1).max(200),
  admission: z.string().max(4).optional(),
  group: z.string().max(10).optional(),
  amount: z.string().max(20).optional(),
  type: z.string().max(40).optional(),
});

/** The /success page's order summary: what the legacy recorded for one payment, never the URL's. */
export const purchaseSummarySchema = z.object({
  paymentId: shortText(),
  /** The ticket number the payment was started with (null when this session did not start it). */
  ticketNumber: shortText().nullable(),
  eventId: shortText().nullable(),
  eventName: lineText(),
  /** Event day, YYYY-MM-DD, and start time, when the event is still listed. */
  eventDay: shortText().nullable(),
  eventStartTime: shortText().nullable(),
  /** The ticket category (tier label). */
  ticketType: lineText().nullable(),
  quantity: z.number().int(),
  /** The amount charged, booking fee included. */
  amountCents: z.number().int(),
  status: transactionStatusSchema,
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;

export const checkoutApi = {
  getAvailability: endpoint({
    ...routes.checkout.getAvailability,
    summary: 'What is left of one ticket type, adults and kids (rechecked before each increase)',
    access: ['customer'],
    query: z.object(eventAndTicket),
    response: groupStockSchema,
    owner: { public: 'ticket types on sale are public' },
    legacy: ['CHECKAVAILABLETICKETS', 'TICKETS'],
  }),
  startPayment: endpoint({
    ...routes.checkout.startPayment,
    summary: 'Starts a card (payfast) or Ozow payment; accepts an Idempotency-Key',
    access: ['customer'],
    body: startPaymentBody,
    response: paymentStartSchema,
    owner: { public: 'ticket types on sale are public; the purchase made is the session customer’s' },
    legacy: ['FETCH-EVENT-DETAILS', 'TICKETS', 'CUSTOMERDETAILS', 'payment/credentials.php'],
    idempotent: true,
  }),
  verifyPurchase: endpoint({
    ...routes.checkout.verifyPurchase,
    summary: 'Identity check of a purchase under review: the emailed one-time code and the email',
    access: ['customer'],
    body: transactionVerificationSchema.extend({
      paymentId: legacyId(MISSING_PAYMENT),
    }),
    response: z.object({ message: longText() }),
    owner: { owned: 'customer-payment' },
    legacy: ['VERIFY-CUSTOMER-TRANSACTION'],
  }),
  cancelPurchase: endpoint({
    ...routes.checkout.cancelPurchase,
    summary: 'Records a payment the buyer cancelled at the provider',
    access: ['customer'],
    body: cancellationBody,
    response: z.object({ cancelled: z.literal(true) }),
    owner: { owned: 'customer-purchase' },
    legacy: ['FETCH-EVENT-DETAILS', 'CANCELLATION'],
  }),
  getBankTransfer: endpoint({
    ...routes.checkout.getBankTransfer,
    summary: 'The bank-transfer page: the order total and the organiser’s banking details',
    access: ['customer'],
    query: z.object({ ...eventAndTicket, quantity: z.coerce.number().int().min(1).max(15) }),
    response: bankTransferQuoteSchema,
    owner: { public: 'ticket types on sale and the organiser’s payee account are shown to every buyer' },
    legacy: ['FETCH-EVENT-DETAILS', 'TICKETS', 'api/select/payment/method'],
  }),
  lookupBuyer: endpoint({
    ...routes.checkout.lookupBuyer,
    summary: 'Finds a buyer’s other details from a phone number or an email address',
    access: ['customer'],
    body: z.union([
      z.object({ phone: z.string().trim().min(6).max(20) }),
      z.object({ email: z.string().trim().min(3).max(200) }),
    ]),
    response: buyerLookupSchema,
    legacy: ['getUserEmail', 'getUserPhone'],
  }),
  submitBankTransfer: endpoint({
    ...routes.checkout.submitBankTransfer,
    summary:
      'Bank-transfer purchase (multipart: eventId, ticketId, quantity, fullName, email, phone, proof); accepts an Idempotency-Key',
    access: ['customer'],
    response: bankTransferReceiptSchema,
    status: 201,
    legacy: [
      'FETCH-EVENT-DETAILS',
      'TICKETS',
      'api/insert/ticket/buyer/details/attachment',
      'api/update/paid/table',
      'sendEmailAttachment',
    ],
    idempotent: true,
  }),
  getPurchase: endpoint({
    ...routes.checkout.getPurchase,
    summary: 'One of the customer’s payments as /success shows it: event, date, tickets, amount paid',
    access: ['customer'],
    params: z.object({ paymentId: legacyId(idMessage('Payment id')) }),
    response: purchaseSummarySchema,
    owner: { owned: 'customer-payment' },
    legacy: ['CUSTOMERTICKETS:GETTICKETS', 'TRANSACTIONS:GETTRANSACTIONS', 'FETCH-EVENT-DETAILS'],
  }),
};
