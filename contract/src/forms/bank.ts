import { z } from 'zod';
import { BANK_ACCOUNT_TYPES } from '../domain/banks.ts';
import { inOrder, looseText, password } from './fields.ts';

// Bank details and the password check before saving them (spec part 3, section 5).

export const BANK_DETAILS_MESSAGES = {
  /** Customers' wording. */
  allFieldsRequired: 'All fields are required',
  /** Organisers' and partners' wording. */
  allRequiredFieldsFilled: 'All required fields must be filled out.',
  /** Not in the spec, ours (the spec gives the limits: 3 to 50 characters). */
  customBankName: 'Enter the bank name, 3 to 50 characters',
  /** Not in the spec, ours. */
  branchCodeDigits: 'The branch code must contain only digits',
  /** Not in the spec, ours. */
  accountNumberDigits: 'The account number must contain only digits',
  failed: 'An error occurred while updating details.',
} as const;

const M = BANK_DETAILS_MESSAGES;
const DIGITS = /^\d+$/;

const isOther = (bank: string) => bank.toLowerCase() === 'other';

/**
 * Bank details: bank, customBankName (when bank is Other), branchCode, accountHolder,
 * accountNumber, accountType. Every empty field is reported before any format problem.
 */
const bankDetailsSchema = (required: string) =>
  z
    .object({
      bank: looseText(required),
      customBankName: looseText(M.customBankName),
      branchCode: looseText(required),
      accountHolder: looseText(required),
      accountNumber: looseText(required),
      accountType: looseText(required),
    })
    .superRefine(
      inOrder((value, fail) => {
        const keys = ['bank', 'branchCode', 'accountHolder', 'accountNumber', 'accountType'] as const;
        for (const key of keys) if (value[key] === '') fail(key, required);
        if (
          value.accountType !== '' &&
          !(BANK_ACCOUNT_TYPES as readonly string[]).includes(value.accountType)
        )
          fail('accountType', required);
        if (isOther(value.bank)) {
          if (value.customBankName === '') fail('customBankName', required);
          else if (value.customBankName.length < 3 || value.customBankName.length > 50)
            fail('customBankName', M.customBankName);
        }
        if (value.branchCode !== '' && !DIGITS.test(value.branchCode)) fail('branchCode', M.branchCodeDigits);
        if (value.accountNumber !== '' && !DIGITS.test(value.accountNumber))
          fail('accountNumber', M.accountNumberDigits);
      }),
    );

/** Bank details as customers see them. */
export const customerBankDetailsSchema = bankDetailsSchema(M.allFieldsRequired);
/** Bank details as organisers and partners see them. */
export const organiserOrPartnerBankDetailsSchema = bankDetailsSchema(M.allRequiredFieldsFilled);

export const IDENTITY_CHECK_MESSAGES = {
  passwordRequired: 'Please enter your password to verify your identity.',
  /** Customer flow: followed by the error. */
  networkError: 'An error occurred while verifying your password: ',
  /** Partner flow. */
  networkErrorPartner: 'An error occurred while verifying your password.',
} as const;

/** Identity check before saving bank details: password. */
export const identityCheckSchema = z.object({
  password: password(IDENTITY_CHECK_MESSAGES.passwordRequired),
});
