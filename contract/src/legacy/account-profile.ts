import { z } from 'zod';
import { defineOperation } from './define.ts';
import { failsUnlessSuccess, failsWithStatus, NO_FAILURE } from './failure.ts';
import { NOT_FOUND } from './not-found.ts';
import { listOrEmpty, noParams, numish, orNothing, statusAnswer, textish } from './raw.ts';

// Profiles, feedback, account deletion, the affiliate who invited a visitor, and the merchant
// list of the promoter login. Registered through `accountOperations` (account.ts).

const W = 'webservices.php';
const optionalText = z.string().optional();
const socials = {
  facebook: optionalText,
  twitter: optionalText,
  instagram: optionalText,
  linkedin: optionalText,
  tiktok: optionalText,
};

/** The profile fields CUSTOMERDETAILS, BUSINESSDETAILS and PARTNERDETAILS send (spec part 1, 3). */
export const rawProfile = z.looseObject({
  customername: textish.optional(),
  businessname: textish.optional(),
  partnername: textish.optional(),
  phone: textish.optional(),
  email: textish.optional(),
  dtregistered: textish.optional(),
  updated_at: textish.optional(),
  facebook: textish.optional(),
  twitter: textish.optional(),
  instagram: textish.optional(),
  linkedin: textish.optional(),
  tiktok: textish.optional(),
  address: textish.optional(),
  bankname: textish.optional(),
  branchcode: textish.optional(),
  account: textish.optional(),
  accountnumber: textish.optional(),
  accountType: textish.optional(),
});

export const CUSTOMERDETAILS = defineOperation({
  op: 'CUSTOMERDETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'account',
  params: z.object({ accountid: numish.optional() }),
  identity: ['accountid'],
  // The spec's customer_id is not read (the session names the customer): not judged.
  response: rawProfile,
  failure: NO_FAILURE,
  screens: ['/profile', '/editprofile', '/buy', '/checkout/:eventId/:token'],
  specPart: 1,
});

export const BUSINESSDETAILS = defineOperation({
  op: 'BUSINESSDETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'account',
  // Part 2: the campaign page sends accountid or nothing and reads phone, email and socials.
  params: z.object({ accountid: numish.optional() }),
  identity: ['accountid'],
  response: rawProfile,
  failure: NO_FAILURE,
  screens: ['/profile', '/editprofile', '/campaign', '/boosterprofile'],
  specPart: 1,
});

export const PARTNERDETAILS = defineOperation({
  op: 'PARTNERDETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'account',
  params: z.object({ accountid: numish.optional(), partnerid: numish.optional() }),
  identity: ['accountid', 'partnerid'],
  // Part 3 reads partnerid and affiliateid from the same answer.
  response: rawProfile.extend({ partnerid: numish.optional(), affiliateid: textish.optional() }),
  failure: NO_FAILURE,
  screens: ['/profile', '/editprofile', '/affiliate-link', '/in'],
  specPart: 1,
});

export const EDITACCOUNTDETAILS = defineOperation({
  op: 'EDITACCOUNTDETAILS',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'account',
  params: z.object({
    accountname: z.string(),
    phone: z.string(),
    email: z.string(),
    ...socials,
    address: optionalText,
  }),
  response: statusAnswer,
  failure: failsWithStatus('We could not update your details.'),
  screens: ['/editprofile'],
  specPart: 1,
});

export const FEEDBACK = defineOperation({
  op: 'FEEDBACK',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'account',
  // One form sends feedback, context and query (meaning of `query` not shown: likely the chosen
  // topics); the partner/customer variant sends accountid, accounttype and feedback.
  params: z.object({
    feedback: z.string(),
    context: optionalText,
    query: optionalText,
    accountid: numish.optional(),
    accounttype: optionalText,
  }),
  identity: ['accountid'],
  response: statusAnswer,
  failure: failsWithStatus('We could not send your feedback.'),
  screens: ['/feedback'],
  specPart: 1,
});

const deletionAnswer = z.looseObject({
  code: numish.optional(),
  status: z.string().optional(),
  message: textish.optional(),
});

export const REQUEST_ACCOUNT_DELETION = defineOperation({
  op: 'REQUEST_ACCOUNT_DELETION',
  method: 'POST',
  encoding: 'multipart',
  path: W,
  domain: 'account',
  params: z.object({ email: z.string(), reason: z.string(), password: z.string() }),
  // code 401 means refused (message shown); any other code opens the confirmation step.
  response: deletionAnswer,
  failure: { kind: 'code', codes: ['401'], fallback: 'Your details were not accepted.' },
  screens: ['/acc_del'],
  specPart: 3,
});

export const REQUEST_ACCOUNT_DELETION_CONFIRM_CODE = defineOperation({
  op: 'REQUEST_ACCOUNT_DELETION',
  subquery: { param: 'subQuery', value: 'CONFIRM_CODE' },
  method: 'POST',
  encoding: 'multipart',
  path: W,
  domain: 'account',
  params: z.object({ code: z.string(), email: z.string() }),
  response: deletionAnswer,
  failure: failsUnlessSuccess('The code was not accepted.', { successCodes: ['200'] }),
  screens: ['/acc_del'],
  specPart: 3,
});

export const AFFILIATEDETAILS = defineOperation({
  op: 'AFFILIATEDETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'account',
  // The affiliateid comes from the landing URL and is kept until verification.
  params: z.object({ affiliateid: z.string() }),
  response: orNothing(
    z.looseObject({
      affiliate: textish.optional(),
      email: textish.optional(),
      phone: textish.optional(),
    }),
  ),
  notFound: NOT_FOUND.affiliateInvite,
  failure: NO_FAILURE,
  screens: ['/', '/registration'],
  specPart: 1,
});

export const rawMerchant = z.looseObject({
  id: numish,
  business_name: textish.optional(),
  email: textish.optional(),
  cell_number: textish.optional(),
});

export const MERCHANTS_GETMERCHANTS = defineOperation({
  op: 'MERCHANTS',
  subquery: { param: 'subquery', value: 'GETMERCHANTS' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'account',
  params: noParams,
  response: listOrEmpty(rawMerchant),
  failure: NO_FAILURE,
  screens: ['/promoter', '/boosterlogin'],
  specPart: 1,
});

export const MERCHANTS_SEARCHMERCHANTS = defineOperation({
  op: 'MERCHANTS',
  subquery: { param: 'subquery', value: 'SEARCHMERCHANTS' },
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'account',
  params: z.object({ search: z.string() }),
  response: listOrEmpty(rawMerchant),
  failure: NO_FAILURE,
  screens: ['/promoter', '/boosterlogin'],
  specPart: 1,
});

export const accountProfileOperations = [
  CUSTOMERDETAILS,
  BUSINESSDETAILS,
  PARTNERDETAILS,
  EDITACCOUNTDETAILS,
  FEEDBACK,
  REQUEST_ACCOUNT_DELETION,
  REQUEST_ACCOUNT_DELETION_CONFIRM_CODE,
  AFFILIATEDETAILS,
  MERCHANTS_GETMERCHANTS,
  MERCHANTS_SEARCHMERCHANTS,
] as const;
