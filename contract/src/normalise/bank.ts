import { maskAccountNumber } from '../domain/banks.ts';
import type { rawBankDetails } from '../legacy/bank.ts';
import type { BankDetailsAnswer } from '../model/bank.ts';
import { day, text } from './values.ts';

type RawBankDetails = import('zod').infer<typeof rawBankDetails>;

/** The message shown when the legacy has no details and says nothing. */
export const NO_BANK_DETAILS_MESSAGE = 'No bank details saved yet.';

/**
 * RETRIEVEBANKDETAILS: `status: failed` with a message, or the fields, several in two spellings
 * (`bank_label` or `bank_name_edit`, `account_number` or `account_number_edit`, ...). The account
 * number is masked here, so the full number never reaches a browser.
 */
export function normaliseBankDetails(raw: RawBankDetails): BankDetailsAnswer {
  const bank = text(raw.bank_label) ?? text(raw.bank_name_edit);
  const accountNumber = text(raw.account_number) ?? text(raw.account_number_edit);
  if (text(raw.status)?.toLowerCase() === 'failed' || !bank || !accountNumber) {
    return { found: false, message: text(raw.message) ?? NO_BANK_DETAILS_MESSAGE };
  }
  return {
    found: true,
    details: {
      bank,
      branchCode: text(raw.branch_code) ?? '',
      accountHolder: text(raw.account_holder) ?? text(raw.account_name) ?? '',
      accountNumberMasked: maskAccountNumber(accountNumber),
      accountType: text(raw.account_type) ?? text(raw.account_type_edit) ?? '',
      createdOn: day(raw.created_at),
    },
  };
}
