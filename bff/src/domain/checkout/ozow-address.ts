import { randToCents } from '@tix/contract';
import { type FormExpectations, pointsAt, unexpectedForm } from '../provider-form.ts';

// The legacy's Ozow payment address, as PayFast's form: passed on unchanged (Ozow's HashCheck
// covers its fields), after checking what matters to the buyer and to us: that it is on the
// configured Ozow origin, and that the amount and the success and cancel addresses, where it
// carries them, are ours. Any other field (Ozow's own, or a reference of the legacy's) passes as the
// legacy made it: a legacy written from the spec may add its own
// (docs/decisions/0049-second-reading-of-the-spec.md).

/** Ozow's field names the BFF checks, compared without case. */
const CHECKED = { amount: 'amount', success: 'successurl', cancel: 'cancelurl' } as const;

/** The legacy's Ozow address, unchanged, once it holds; a path is resolved on the Ozow origin. */
export function ozowAddress(given: string, configured: string, expected: FormExpectations): string {
  const url = new URL(given, configured);
  if (url.origin !== new URL(configured).origin && !expected.recorded) throw unexpectedForm('ozowUrl');
  // A recording's address was made for the recording's amount and pages (see FormExpectations).
  if (!expected.recorded) {
    for (const [name, value] of url.searchParams) {
      const key = name.toLowerCase();
      if (key === CHECKED.amount && randToCents(value) !== expected.amountCents) throw unexpectedForm(name);
      if (key === CHECKED.success && !pointsAt(value, expected.publicUrl, expected.returnPath))
        throw unexpectedForm(name);
      if (key === CHECKED.cancel && !pointsAt(value, expected.publicUrl, expected.cancelPath))
        throw unexpectedForm(name);
    }
  }
  // A relative address from the legacy is resolved, never re-encoded: the given query stays as is.
  return /^https?:\/\//i.test(given) ? given : url.toString();
}
