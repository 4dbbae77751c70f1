import { z } from 'zod';

/** What is left of one ticket category, per group, as CHECKAVAILABLETICKETS says. */
export const groupStockSchema = z.object({
  /** The category's label (VVIP, VIP, General), as the quantity messages name it. */
  category: z.string(),
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
    paymentId: z.string(),
    /** Where the hidden form is posted. */
    action: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
  z.object({ outcome: z.literal('ozow'), paymentId: z.string(), url: z.string() }),
  z.object({ outcome: z.literal('review'), paymentId: z.string(), message: z.string() }),
]);
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** The organiser's banking details on the bank-transfer page. */
export const payeeBankSchema = z.object({
  businessName: z.string().nullable(),
  bankName: z.string().nullable(),
  accountHolder: z.string().nullable(),
  accountNumber: z.string().nullable(),
  branchCode: z.string().nullable(),
  phone: z.string().nullable(),
  tel: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});
export type PayeeBank = z.infer<typeof payeeBankSchema>;

/** The bank-transfer page: what is being bought, its total and where to pay it. */
export const bankTransferQuoteSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  ticketId: z.string(),
  tier: z.enum(['vvip', 'vip', 'general']),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  bank: payeeBankSchema.nullable(),
});
export type BankTransferQuote = z.infer<typeof bankTransferQuoteSchema>;

/** A buyer found by phone or email (getUserEmail / getUserPhone). */
/**
 * A buyer lookup: the customer's own details in full; for anyone else `masked` with only a hint of
 * the name (the first letters), never their email or phone.
 */
export const buyerLookupSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fullName: z.string().nullable(),
  masked: z.boolean(),
});
export type BuyerLookup = z.infer<typeof buyerLookupSchema>;

/** A bank-transfer purchase waiting for the organiser's approval: the /successeft query. */
export const bankTransferReceiptSchema = z.object({
  ticketNumber: z.string(),
  email: z.string(),
  eventId: z.string(),
  ticketId: z.string(),
  businessId: z.string(),
});
export type BankTransferReceipt = z.infer<typeof bankTransferReceiptSchema>;
