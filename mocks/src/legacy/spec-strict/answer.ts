import { refusalMessage } from '@tix/contract/legacy/failure';
import { isReadOnly, type LegacyOperation } from '@tix/contract/legacy/index';
import { type SpecAnswer, specAnswerOf } from '@tix/contract/legacy/spec-answers';
import { assumedAnswer } from './assumed.ts';
import { isNothing, nothingBody } from './nothing.ts';
import { noticeFor } from './notice.ts';
import { isPaymentScript, paymentAnswer } from './payment-form.ts';
import { isRow, phpValues, pickAnswer, REFUSAL_FIELDS } from './reshape.ts';

// What the spec-strict profile prints for a handler's answer: the answer the spec promises and
// nothing more. A `notShown` answer (the spec does not show it) carries exactly the fields the
// assumptions list names for it (assumed.ts), or is `{"status":"success"}`, the least a PHP script
// that "returns success" prints, when the list names none; a refusal keeps its status and message.
// The payment script's provider form goes out as the legacy signed it (payment-form.ts).

export const NOT_SHOWN_ANSWER = { status: 'success' } as const;

/** The answer cut to the spec, as a value (or the body of one of PHP's nothings). */
export function strictValue(
  operation: LegacyOperation,
  answer: unknown,
): { value: unknown } | { nothing: string } {
  const spec = specAnswerOf(operation.key);
  if (refusalMessage(operation.failure, answer) !== null) {
    const fields = [...REFUSAL_FIELDS, ...(spec?.refusal ?? [])];
    return { value: phpValues(pickAnswer(answer, { shape: 'status', fields, source: '' })) };
  }
  // The provider's form inside the payment script's answer is signed: it passes through untouched.
  if (isPaymentScript(operation) && isRow(answer)) return { value: paymentAnswer(answer) };
  if (!spec) return { value: phpValues(answer) };
  switch (spec.shape) {
    case 'notShown': {
      const assumed = assumedAnswer(operation.key);
      return assumed ? readValue(operation.key, answer, assumed) : { value: NOT_SHOWN_ANSWER };
    }
    case 'status':
      return { value: phpValues(pickAnswer(answer, spec, ['status', 'message'])) };
    default:
      return readValue(operation.key, answer, spec);
  }
}

/** A record or a list cut to `spec`'s fields, or PHP's nothing when the handler found none. */
function readValue(key: string, answer: unknown, spec: SpecAnswer): { value: unknown } | { nothing: string } {
  if (isNothing(answer, spec)) return { nothing: nothingBody(key, spec) };
  return { value: phpValues(pickAnswer(answer, spec)) };
}

/** The response body: any notice the script prints, then the JSON (or PHP's nothing). */
export function strictBody(operation: LegacyOperation, answer: unknown): string {
  const result = strictValue(operation, answer);
  const json = 'nothing' in result ? result.nothing : (JSON.stringify(result.value) ?? '');
  return `${noticeFor(operation.key)}${json}`;
}

/**
 * A handler's "no such row" (StandinError 404): a PHP script prints no 404 for a row it did not
 * find. Reads answer their nothing; writes refuse with `status: failed` and the handler's words.
 */
export function strictNotFoundBody(operation: LegacyOperation, message: string): string {
  const spec = specAnswerOf(operation.key);
  const notShown = spec?.shape === 'notShown';
  const read = notShown ? isReadOnly(operation) : !spec || spec.shape === 'record' || spec.shape === 'rows';
  const shown = notShown ? assumedAnswer(operation.key) : spec;
  const body = read ? nothingBody(operation.key, shown) : JSON.stringify({ status: 'failed', message });
  return `${noticeFor(operation.key)}${body}`;
}
