import { type BuyerLookup, legacy, normaliseBuyerLookup, text } from '@tix/contract';
import { notFound } from '../../lib/problem.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';

// The bank-transfer form fills in the buyer's details from an email or a phone number. Only the
// logged-in customer's own details come back in full; for anyone else the answer is a masked hint
// of the name and nothing more, so the lookup is no directory of other people (POPIA).

export const NO_BUYER = 'No account matches these details.';

/** 'Thandi van der Berg' -> 'T*** v*** d*** B***': the first letters only, never the lengths. */
export const maskName = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word.slice(0, 1)}***`)
    .join(' ');

const same = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.replace(/\s/g, '').toLowerCase() === b.replace(/\s/g, '').toLowerCase();

export async function lookUpBuyer(
  port: LegacyPort,
  by: { phone: string } | { email: string },
): Promise<BuyerLookup> {
  const [found, me] = await Promise.all([
    'phone' in by
      ? port.legacy(legacy.GET_USER_EMAIL, { phone: by.phone })
      : port.legacy(legacy.GET_USER_PHONE, { email: by.email }),
    port.legacy(legacy.CUSTOMERDETAILS),
  ]);
  const buyer = normaliseBuyerLookup(found);
  if (!buyer) throw notFound(NO_BUYER);
  const own = same(buyer.email, text(me.email)) || same(buyer.phone, text(me.phone));
  if (own) return { ...buyer, masked: false };
  return {
    email: null,
    phone: null,
    fullName: buyer.fullName ? maskName(buyer.fullName) : null,
    masked: true,
  };
}
