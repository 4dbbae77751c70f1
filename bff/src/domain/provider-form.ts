import { randToCents } from '@tix/contract';
import { HttpProblem, problem } from '../lib/problem.ts';
import { PAYFAST_FIELD_ORDER } from './payfast-form.ts';

// The hidden form the browser posts to the card provider is the legacy's, field for field: the
// legacy signed it (PayFast's signature covers every posted field, in order), so one rewritten
// or added field breaks the payment. The BFF only judges it: field names against PayFast's
// documented form fields (an allow-list of names), the amount against our own total and the
// return addresses against PUBLIC_URL. Anything else is refused, never repaired.

/**
 * PayFast's documented payment form fields (names only; values pass through unchanged): the
 * once-off form's (payfast-form.ts, in their order), a subscription's, and the signature.
 */
export const PAYFAST_FORM_FIELDS: ReadonlySet<string> = new Set([
  ...PAYFAST_FIELD_ORDER,
  'subscription_type',
  'billing_date',
  'recurring_amount',
  'frequency',
  'cycles',
  'subscription_notify_email',
  'subscription_notify_webhook',
  'subscription_notify_buyer',
  'signature',
]);

/**
 * The answer's own fields (spec part 1, section 7: status, message, uuid, m_payment_id,
 * customer_id, ozowUrl): they tell the BFF what happened and are not part of the form, except
 * m_payment_id, which is both.
 */
const ANSWER_FIELDS: ReadonlySet<string> = new Set(['status', 'message', 'uuid', 'customer_id', 'ozowUrl']);

/** What PayFast needs to accept a form at all. */
const REQUIRED = ['merchant_id', 'merchant_key', 'amount', 'item_name'] as const;

/** What the form must say: our own total, and where the provider sends the buyer back. */
export interface FormExpectations {
  amountCents: number;
  publicUrl: string;
  /** Paths on PUBLIC_URL, e.g. /success and /cancelled. */
  returnPath: string;
  cancelPath: string;
  /**
   * QA replay (LEGACY_REPLAY): the form is a recording's, answered whatever was typed, made for the
   * recording's own address. Its names are still checked; its amount and addresses are passed as
   * recorded (they cannot follow this run). Never true in front of a real legacy.
   */
  recorded?: boolean;
}

export const unexpectedForm = (field: string, status: 422 | 502 = 502) =>
  new HttpProblem(
    problem(status, 'Payment not started', `The payment provider's form was not what we expected: ${field}`),
  );

/** True when `value` is an address on PUBLIC_URL's origin with exactly this path (any query). */
export function pointsAt(value: string, publicUrl: string, path: string): boolean {
  try {
    const url = new URL(value);
    return url.origin === new URL(publicUrl).origin && url.pathname === path;
  } catch {
    return false;
  }
}

/** The legacy's form, unchanged, once every check holds; otherwise a 502 naming the field. */
export function providerForm(
  answer: Record<string, unknown>,
  expected: FormExpectations,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer)) {
    if (ANSWER_FIELDS.has(name)) continue;
    if (!PAYFAST_FORM_FIELDS.has(name)) throw unexpectedForm(name);
    if (typeof value !== 'string' && typeof value !== 'number') throw unexpectedForm(name);
    fields[name] = String(value);
  }
  for (const name of REQUIRED) if (!fields[name]) throw unexpectedForm(name);
  if (!expected.recorded && randToCents(fields.amount) !== expected.amountCents)
    throw unexpectedForm('amount');
  // Absent, the provider uses the merchant's own settings; present, they must bring the buyer here.
  const back: [string, string][] = [
    ['return_url', expected.returnPath],
    ['cancel_url', expected.cancelPath],
  ];
  for (const [name, path] of back) {
    const value = fields[name];
    if (value !== undefined && !pointsAt(value, expected.recorded ? value : expected.publicUrl, path))
      throw unexpectedForm(name);
  }
  return fields;
}
