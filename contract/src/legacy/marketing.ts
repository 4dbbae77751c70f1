import { z } from 'zod';
import { defineOperation } from './define.ts';
import { failsWithStatus, NO_FAILURE, REFUSED } from './failure.ts';
import { NOT_FOUND } from './not-found.ts';
import { noParams, notShown, numish, orNothing, statusAnswer, textish } from './raw.ts';

// SMS and email marketing: audiences, the message record, upload of recipients, payment notify.

const W = 'webservices.php';

/**
 * The product's name as the legacy spells it in `{product}DATABASE`. The spec hides the name;
 * `TIX` is our stand-in value. Change it here when the real name is known: the catalogue key
 * stays `{product}DATABASE`, only the op sent changes.
 */
export const LEGACY_PRODUCT = 'TIX';
export const productDatabaseOp = (product: string): string => `${product.toUpperCase()}DATABASE`;

export const PRODUCT_DATABASE = defineOperation({
  key: '{product}DATABASE',
  op: productDatabaseOp(LEGACY_PRODUCT),
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'marketing',
  params: noParams,
  // The size of the universal audience ("the name is part of the contract").
  response: z.looseObject({ database: numish.nullable() }),
  failure: NO_FAILURE,
  screens: ['/sms'],
  specPart: 2,
});

export const GET_AUDIENCE_COUNT = defineOperation({
  op: 'GET-AUDIENCE-COUNT',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'marketing',
  params: z.object({ businessid: numish }),
  identity: ['businessid'],
  response: z.looseObject({ audience: numish.nullable() }),
  failure: NO_FAILURE,
  screens: ['/sms', '/marketing'],
  specPart: 2,
});

export const EMAIL_MARKETING = defineOperation({
  op: 'EMAIL-MARKETING',
  method: 'POST',
  encoding: 'multipart',
  path: W,
  domain: 'marketing',
  // Creates the message record for SMS and email alike (marketing_type), answering its textid.
  params: z.object({
    businessid: numish,
    text: z.string(),
    subject: z.string().optional(),
    subqueryone: z.string(),
    marketing_type: z.string(),
    subquerytwo: z.string(),
    recipients_count: numish,
    cost: numish,
  }),
  // Email attachments: pdf, word, excel, png, jpeg, mp3, mp4 "or other", so no type list.
  files: { file: { required: false } },
  identity: ['businessid'],
  response: statusAnswer.extend({ textid: numish.optional() }),
  failure: failsWithStatus(REFUSED),
  screens: ['/marketing', '/smscampaign'],
  specPart: 2,
});

export const UPLOAD_MARKETING_DATA = defineOperation({
  op: 'UPLOAD-MARKETING-DATA',
  method: 'POST',
  encoding: 'multipart',
  path: W,
  domain: 'marketing',
  params: z.object({ businessid: numish, subqueryone: z.string(), subquerytwo: z.string() }),
  files: { file: { required: true, accept: ['csv'] } },
  identity: ['businessid'],
  response: statusAnswer,
  failure: failsWithStatus(REFUSED),
  screens: ['/uploaddata'],
  specPart: 2,
});

export const GET_TEXT_MESSAGES = defineOperation({
  op: 'GET-TEXT-MESSAGES',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'marketing',
  params: z.object({ textid: numish }),
  // The spec shows only `text`; the record's other fields (spec section 3, Marketing message)
  // come with it when the service has them: the BFF checks the owner and shows the cost.
  response: orNothing(
    z.looseObject({
      text: textish,
      subject: textish.optional(),
      businessid: numish.nullable().optional(),
      marketing_type: textish.optional(),
      alias: textish.optional(),
      recipients_count: numish.nullable().optional(),
      cost: numish.nullable().optional(),
      delivery: textish.optional(),
    }),
  ),
  notFound: NOT_FOUND.marketingText,
  failure: NO_FAILURE,
  screens: ['/smscampaign'],
  specPart: 2,
});

const optionalText = z.string().optional();

/**
 * The notify URL handed to the card provider with an SMS payment: the provider calls it server
 * to server, never the SPA. Its fields are the provider's; the spec names only the custom strings
 * (textid, audience, alias, business id) and the marketing_-prefixed payment id.
 */
export const NOTIFY_URL_SMS_MARKETING = defineOperation({
  op: 'NOTIFY-URL-SMS-MARKETING',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'marketing',
  params: z.looseObject({
    m_payment_id: optionalText,
    pf_payment_id: optionalText,
    payment_status: optionalText,
    item_name: optionalText,
    amount_gross: numish.optional(),
    custom_str1: optionalText,
    custom_str2: optionalText,
    custom_str3: optionalText,
    custom_str4: optionalText,
  }),
  response: notShown,
  responseNotShown: true,
  failure: NO_FAILURE,
  screens: ['(payment provider notify URL after /smscampaign: server to server)'],
  specPart: 2,
});

export const marketingOperations = [
  PRODUCT_DATABASE,
  GET_AUDIENCE_COUNT,
  EMAIL_MARKETING,
  UPLOAD_MARKETING_DATA,
  GET_TEXT_MESSAGES,
  NOTIFY_URL_SMS_MARKETING,
] as const;
