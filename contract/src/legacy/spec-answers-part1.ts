// What part 1 of the spec (visitor and buyer) promises about each answer. See spec-answers.ts.

import * as F from './spec-answer-fields.ts';
import type { SpecAnswer } from './spec-answers.ts';

export const PART_1_ANSWERS = {
  // Part 1: browse
  SEARCHEVENTS: {
    shape: 'rows',
    fields: F.EVENT_PART1,
    empty: 'val0',
    source: '1 §7 + §3 Event (list, search, detail); 2 §7',
  },
  EVENTS: { shape: 'rows', fields: F.EVENT_PART1, empty: 'val0', source: '1 §7 + §3 Event' },
  PROVINCES: { shape: 'rows', fields: ['provinceid', 'province'], source: '1 §7 + §3 Province' },
  EVENTCATEGORY: { shape: 'rows', fields: ['category'], source: '1 §7 + §3 Category' },
  'FETCH-EVENT-DETAILS': {
    shape: 'record',
    fields: F.EVENT_DETAIL,
    source: '1 §7 + §3 Event "Detail response"',
    note: 'no balance, no eventid; the answer for an unknown event is not shown',
  },
  GETNUMBEROFLIKES: { shape: 'record', fields: ['likes'], source: '1 §7 + §3 Likes' },
  INSERTIMPRESSION: F.notShown('1 §7 "response: not shown"'),
  'LOG-EVENT-CLICKS': F.notShown('1 §7 "response: not shown"'),
  TICKETS: {
    shape: 'rows',
    fields: F.TICKET_TYPE,
    source: '1 §7 "list of tickets" + §3 Ticket type; 2 §7 Booster',
  },
  CHECKAVAILABLETICKETS: {
    shape: 'record',
    fields: ['category'],
    source: '1 §7; 2 §7 Booster',
    note: 'the spec names only "category": what it holds (a ticket type row, a list, a count) is not shown',
  },
  'LIKES:GETLIKES': {
    shape: 'rows',
    fields: F.EVENT_PART1,
    source: '1 §7 "list" + §2 Likes page (favourite events) + §4 Likes list (campaignstatus)',
    note: 'the rows are read as §3 Event rows: the spec calls them favourite events',
  },
  'api/select/ranking/national': { shape: 'rows', fields: F.RANKING, source: '1 §7 + §3 Ranking rows' },
  'api/select/ranking/provincial': { shape: 'rows', fields: F.RANKING, source: '1 §7 + §3 Ranking rows' },
  'api/select/ranking/regional': { shape: 'rows', fields: F.RANKING, source: '1 §7 + §3 Ranking rows' },
  // Part 1: accounts
  ACCOUNTTYPE: { shape: 'record', fields: ['account_type'], source: '1 §7' },
  'ACCOUNT-DETAILS': { shape: 'record', fields: ['accountName', 'accountType'], source: '1 §7' },
  CUSTOMERDETAILS: {
    shape: 'record',
    fields: ['email', 'phone', 'customername', 'customer_id'],
    source: '1 §7 + §3 Customer details',
  },
  BUSINESSDETAILS: {
    shape: 'record',
    fields: ['businessname', ...F.PROFILE_COMMON, 'address'],
    source: '1 §7 "profile fields" + §3 Account profile; 2 §7 Campaigns + §3 Business details',
  },
  PARTNERDETAILS: {
    shape: 'record',
    fields: ['partnername', ...F.PROFILE_COMMON, 'partnerid', 'affiliateid'],
    source: '1 §7 "profile fields" + §3 Account profile; 3 §7',
  },
  AFFILIATEDETAILS: {
    shape: 'record',
    fields: ['affiliate', 'email', 'phone'],
    source: '1 §7 + §3 Affiliate',
  },
  'MERCHANTS:GETMERCHANTS': { shape: 'rows', fields: F.MERCHANT, source: '1 §7 "lists" + §3 Merchant; 2 §7' },
  'MERCHANTS:SEARCHMERCHANTS': {
    shape: 'rows',
    fields: F.MERCHANT,
    source: '1 §7 "lists" + §3 Merchant; 2 §7',
  },
  VERIFYACCOUNT: F.status('1 §7; 3 §7 (partner registration)'),
  RECOVERPASSWORD: F.status('1 §7', ['status', 'account_type', 'message', 'isAffiliate', 'account_name']),
  'VERIFY-OTP-TO-RESET-PASSWORD': F.status('1 §7'),
  'SAVE-NEW-PASSWORD': F.status('1 §7', ['status', 'message', 'is_new_password_saved']),
  REGISTRATION: F.status('1 §7'),
  RESEND_VERIFICATION_CODE: F.notShown('1 §7 "response: not shown"'),
  CHANGEPASSWORD: F.status('1 §7'),
  'loginWeb.php': {
    shape: 'status',
    fields: ['status', 'errorText'],
    nested: { data: ['account_id', 'account_name', 'account_type'] },
    source: '1 §7',
    note: 'success carries data; failure carries errorText',
  },
  'logout.php': F.notShown('1 §7 (only "then local clear and /login"); 3 §7'),
  FEEDBACK: F.status('1 §7'),
  EDITACCOUNTDETAILS: F.status('1 §7'),
  REQUEST_ACCOUNT_DELETION: F.status('3 §7', ['code', 'status', 'message']),
  'REQUEST_ACCOUNT_DELETION:CONFIRM_CODE': F.status('3 §7', ['code', 'message']),
  // Part 1: checkout and payment
  'payment/credentials.php': F.status('1 §7 payment credentials script', F.PAYMENT_ANSWER),
  'VERIFY-CUSTOMER-TRANSACTION': F.status('1 §7; 3 §7'),
  'api/select/payment/method': {
    shape: 'rows',
    fields: [
      'bank_name',
      'account_number',
      'account_holder',
      'branch_code',
      'business_name',
      'cell_number',
      'tel',
      'email',
      'address',
    ],
    source: '1 §7 + §3 Bank info shown on the bank-transfer page',
    note: '"event and business rows including banking data": the event fields of a row are not listed',
  },
  'api/insert/ticket/buyer/details/attachment': F.notShown(
    '1 §7 "a 500 status gives an alert; other result: not shown"',
  ),
  getUserEmail: {
    shape: 'rows',
    fields: ['email', 'fname', 'lname'],
    source: '1 §7 "array with email or phone, fname, lname"',
  },
  getUserPhone: {
    shape: 'rows',
    fields: ['phone', 'fname', 'lname'],
    source: '1 §7 "array with email or phone, fname, lname"',
  },
  'api/update/paid/table': F.notShown('1 §7 "response: not shown"'),
  sendEmailAttachment: F.notShown('1 §7 "response: not shown"'),
  CANCELLATION: {
    shape: 'status',
    fields: [],
    source: '1 §7 "success"',
    note: 'the spec says only "success": its form (a word, a flag, a status object) is not shown',
  },
  'CAMPAIGN-PAYMENT-CANCELLATION': {
    shape: 'status',
    fields: [],
    source: '1 §7 "success"; 2 §7 Campaigns',
    note: 'the spec says only "success": its form is not shown',
  },
  // Part 1: the customer's tickets, transactions and refunds
  'CUSTOMERTICKETS:GETTICKETS': {
    shape: 'rows',
    fields: F.CUSTOMER_TICKET,
    source: '1 §7 "ticket list" + §3 Customer ticket',
  },
  'CUSTOMERTICKETS:SEARCHTICKETS': {
    shape: 'rows',
    fields: F.CUSTOMER_TICKET,
    source: '1 §7 "ticket list" + §3 Customer ticket',
  },
  PREVIEWTICKETS: {
    shape: 'rows',
    fields: F.CUSTOMER_TICKET,
    source: '1 §7 "tickets of one event" + §3 Customer ticket',
  },
  'ZOOM-IN-TICKET': { shape: 'record', fields: ['qr_payload'], source: '1 §7' },
  'TRANSACTIONS:GETTRANSACTIONS': {
    shape: 'rows',
    fields: F.TRANSACTION,
    source: '1 §7 "list" + 3 §3 Transaction',
    note: 'part 1 says only "list": the rows are read as part 3\'s Transaction',
  },
  'GET-REFUND-GOVERNANCE-RULES': {
    shape: 'record',
    fields: ['maxAttempts', 'refundsAllowed', 'autoApprove', 'refundPolicyLocked'],
    source: '1 §7 + §3 Refund governance; 3 §7 + §3 Refund rules',
  },
} satisfies Readonly<Record<string, SpecAnswer>>;
