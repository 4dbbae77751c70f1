import { ozowHash, signPayfastForm } from './signature.ts';

// The provider forms the stand-in legacy's payment-credentials script answers, signed as the
// providers require. The return and cancel addresses are the ones the shop asked for (the
// script's return_url and cancel_url), with the query our pages read added here, before signing.

/** PayFast's sandbox merchant (public test values). */
export const STANDIN_MERCHANT = { merchant_id: '10000100', merchant_key: '46f0cd694581a' } as const;
/** The stand-in's Ozow site code (a test value). */
export const STANDIN_OZOW_SITE = 'TSTSTE0001';

/** The address with these query parameters added, or undefined when the shop gave none. */
export function withQuery(address: string | undefined, query: Record<string, string>): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  } catch {
    return undefined;
  }
}

export interface FormFacts {
  paymentId: string;
  /** Rand text, e.g. 560.00. */
  amount: string;
  itemName: string;
  firstName: string;
  lastName: string;
  email: string;
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
}

/** The PayFast form, in the order PayFast documents its fields, signed last. */
export function payfastForm(facts: FormFacts): Record<string, string> {
  const fields: Record<string, string> = { ...STANDIN_MERCHANT };
  if (facts.returnUrl) fields.return_url = facts.returnUrl;
  if (facts.cancelUrl) fields.cancel_url = facts.cancelUrl;
  // A buyer detail left blank (a visitor's vote) is left out, as PayFast's forms leave it.
  const buyer = { name_first: facts.firstName, name_last: facts.lastName, email_address: facts.email };
  for (const [name, value] of Object.entries(buyer)) if (value) fields[name] = value;
  Object.assign(fields, {
    m_payment_id: facts.paymentId,
    amount: facts.amount,
    item_name: facts.itemName,
  });
  return signPayfastForm(fields);
}

/** The Ozow payment address: a path on the Ozow origin with Ozow's request fields and HashCheck. */
export function ozowUrl(facts: FormFacts & { reference: string }): string {
  const fields: Record<string, string> = {
    SiteCode: STANDIN_OZOW_SITE,
    CountryCode: 'ZA',
    CurrencyCode: 'ZAR',
    Amount: facts.amount,
    TransactionReference: facts.paymentId,
    BankReference: facts.reference,
  };
  if (facts.cancelUrl) fields.CancelUrl = facts.cancelUrl;
  if (facts.returnUrl) fields.SuccessUrl = facts.returnUrl;
  fields.IsTest = 'true';
  fields.HashCheck = ozowHash(fields);
  return `/__pay/ozow?${new URLSearchParams(fields).toString()}`;
}
