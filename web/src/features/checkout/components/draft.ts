import type { TicketGroup } from '@tix/contract/forms/quantity';

/**
 * The buyer's choices for one ticket type (quantity, group, method, terms), kept in this tab's
 * sessionStorage so that going from /buy to checkout and back, or reloading either, keeps them.
 */
export interface CheckoutDraft {
  quantity?: number;
  group?: TicketGroup;
  method?: 'payfast' | 'ozow';
  agreed?: boolean;
}

const keyOf = (eventId: string, ticketId: string) => `tix.checkout-draft:${eventId}:${ticketId}`;

export function readDraft(eventId: string, ticketId: string): CheckoutDraft {
  try {
    const raw = window.sessionStorage.getItem(keyOf(eventId, ticketId));
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (typeof value !== 'object' || value === null) return {};
    const v = value as Record<string, unknown>;
    const draft: CheckoutDraft = {};
    if (typeof v.quantity === 'number' && Number.isInteger(v.quantity) && v.quantity >= 0 && v.quantity <= 15)
      draft.quantity = v.quantity;
    if (v.group === 'adults' || v.group === 'kids') draft.group = v.group;
    if (v.method === 'payfast' || v.method === 'ozow') draft.method = v.method;
    if (typeof v.agreed === 'boolean') draft.agreed = v.agreed;
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(eventId: string, ticketId: string, change: CheckoutDraft): void {
  try {
    const next = { ...readDraft(eventId, ticketId), ...change };
    window.sessionStorage.setItem(keyOf(eventId, ticketId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the choices just are not kept.
  }
}

/** Why the pay buttons are disabled, or null when they are not (the spinner says "paying"). */
export function payBlockedReason({ agreed, quantity }: { agreed: boolean; quantity: number }): string | null {
  if (quantity < 1) return 'Choose at least one ticket to pay.';
  if (!agreed)
    return 'Tick the box to agree to the terms and conditions and the refund policy before you pay.';
  return null;
}

const LAST_PAYMENT = 'tix.last-payment';

/** The payment sent to the provider, for a /success reached without its `payment` query. */
export function rememberPayment(paymentId: string): void {
  try {
    window.sessionStorage.setItem(LAST_PAYMENT, paymentId);
  } catch {
    // Not kept: /success then relies on its address.
  }
}

export function lastPayment(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_PAYMENT);
  } catch {
    return null;
  }
}

/** After a payment the choices are done with: the next purchase starts afresh. */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith('tix.checkout-draft:')) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
