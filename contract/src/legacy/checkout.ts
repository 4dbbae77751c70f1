import { z } from 'zod';
import { defineOperation } from './define.ts';
import { failsUnlessSuccess, failsWithStatus, NO_FAILURE } from './failure.ts';
import { flag, listOrEmpty, notShown, numish, statusAnswer, successAnswer, textish } from './raw.ts';

const W = 'webservices.php';

/**
 * The payment-credentials script. The spec does not name its path: this is the default of the
 * BFF's LEGACY_PAYMENT_CREDENTIALS_PATH. Purchases and campaign payments post to it with
 * different fields.
 */
export const PAYMENT_CREDENTIALS_PATH = 'payment/credentials.php';

/**
 * The answer of the payment-credentials script: the spec's fields, and PayFast's form fields
 * (signed by the legacy), which the BFF posts on unchanged as the hidden form.
 */
export const rawPaymentCredentials = z.looseObject({
  status: z.string().optional(),
  message: textish.optional(),
  uuid: textish.optional(),
  m_payment_id: textish.optional(),
  // The spec's customer_id is not read, and a campaign's payment has none (null): not judged.
  ozowUrl: textish.optional(),
});

const optionalText = z.string().optional();

export const PAYMENT_CREDENTIALS = defineOperation({
  key: PAYMENT_CREDENTIALS_PATH,
  op: null,
  method: 'POST',
  encoding: 'form',
  path: PAYMENT_CREDENTIALS_PATH,
  domain: 'checkout',
  params: z.object({
    item_name: z.string(),
    amount: numish,
    email: z.string(),
    cell_number: z.string(),
    name_first: z.string(),
    name_last: z.string(),
    admission: numish,
    adults_price: numish,
    kids_price: numish,
    category: z.string(),
    ticketid: numish,
    ticketnumber: z.string(),
    eventid: numish,
    payment_method: z.enum(['payfast', 'ozow']),
    businessid: numish,
    type: z.string(),
    group: z.enum(['adults', 'kids']),
    is_mobile: flag,
    customer_id: numish,
    // Device fingerprint: the spec names the facts, not the fields; these names are ours.
    userAgent: optionalText,
    language: optionalText,
    screenResolution: optionalText,
    timezone: optionalText,
    platform: optionalText,
    cpuCores: numish.optional(),
    deviceMemory: numish.optional(),
    touchPoints: numish.optional(),
    // Ours, not the spec's: the addresses we ask the provider to send the buyer back to. A legacy
    // that builds its own may ignore them; the BFF checks the form's addresses either way.
    return_url: optionalText,
    cancel_url: optionalText,
  }),
  identity: ['customer_id'],
  otherAccountParams: { businessid: 'the organiser of the event bought' },
  // status failed: alert with message; review: /verification-process; else go to the provider.
  response: rawPaymentCredentials,
  failure: failsWithStatus('Failed to initiate payment.'),
  screens: ['/checkout/:eventId/:token', '/buy'],
  specPart: 1,
});

export const VERIFY_CUSTOMER_TRANSACTION = defineOperation({
  op: 'VERIFY-CUSTOMER-TRANSACTION',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'checkout',
  params: z.object({ m_payment_id: z.string(), customer_id: numish, otp: z.string(), email: z.string() }),
  identity: ['customer_id'],
  response: statusAnswer,
  failure: failsUnlessSuccess('Enter OTP'),
  screens: ['/verification-process'],
  specPart: 1,
});

/** An event-and-business row of the bank-transfer page, banking data included. */
export const rawPaymentMethodRow = z.looseObject({
  eventid: numish.optional(),
  businessid: numish.optional(),
  event_name: textish.optional(),
  bank_name: textish.optional(),
  account_number: textish.optional(),
  account_holder: textish.optional(),
  branch_code: textish.optional(),
  business_name: textish.optional(),
  cell_number: textish.optional(),
  tel: textish.optional(),
  email: textish.optional(),
  address: textish.optional(),
});

