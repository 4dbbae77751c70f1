import { randToCents } from '@tix/contract';
import { type FormExpectations, pointsAt, unexpectedForm } from '../provider-form.ts';

// The legacy's Ozow payment address, as PayFast's form: passed on unchanged (Ozow's HashCheck
// covers its fields), after checking it is on the configured Ozow origin, that its query names
// are Ozow's documented request fields, and that the amount and return addresses are ours.

/** Ozow's documented payment request fields (names only; compared without case). */
const OZOW_FIELDS: ReadonlySet<string> = new Set(
  [
    'SiteCode',
    'CountryCode',
    'CurrencyCode',
    'Amount',
    'TransactionReference',
    'BankReference',
    'Optional1',
    'Optional2',
    'Optional3',
    'Optional4',
    'Optional5',
    'Customer',
    'CancelUrl',
    'ErrorUrl',
    'SuccessUrl',
    'NotifyUrl',
    'IsTest',
    'SelectedBankId',
    'CustomerIdentityNumber',
    'CustomerCellphoneNumber',
    'AllowVariableAmount',
    'VariableAmountMin',
    'VariableAmountMax',
    'ExpiryDateUtc',
    'HashCheck',
  ].map((name) => name.toLowerCase()),
);

/** The legacy's Ozow address, unchanged, once it holds; a path is resolved on the Ozow origin. */
export function ozowAddress(given: string, configured: string, expected: FormExpectations): string {
  const url = new URL(given, configured);
  if (url.origin !== new URL(configured).origin && !expected.recorded) throw unexpectedForm('ozowUrl');
  for (const [name, value] of url.searchParams) {
    const key = name.toLowerCase();
    if (!OZOW_FIELDS.has(key)) throw unexpectedForm(name);
    // A recording's address was made for the recording's amount and pages (see FormExpectations).
    if (expected.recorded) continue;
    if (key === 'amount' && randToCents(value) !== expected.amountCents) throw unexpectedForm(name);
    if (key === 'successurl' && !pointsAt(value, expected.publicUrl, expected.returnPath))
      throw unexpectedForm(name);
    if (key === 'cancelurl' && !pointsAt(value, expected.publicUrl, expected.cancelPath))
      throw unexpectedForm(name);
  }
  // A relative address from the legacy is resolved, never re-encoded: the given query stays as is.
  return /^https?:\/\//i.test(given) ? given : url.toString();
}
