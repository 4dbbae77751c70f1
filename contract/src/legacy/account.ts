import { z } from 'zod';
import { defineOperation } from './define.ts';
import { noParams, notShown, numish } from './raw.ts';

const W = 'webservices.php';
const rawAccountType = z.enum(['customer', 'business', 'partner', 'guest']);

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
  response: z.union([
    z.looseObject({
      status: z.literal('success'),
      data: z.looseObject({ account_id: numish, account_name: z.string(), account_type: rawAccountType }),
    }),
    z.looseObject({ status: z.string(), errorText: z.string() }),
  ]),
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
  screens: ['(header)'],
  specPart: 1,
});

export const accountOperations = [LOGIN, LOGOUT, ACCOUNTTYPE, ACCOUNT_DETAILS] as const;
