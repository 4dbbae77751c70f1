import { md5 } from '@noble/hashes/legacy.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// The providers' form signatures, as the stand-in legacy makes them and the stand-in providers
// check them. PayFast: MD5 of the non-empty fields in the order posted, each `name=value` with
// the value trimmed and url-encoded as PHP's urlencode does, joined by `&`, the merchant's
// passphrase last. Ozow: SHA-512 of the request's values in order and the private key,
// lower-cased. (@noble/hashes rather than node:crypto: mock mode signs in the browser too.)
// Only the legacy and the provider know the secrets: the BFF never signs.

/** The stand-in merchant's PayFast passphrase (a sandbox-style value, not a secret of anyone's). */
export const STANDIN_PAYFAST_PASSPHRASE = 'stand-in passphrase';
/** The stand-in merchant's Ozow private key (the same kind of test value). */
export const STANDIN_OZOW_PRIVATE_KEY = 'stand-in-ozow-private-key';

/** PHP's urlencode: spaces as +, everything but letters, digits and -_. percent-encoded. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

type Posted = Record<string, unknown>;
const entriesOf = (fields: Posted): [string, string][] =>
  Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : String(value)]);

/** PayFast's signature of a form, over every field but `signature` itself. */
export function payfastSignature(fields: Posted, passphrase = STANDIN_PAYFAST_PASSPHRASE): string {
  const pairs = entriesOf(fields)
    .filter(([name, value]) => name !== 'signature' && value.trim() !== '')
    .map(([name, value]) => `${name}=${phpUrlencode(value.trim())}`);
  if (passphrase) pairs.push(`passphrase=${phpUrlencode(passphrase.trim())}`);
  return bytesToHex(md5(utf8ToBytes(pairs.join('&'))));
}

/** The form with its signature as the last field, as the legacy answers it. */
export function signPayfastForm<T extends Record<string, string>>(fields: T): T & { signature: string } {
  return { ...fields, signature: payfastSignature(fields) };
}

/** True when a posted form carries a signature and it matches every posted field. */
export function payfastSignatureHolds(fields: Posted): boolean {
  const given = fields.signature;
  return typeof given === 'string' && given.toLowerCase() === payfastSignature(fields);
}

/** Ozow's HashCheck over the request's fields in order (HashCheck itself left out). */
export function ozowHash(fields: Posted, privateKey = STANDIN_OZOW_PRIVATE_KEY): string {
  const values = entriesOf(fields)
    .filter(([name]) => name.toLowerCase() !== 'hashcheck')
    .map(([, value]) => value);
  return bytesToHex(sha512(utf8ToBytes(`${values.join('')}${privateKey}`.toLowerCase())));
}

/** True when an Ozow request carries a HashCheck matching its fields. */
export function ozowHashHolds(fields: Posted): boolean {
  const given = fields.HashCheck;
  return typeof given === 'string' && given.toLowerCase() === ozowHash(fields);
}
