import { legacy, normaliseBuyerLookup } from '@tix/contract';
import { LRUCache } from 'lru-cache';
import { onFirstUse } from '../../lib/on-first-use.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';

// The per-account login limit must count one account once, whether its email or its phone was
// typed: a phone number is resolved to the account's email (the legacy's getUserEmail), so both
// spellings share one counter. Resolutions are remembered for a while: an attacker's guesses do
// not each cost a lookup.

// Made when first used (lib/on-first-use.ts).
const resolved = onFirstUse(() => new LRUCache<string, string>({ max: 50_000, ttl: 10 * 60 * 1000 }));

const digits = (value: string) => value.replace(/\D/g, '');
const looksLikePhone = (value: string) => !value.includes('@') && digits(value).length >= 6;
/** South African numbers are typed as 0XX… or +27XX…: one key for both. */
const phoneKey = (value: string) => digits(value).replace(/^27/, '0');

/** The account a login attempt is about, whichever identifier was typed; null when none was. */
export async function loginAccountKey(port: LegacyPort, typed: string): Promise<string | null> {
  const value = typed.trim().toLowerCase();
  if (!value) return null;
  if (!looksLikePhone(value)) return `email:${value}`;
  const phone = phoneKey(value);
  const known = resolved().get(phone);
  if (known) return known;
  let key = `phone:${phone}`;
  try {
    const found = normaliseBuyerLookup(await port.legacy(legacy.GET_USER_EMAIL, { phone: value }));
    if (found?.email) key = `email:${found.email.trim().toLowerCase()}`;
  } catch {
    // The lookup failing must not stop a login: the phone itself is counted.
  }
  resolved().set(phone, key);
  return key;
}
