import { z } from 'zod';
import { accountProfileOperations } from './account-profile.ts';
import { defineOperation } from './define.ts';
import { failsUnlessSuccess, NO_FAILURE } from './failure.ts';
import { flag, noParams, notShown, numish, statusAnswer, textish } from './raw.ts';

const W = 'webservices.php';
const rawAccountType = z.enum(['customer', 'business', 'partner', 'guest']);

export const loginSuccess = z.looseObject({
  status: z.literal('success'),
  data: z.looseObject({ account_id: numish, account_name: z.string(), account_type: rawAccountType }),
});
export const loginFailure = z.looseObject({ status: z.string(), errorText: z.string() });

export const LOGIN = defineOperation({
  key: 'loginWeb.php',
  op: null,
  method: 'POST',
  encoding: 'form',
  path: 'loginWeb.php',
  domain: 'account',
  params: z.object({
    os: z.string(),
    posterUri: z.string(),
    email: z.string(),
    password: z.string(),
    // 'yes' when the affiliate partner toggle is on.
    partner: z.enum(['yes', 'no']),
  }),
  // Success carries data; failure carries errorText.
  response: z.union([loginSuccess, loginFailure]),
  failure: { kind: 'own-shapes', why: 'loginSuccess and loginFailure tell the two answers apart' },
  screens: ['/login'],
  specPart: 1,
});

export const LOGOUT = defineOperation({
  key: 'logout.php',
  op: null,
  method: 'GET',
  encoding: 'query',
  path: 'logout.php',
  domain: 'account',
  params: noParams,
  response: notShown,
  responseNotShown: true,
  answerUnused: true,
  failure: NO_FAILURE,
  screens: ['/logout'],
  specPart: 1,
});

export const ACCOUNTTYPE = defineOperation({
  op: 'ACCOUNTTYPE',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'account',
  params: noParams,
  response: z.looseObject({ account_type: rawAccountType }),
  failure: NO_FAILURE,
  screens: ['(session check)'],
  specPart: 1,
});

export const ACCOUNT_DETAILS = defineOperation({
  op: 'ACCOUNT-DETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'account',
  params: noParams,
  response: z.looseObject({ accountName: z.string(), accountType: rawAccountType }),
  failure: NO_FAILURE,
  screens: ['(header)'],
  specPart: 1,
});

// Registration, verification and password recovery.

const registeredType = z.enum(['customer', 'business', 'partner']);
const optionalText = z.string().optional();

export const VERIFYACCOUNT = defineOperation({
  op: 'VERIFYACCOUNT',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'account',
  // Customers, organisers and partners; the customer flow sends no password, the partner flow
  // adds partner=no and the affiliate profile (spec part 3).
  params: z.object({
    account_name: z.string(),
    phone: z.string(),
    email: z.string(),
    password: optionalText,
    accounttype: registeredType,
    platform: z.string(),
    partner: z.enum(['yes', 'no']).optional(),
    instagram: optionalText,
    facebook: optionalText,
    tiktok: optionalText,
    x: optionalText,
    linkedin: optionalText,
    partner_type: z.enum(['organisation', 'individual']).optional(),
    pitch: optionalText,
    bio: optionalText,
    follower_estimate: optionalText,
  }),
  response: statusAnswer,
  failure: failsUnlessSuccess('We could not start your registration.'),
  screens: ['/customer-registration', '/organiser-registration', '/affiliate-registration', '/partner'],
  specPart: 1,
});

export const REGISTRATION = defineOperation({
  op: 'REGISTRATION',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'account',
  params: z.object({
    email: z.string(),
    password: z.string(),
    verificationCode: z.string(),
    account_type: registeredType,
    affiliate_id: optionalText,
  }),
  response: statusAnswer,
  failure: failsUnlessSuccess('We could not verify your account.'),
  screens: ['/verification'],
  specPart: 1,
});

export const RESEND_VERIFICATION_CODE = defineOperation({
  op: 'RESEND_VERIFICATION_CODE',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'account',
  params: z.object({ email: z.string() }),
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/verification'],
  specPart: 1,
});

export const RECOVERPASSWORD = defineOperation({
  op: 'RECOVERPASSWORD',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'account',
  params: z.object({ email: z.string(), isAffiliate: flag }),
  response: z.looseObject({
    status: z.string(),
    account_type: textish.optional(),
    message: textish.optional(),
    // The spec's isAffiliate is not read (the screen keeps the one it sent): not judged.
    account_name: textish.optional(),
  }),
  failure: failsUnlessSuccess('We could not reset your password.'),
  screens: ['/password'],
  specPart: 1,
});

const resetIdentity = { email: z.string(), account_type: z.string(), isAffiliate: flag };

export const VERIFY_OTP_TO_RESET_PASSWORD = defineOperation({
  op: 'VERIFY-OTP-TO-RESET-PASSWORD',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'account',
  params: z.object({ ...resetIdentity, otp: z.string() }),
  response: statusAnswer,
  failure: failsUnlessSuccess('The code is not valid.'),
  screens: ['/set-password'],
  specPart: 1,
});

export const SAVE_NEW_PASSWORD = defineOperation({
  op: 'SAVE-NEW-PASSWORD',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'account',
  params: z.object({ ...resetIdentity, pass1: z.string(), pass2: z.string(), account_name: z.string() }),
  // The spec's is_new_password_saved is not read (status says it): not judged.
  response: statusAnswer,
  failure: failsUnlessSuccess('We could not save your password.'),
  screens: ['/set-password'],
  specPart: 1,
});

export const CHANGEPASSWORD = defineOperation({
  op: 'CHANGEPASSWORD',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'account',
  // Here `subquery` carries the account type, not a fixed variant.
  params: z.object({
    newpassword: z.string(),
    currentpass: z.string(),
    accountid: numish,
    subquery: registeredType,
  }),
  identity: ['accountid'],
  response: statusAnswer,
  failure: failsUnlessSuccess('We could not change your password.'),
  screens: ['/changepassword'],
  specPart: 1,
});

export const accountOperations = [
  LOGIN,
  LOGOUT,
  ACCOUNTTYPE,
  ACCOUNT_DETAILS,
  VERIFYACCOUNT,
  REGISTRATION,
  RESEND_VERIFICATION_CODE,
  RECOVERPASSWORD,
  VERIFY_OTP_TO_RESET_PASSWORD,
  SAVE_NEW_PASSWORD,
  CHANGEPASSWORD,
  ...accountProfileOperations,
] as const;
