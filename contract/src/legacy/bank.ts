import { z } from 'zod';
import { defineOperation } from './define.ts';
import { failsUnlessSuccess } from './failure.ts';
import { looseStatus, numish, statusAnswer, textish, zeroOrOne } from './raw.ts';

// Bank details of any account, and the password check before saving them.

const W = 'webservices.php';
const opt = textish.optional();

/** Bank details as RETRIEVEBANKDETAILS sends them; several fields come in an `_edit` spelling too. */
export const rawBankDetails = z.looseObject({
  status: opt,
  message: opt,
  bank_label: opt,
  bank_name_edit: opt,
  branch_code: opt,
  account_number: opt,
  account_number_edit: opt,
  account_holder: opt,
  account_name: opt,
  account_type: opt,
  account_type_edit: opt,
  created_at: opt,
  logged_account_type: opt,
});

export const RETRIEVEBANKDETAILS = defineOperation({
  op: 'RETRIEVEBANKDETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'bank',
  params: z.object({ business_id: numish.optional() }),
  identity: ['business_id'],
  // status failed with a message, or the bank fields.
  response: rawBankDetails,
  failure: {
    kind: 'own-shapes',
    why: "`status: 'failed'` means no bank details yet: the normaliser reads it as found: false",
  },
  screens: ['/b-details', '/edit-b-details', '/bdetails'],
  specPart: 3,
});

export const SAVEBANKDETAILS = defineOperation({
  op: 'SAVEBANKDETAILS',
  method: 'POST',
  // The spec says "form/multipart": the flows differ; no file travels, so form.
  encoding: 'form',
  path: W,
  domain: 'bank',
  params: z.object({
    account_holder: z.string(),
    account_name: z.string().optional(),
    account_number: z.string(),
    bank_account_type: z.string(),
    branch_code: z.string(),
    bank_name: z.string(),
    custom_bank_name: z.string().optional(),
  }),
  // status (or an error flag) and message.
  response: looseStatus.extend({ error: zeroOrOne.optional() }),
  failure: { kind: 'error-flag', fallback: 'We could not save your bank details.' },
  screens: ['/edit-b-details'],
  specPart: 3,
});

export const VERIFYIDENTITY = defineOperation({
  op: 'VERIFYIDENTITY',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'bank',
  // The partner flow adds account_type.
  params: z.object({ password: z.string(), account_type: z.string().optional() }),
  response: statusAnswer,
  failure: failsUnlessSuccess('We could not verify your password.'),
  screens: ['/edit-b-details'],
  specPart: 3,
});

export const bankOperations = [RETRIEVEBANKDETAILS, SAVEBANKDETAILS, VERIFYIDENTITY] as const;