export const PAYMENT_METHOD = defineOperation({
  op: null,
  method: 'GET',
  encoding: 'query',
  path: 'api/select/payment/method',
  domain: 'checkout',
  params: z.object({ eventid: numish, ticketid: numish }),
  response: listOrEmpty(rawPaymentMethodRow),
  failure: NO_FAILURE,
  screens: ['/eft'],
  specPart: 1,
});

const eftTicket = {
  eventid: numish,
  businessid: numish,
  ticketid: numish,
  ticketnumber: z.string(),
  email: z.string(),
};
const eventOrganiser = { businessid: 'the organiser of the event bought' };

export const BUYER_DETAILS_ATTACHMENT = defineOperation({
  op: null,
  method: 'POST',
  encoding: 'multipart',
  path: 'api/insert/ticket/buyer/details/attachment',
  domain: 'checkout',
  params: z.object({
    ...eftTicket,
    ticketref: textish,
    total: numish,
    price: numish,
    admissionValue: numish,
    phone: z.string(),
    fullname: z.string(),
    attachmentName: z.string(),
  }),
  files: { file: { required: true } },
  otherAccountParams: eventOrganiser,
  // A 500 status gives an alert; the body is not shown.
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/eft'],
  specPart: 1,
});

const userLookupRow = z.looseObject({
  email: textish.optional(),
  phone: textish.optional(),
  fname: textish.optional(),
  lname: textish.optional(),
});

export const GET_USER_EMAIL = defineOperation({
  op: null,
  method: 'POST',
  encoding: 'form',
  path: 'getUserEmail',
  domain: 'checkout',
  params: z.object({ phone: z.string() }),
  response: listOrEmpty(userLookupRow),
  failure: NO_FAILURE,
  screens: ['/eft'],
  specPart: 1,
});

export const GET_USER_PHONE = defineOperation({
  op: null,
  method: 'POST',
  encoding: 'form',
  path: 'getUserPhone',
  domain: 'checkout',
  params: z.object({ email: z.string() }),
  response: listOrEmpty(userLookupRow),
  failure: NO_FAILURE,
  screens: ['/eft'],
  specPart: 1,
});

export const UPDATE_PAID_TABLE = defineOperation({
  op: null,
  method: 'GET',
  encoding: 'query',
  path: 'api/update/paid/table',
  domain: 'checkout',
  params: z.object(eftTicket),
  otherAccountParams: eventOrganiser,
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/successeft'],
  specPart: 1,
});

export const SEND_EMAIL_ATTACHMENT = defineOperation({
  op: null,
  method: 'GET',
  encoding: 'query',
  path: 'sendEmailAttachment',
  domain: 'checkout',
  params: z.object(eftTicket),
  otherAccountParams: eventOrganiser,
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['/successeft'],
  specPart: 1,
});

export const CANCELLATION = defineOperation({
  op: 'CANCELLATION',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'checkout',
  // The /cancelled page's query; sent only when the first eight are present.
  params: z.object({
    ticket_id: numish,
    event_id: numish,
    business_id: numish,
    ticket_number: z.string(),
    name_first: z.string(),
    name_last: z.string(),
    email: z.string(),
    item_name: z.string(),
    admission: numish.optional(),
    customer_id: numish.optional(),
    campaign_id: numish.optional(),
    group: optionalText,
    amount: numish.optional(),
    type: optionalText,
  }),
  identity: ['customer_id'],
  otherAccountParams: { business_id: 'the organiser of the event whose payment was cancelled' },
  response: successAnswer,
  failure: failsWithStatus('The payment could not be cancelled.'),
  screens: ['/cancelled'],
  specPart: 1,
});

export const checkoutOperations = [
  PAYMENT_CREDENTIALS,
  VERIFY_CUSTOMER_TRANSACTION,
  PAYMENT_METHOD,
  BUYER_DETAILS_ATTACHMENT,
  GET_USER_EMAIL,
  GET_USER_PHONE,
  UPDATE_PAID_TABLE,
  SEND_EMAIL_ATTACHMENT,
  CANCELLATION,
] as const;
