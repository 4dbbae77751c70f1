import { z } from 'zod';
import { rawEventRow } from './browse.ts';
import { defineOperation } from './define.ts';
import { NO_FAILURE } from './failure.ts';
import { listOrEmpty, numish, textish, valAnswer } from './raw.ts';

// The promoter's (booster's) own side: login under an organiser, balance, events, a sale.

const W = 'webservices.php';
const money = numish.nullable().optional();

export const BOOSTERLOGIN = defineOperation({
  op: 'BOOSTERLOGIN',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'booster',
  params: z.object({
    os: z.string(),
    businessphone: z.string(),
    businessid: numish,
    businessname: z.string(),
    businessemail: z.string(),
    email: z.string(),
    password: z.string(),
  }),
  otherAccountParams: { businessid: 'the organisation picked from MERCHANTS before the promoter logs in' },
  // A login (it opens the promoter's legacy session and carries a password), not a read.
  readOnly: false,
  // val 1: logged in, with the booster session fields.
  response: valAnswer.extend({
    boosterid: numish.optional(),
    boostername: textish.optional(),
    boosteremail: textish.optional(),
    boosterphone: textish.optional(),
    activation: money,
    balance: money,
    credit: money,
  }),
  failure: NO_FAILURE,
  screens: ['/boosterlogin'],
  specPart: 2,
});

export const REALTIMEBALANCE = defineOperation({
  op: 'REALTIMEBALANCE',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'booster',
  params: z.object({ boosterid: numish }),
  identity: ['boosterid'],
  response: z.looseObject({ balance: money, amount: money }),
  failure: NO_FAILURE,
  screens: ['/boosterdashboard', '/accountstatus', '/selltickets'],
  specPart: 2,
});

export const GETEVENTSTOSELL = defineOperation({
  op: 'GETEVENTSTOSELL',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'booster',
  // businessid: the organiser the promoter sells for, from the booster's session.
  params: z.object({ businessid: numish }),
  identity: ['businessid'],
  // The answer is not shown; /selltickets reads event rows (balance, status, event day).
  response: listOrEmpty(rawEventRow),
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/selltickets'],
  specPart: 2,
});

export const PROCESSTICKET = defineOperation({
  op: 'PROCESSTICKET',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'booster',
  params: z.object({
    ticketid: numish,
    eventid: numish,
    businessid: numish,
    boosterid: numish,
    category: z.string(),
    price: numish,
    kids_price: numish,
    total: numish,
    phone: z.string(),
    email: z.string(),
    fullname: z.string(),
    admission: numish,
    group: z.enum(['adults', 'kids']),
  }),
  identity: ['businessid', 'boosterid'],
  // val 1: 'Successful!'; otherwise 'Email or phone provided already exist'.
  response: z.union([valAnswer.extend({ message: textish.optional() }), z.string()]),
  failure: NO_FAILURE,
  screens: ['/customerpay'],
  specPart: 2,
});

export const boosterOperations = [BOOSTERLOGIN, REALTIMEBALANCE, GETEVENTSTOSELL, PROCESSTICKET] as const;
