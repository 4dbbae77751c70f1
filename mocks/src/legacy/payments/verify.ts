import { ozowHashHolds, payfastSignatureHolds } from './signature.ts';

// What the stand-in providers accept: a form the merchant (the legacy) signed, posted unchanged.
// A rewritten, added or dropped field changes the signature, and the provider refuses the form.

type Fields = Record<string, unknown>;

export const SIGNATURE_MISMATCH = 'The signature of this payment request does not match its fields.';

/** PayFast: the signature must hold over every posted field. */
export function payfastFormAccepted(fields: Fields): boolean {
  return payfastSignatureHolds(fields);
}

/** Ozow: the HashCheck must hold; the request's own names mapped to the page's. */
export function ozowRequest(fields: Fields): Fields | null {
  if (!ozowHashHolds(fields)) return null;
  return {
    m_payment_id: fields.TransactionReference,
    return_url: fields.SuccessUrl,
    cancel_url: fields.CancelUrl,
  };
}
