// The hidden form the browser posts to the card provider, built from an allow-list: from the
// legacy's payment-credentials answer only the merchant's own credentials the provider needs to
// accept the form, and everything else field by field from what the BFF decided. Nothing the
// legacy or the configuration returned is spread into it, so no server-side address or internal
// value (customer ids, the legacy's notify URL, its status text) reaches the browser.

/** What the provider's form may take from the legacy's answer. */
export const PROVIDER_FIELDS_FROM_LEGACY = ['merchant_id', 'merchant_key', 'signature'] as const;

/** The provider form: the legacy's credentials (allow-listed) and the BFF's own fields. */
export function providerForm(
  answer: Record<string, unknown>,
  ours: Record<string, string>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of PROVIDER_FIELDS_FROM_LEGACY) {
    const value = answer[name];
    if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
  }
  return { ...fields, ...ours };
}
