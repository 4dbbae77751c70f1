import type { RefundTerms } from '../model/refund.ts';

// The refund terms a buyer agrees to at checkout, named by a short version (issue 42). The web
// sends the version of the terms it showed with the payment; the BFF compares it with the event's
// terms now and refuses to start the payment when they differ, so a changed term is shown again
// rather than applied without the buyer having seen it.

/** Ours, not the spec's: the terms changed between the page and the payment. */
export const TERMS_CHANGED_MESSAGE =
  'The refund terms of this event have just changed. Read them again below, then pay.';

/** FNV-1a over the terms' own fields, as 8 hex digits: the same terms give the same version. */
export function refundTermsVersion(terms: RefundTerms): string {
  const text = JSON.stringify([
    terms.refundsAllowed,
    terms.source,
    terms.eventDay,
    terms.lines.map((l) => [l.name, l.fromDays, l.toDays, l.fee?.percent ?? null, l.fee?.flatCents ?? null]),
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
