import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// The one PayFast form the BFF builds itself (the SMS payment: the spec's "merchant receiver").
// PayFast's custom integration documents its form's fields and their order: the receiver
// (merchant_id, merchant_key, return_url, cancel_url, notify_url), the payer, the transaction
// (m_payment_id, amount, item_name, item_description, custom_int1..5, custom_str1..5), options,
// then `signature`. The signature is the MD5 of the non-blank fields in that order, each
// `name=value` with the value trimmed and url-encoded as PHP's urlencode does (spaces as `+`,
// upper-case escapes), joined by `&`, with `&passphrase=...` last when the merchant set one.
// @noble/hashes rather than node:crypto: mock mode runs this in the browser too.

/** PayFast's documented payment form fields, in the documented order (signature aside). */
export const PAYFAST_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'payment_method',
] as const;

export type PayfastField = (typeof PAYFAST_FIELD_ORDER)[number];

/** PHP's urlencode: spaces as +, everything but letters, digits and -_. percent-encoded. */
function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * The form to post: the given fields in PayFast's order, each trimmed, blank ones left out (the
 * signature covers only non-blank fields), and `signature` last when a passphrase is configured.
 */
export function payfastForm(
  given: Partial<Record<PayfastField, string>> &
    Pick<Record<PayfastField, string>, 'merchant_id' | 'merchant_key' | 'amount' | 'item_name'>,
  passphrase?: string,
): Record<string, string> {
  const form: Record<string, string> = {};
  for (const name of PAYFAST_FIELD_ORDER) {
    const value = given[name]?.trim();
    if (value) form[name] = value;
  }
  if (passphrase) {
    const pairs = Object.entries(form).map(([name, value]) => `${name}=${phpUrlencode(value)}`);
    pairs.push(`passphrase=${phpUrlencode(passphrase.trim())}`);
    form.signature = bytesToHex(md5(utf8ToBytes(pairs.join('&'))));
  }
  return form;
}
