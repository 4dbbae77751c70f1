import { PAYMENT_CREDENTIALS_PATH } from '@tix/contract/legacy/checkout';
import type { LegacyOperation } from '@tix/contract/legacy/index';
import { fieldKey } from './ids.ts';
import { phpValues } from './reshape.ts';

// The payment-credentials script's answer (purchase, campaign and vote variants): the spec's own
// fields (part 1 §7: status, message, uuid, customer_id, ozowUrl) beside the provider's form
// fields, which part 2 says are "submitted as a hidden form". The legacy signed that form over
// every field in order, so the form passes through exactly as the handler wrote it: same names,
// same order, same values, no opaque id (a re-encoded m_payment_id or custom_str would break the
// signature). Only the answer's own fields get the profile's rules (strings, opaque customer_id).

/** The answer's own fields; m_payment_id is both the answer's and the form's, and stays the form's. */
const OWN_FIELDS: ReadonlyMap<string, string> = new Map(
  ['status', 'message', 'uuid', 'customer_id', 'ozowUrl'].map((name) => [fieldKey(name), name]),
);

/** Whether the operation is one of the payment-credentials script's variants. */
export const isPaymentScript = (operation: LegacyOperation): boolean =>
  operation.path === PAYMENT_CREDENTIALS_PATH;

/** The answer with its own fields in the spec's spelling and PHP's values, its form fields untouched. */
export function paymentAnswer(answer: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(answer)) {
    const own = OWN_FIELDS.get(fieldKey(name));
    if (own === undefined) out[name] = value;
    else out[own] = phpValues(value, own);
  }
  return out;
}
