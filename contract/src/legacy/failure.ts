// How each legacy operation says "no". The legacy is inconsistent: most answers say
// `status: 'failed'`, some say anything but `success`, bank details say `error: 1`, account
// deletion says `code: 401`. Each operation declares its form once, in the catalogue; the BFF's one
// legacy client turns a declared failure into a 422 problem carrying the legacy's own message, so
// route code never compares status words by hand.

export type FailureRule =
  /** The answer has no failure form (lists, details; `{val: 0}` means "nothing", not "refused"). */
  | { readonly kind: 'none' }
  /** `status: 'failed'` (any case) is a refusal; other status words are outcomes. */
  | { readonly kind: 'status-failed'; readonly fallback: string }
  /**
   * Anything but `status: 'success'` is a refusal, except answers whose `code` is one of
   * `outcomes` (a step the screen handles, such as missing bank details) or `successCodes`.
   */
  | {
      readonly kind: 'not-success';
      readonly fallback: string;
      readonly outcomes?: readonly string[];
      readonly successCodes?: readonly string[];
    }
  /** `error: 1` (or true) is a refusal, and so is `status: 'failed'`. */
  | { readonly kind: 'error-flag'; readonly fallback: string }
  /** A `code` in `codes` is a refusal. */
  | { readonly kind: 'code'; readonly codes: readonly string[]; readonly fallback: string }
  /** The answer's two shapes are told apart by a schema of their own (login): the caller decodes. */
  | { readonly kind: 'own-shapes'; readonly why: string };

export const NO_FAILURE: FailureRule = { kind: 'none' };
export const failsWithStatus = (fallback: string): FailureRule => ({ kind: 'status-failed', fallback });
export const failsUnlessSuccess = (
  fallback: string,
  more: { outcomes?: readonly string[]; successCodes?: readonly string[] } = {},
): FailureRule => ({ kind: 'not-success', fallback, ...more });

const field = (answer: unknown, name: string): unknown =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer)
    ? (answer as Record<string, unknown>)[name]
    : undefined;

const word = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** An `error` that is text, not a flag (`error: 1`). */
const errorText = (answer: unknown): string => {
  const error = word(field(answer, 'error'));
  return /^\d*$/.test(error) ? '' : error;
};

/**
 * The legacy's message when `answer` is a refusal under `rule`, or null when it is not one. A
 * refusal without a message of its own gets the rule's fallback.
 */
export function refusalMessage(rule: FailureRule, answer: unknown): string | null {
  const message = word(field(answer, 'message'));
  const status = word(field(answer, 'status')).toLowerCase();
  const code = word(field(answer, 'code'));
  let refused = false;
  switch (rule.kind) {
    case 'none':
    case 'own-shapes':
      return null;
    case 'status-failed':
      refused = status === 'failed';
      // "With error or message" (ADDTICEKTS): a refusal's text may come as `error`.
      if (refused && !message) return errorText(answer) || rule.fallback;
      break;
    case 'not-success':
      if (rule.outcomes?.includes(code)) return null;
      refused = status !== 'success' && !rule.successCodes?.includes(code);
      break;
    case 'error-flag': {
      const error = field(answer, 'error');
      refused = error === 1 || error === '1' || error === true || status === 'failed';
      break;
    }
    case 'code':
      refused = rule.codes.includes(code);
      break;
  }
  return refused ? message || rule.fallback : null;
}

/** The fallback when a refusal carries no message of its own. */
export const REFUSED = 'The ticketing service did not accept this request. Please try again.';
