import { TICKET_TIER_LABELS } from '../domain/constants.ts';
import type { RawTicketType } from '../legacy/browse.ts';
import { isNothing, type Nothing } from '../legacy/raw.ts';
import type { BuyerLookup, PayeeBank } from '../model/purchase.ts';
import { countOrNull } from './shapes.ts';
import { text } from './values.ts';

type TicketFields = Partial<RawTicketType>;
type RawAvailability =
  | (TicketFields & { category?: string | number | null | TicketFields | TicketFields[] })
  | TicketFields[]
  | Nothing;

const isTier = (value: string): value is keyof typeof TICKET_TIER_LABELS => value in TICKET_TIER_LABELS;

/** 'vip' as 'VIP'; an unknown category is shown as it came. */
export function stockCategoryLabel(category: string): string {
  const key = category.trim().toLowerCase();
  return isTier(key) ? TICKET_TIER_LABELS[key] : category.trim();
}

/** What an availability answer says of one ticket type: a count it did not send is null (unknown). */
export interface StockReading {
  category: string;
  adults: number | null;
  kids: number | null;
}

/**
 * CHECKAVAILABLETICKETS: the spec says only "category". The stock arrives at the top level, under
 * `category` (an object or a one-row list), or as a bare list. A count the answer lacks (nothing
 * included: the BFF answers an unknown ticket type with a 404 before it gets here) is unknown, never
 * 0: sold out only when the legacy says 0.
 */
export function normaliseAvailability(
  raw: RawAvailability,
  ticketId: string,
  fallbackTier: string,
): StockReading {
  let row: TicketFields | undefined;
  if (isNothing(raw)) row = undefined;
  else if (Array.isArray(raw)) row = raw.find((r) => text(r.ticketid) === ticketId) ?? raw[0];
  else if (Array.isArray(raw.category))
    row = raw.category.find((r) => text(r.ticketid) === ticketId) ?? raw.category[0];
  else if (raw.category !== null && typeof raw.category === 'object') row = raw.category;
  else row = raw;
  const named =
    row?.ticket_cat ??
    (!Array.isArray(raw) && !isNothing(raw) && typeof raw.category === 'string' ? raw.category : undefined);
  return {
    category: stockCategoryLabel(named ?? fallbackTier),
    adults: countOrNull(row?.avail_tickets),
    kids: countOrNull(row?.kids_tickets),
  };
}

type RawBankRow = {
  eventid?: unknown;
  businessid?: unknown;
  event_name?: unknown;
  bank_name?: unknown;
  account_number?: unknown;
  account_holder?: unknown;
  branch_code?: unknown;
  business_name?: unknown;
  cell_number?: unknown;
  tel?: unknown;
  email?: unknown;
  address?: unknown;
};

/** The first row of /api/select/payment/method that carries banking data; null when none does. */
export function normalisePayeeBank(raw: readonly RawBankRow[] | Nothing): PayeeBank | null {
  if (isNothing(raw) || !Array.isArray(raw)) return null;
  const row = raw.find((r) => text(r.account_number) !== null) ?? raw[0];
  if (!row) return null;
  return {
    businessName: text(row.business_name),
    bankName: text(row.bank_name),
    accountHolder: text(row.account_holder),
    accountNumber: text(row.account_number),
    branchCode: text(row.branch_code),
    phone: text(row.cell_number),
    tel: text(row.tel),
    email: text(row.email),
    address: text(row.address),
  };
}

type RawLookupRow = { email?: unknown; phone?: unknown; fname?: unknown; lname?: unknown };

/** getUserEmail / getUserPhone: an array whose first row is the buyer; null when nobody matched. */
export function normaliseBuyerLookup(
  raw: readonly RawLookupRow[] | Nothing,
): Omit<BuyerLookup, 'masked'> | null {
  if (isNothing(raw) || !Array.isArray(raw)) return null;
  const row = raw[0];
  if (!row) return null;
  const fullName = [text(row.fname), text(row.lname)].filter((p) => p !== null).join(' ');
  return { email: text(row.email), phone: text(row.phone), fullName: fullName || null };
}
