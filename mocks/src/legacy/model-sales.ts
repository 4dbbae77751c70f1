// The stand-in's records of what customers bought: purchases (one payment), the tickets they
// hold, refund requests, bank details and per-event refund settings. Money is integer cents.

export type PaymentMethod = 'payfast' | 'ozow' | 'eft' | 'booster';
export type AgeGroup = 'adults' | 'kids';
/** pending: sent to a provider; review: identity check (OTP) needed; awaiting_approval: bank transfer proof uploaded. */
export type PurchaseStatus = 'pending' | 'review' | 'paid' | 'cancelled' | 'awaiting_approval';

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface PurchaseRecord {
  readonly id: number;
  /** The provider's payment id (`m_payment_id`). */
  paymentId: string;
  /** 7 uppercase characters, shared by every ticket of the purchase. */
  ticketNumber: string;
  customerId: number | null;
  eventId: number;
  businessId: number;
  ticketTypeId: number;
  group: AgeGroup;
  quantity: number;
  unitPriceCents: number;
  /** Tickets only, before the buyer's booking fee. */
  totalCents: number;
  bookingFeeCents: number;
  method: PaymentMethod;
  status: PurchaseStatus;
  buyer: Buyer;
  /** The one-time code for the identity check of a purchase in review. */
  otp: string | null;
  /** File name of a bank-transfer proof of payment. */
  proofFile: string | null;
  createdAt: string;
  paidAt: string | null;
  /** When the buyer passed the identity check of this purchase (review only). */
  verifiedAt?: string | null;
  /** When the tickets were last sent again (RESEND-TICKET). */
  ticketResentAt?: string | null;
  /** The promoter who sold it at the door (method 'booster'); the sale comes out of its credit. */
  boosterId?: number;
}

export type RefundStatus = 'Pending' | 'Under_review' | 'Approved' | 'Declined' | 'Cancelled';

export interface CustomerTicketRecord {
  readonly id: number;
  purchaseId: number;
  customerId: number;
  eventId: number;
  ticketTypeId: number;
  ticketNumber: string;
  group: AgeGroup;
  priceCents: number;
  /** Signed payload of the QR code (two dot-separated parts); null when invalid. */
  qrPayload: string | null;
  activation: 0 | 1;
  refundStatus: RefundStatus | null;
  refundAttempts: number;
  createdAt: string;
}

export interface RefundRequestRecord {
  readonly id: number;
  ticketId: number;
  customerId: number;
  eventId: number;
  reason: string;
  comments: string;
  status: RefundStatus;
  originalCents: number;
  refundCents: number;
  declineReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface BankDetailsRecord {
  ownerType: 'customer' | 'business' | 'partner';
  ownerId: number;
  bankName: string;
  branchCode: string;
  accountHolder: string;
  accountNumber: string;
  accountType: string;
  /** When the details were first saved (DATETIME). */
  createdAt?: string;
}

/** Per-event refund governance (defaults: refunds allowed, 2 attempts). */
export interface RefundSettingsRecord {
  eventId: number;
  refundsAllowed: boolean;
  maxAttempts: number;
  autoApprove: boolean;
}

export interface SalesData {
  purchases: PurchaseRecord[];
  customerTickets: CustomerTicketRecord[];
  refundRequests: RefundRequestRecord[];
  bankDetails: BankDetailsRecord[];
  refundSettings: RefundSettingsRecord[];
}
