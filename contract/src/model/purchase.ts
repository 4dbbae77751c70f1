import { z } from 'zod';
import { lineText, longText, shortText } from './limits.ts';

/** What is left of one ticket category, per group, as CHECKAVAILABLETICKETS says. */
export const groupStockSchema = z.object({
  /** The category's label (VVIP, VIP, General), as the quantity messages name it. */
  category: lineText(),
  adults: z.number().int(),
  kids: z.number().int(),
});
export type GroupStockAnswer = z.infer<typeof groupStockSchema>;

/**
 * How the browser goes on after a payment was started: post a hidden form to the card provider,
 * go to the Ozow page, or verify the buyer's identity first (a purchase under review).
 */
export const paymentStartSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('payfast'),
    paymentId: shortText(),
    /** Where the hidden form is posted. */
    action: longText(),
    fields: z.record(shortText(), longText()),
  }),
  z.object({ outcome: z.literal('ozow'), paymentId: shortText(), url: longText() }),
  z.object({ outcome: z.literal('review'), paymentId: shortText(), message: longText() }),
]);
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** The organiser's banking details on the bank-transfer page. */
export const payeeBankSchema = z.object({
  businessName: lineText().nullable(),
  bankName: lineText().nullable(),
  accountHolder: lineText().nullable(),
  accountNumber: shortText().nullable(),
  branchCode: shortText().nullable(),
  phone: shortText().nullable(),
  tel: shortText().nullable(),
  email: lineText().nullable(),
  address: lineText().nullable(),
});
export type PayeeBank = z.infer<typeof payeeBankSchema>;

/** The bank-transfer page: what is being bought, its total and where to pay it. */
export const bankTransferQuoteSchema = z.object({
  eventId: shortText(),
  eventName: lineText(),
  ticketId: shortText(),
  tier: z.enum(['vvip', 'vip', 'general']),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  bank: payeeBankSchema.nullable(),
});

/**
 * A buyer found by phone or email (getUserEmail / getUserPhone): the customer's own details in full; for anyone else `masked` with only a hint of
 * the name (the first letters), never their email or phone.
 */
export const buyerLookupSchema = z.object({
  email: lineText().nullable(),
  phone: shortText().nullable(),
  fullName: lineText().nullable(),
  masked: z.boolean(),
});
export type BuyerLookup = z.infer<typeof buyerLookupSchema>;

/** A bank-transfer purchase waiting for the organiser's approval: the /successeft query. */
export const bankTransferReceiptSchema = z.object({
  ticketNumber: shortText(),
  email: lineText(),
  eventId: shortText(),
  ticketId: shortText(),
  businessId: shortText(),
});
export type BankTransferReceipt = z.infer<typeof bankTransferReceiptSchema>;
