import { z } from 'zod';
import { NOT_FOUND } from '../legacy/not-found.ts';
import { legacyId } from '../model/ids.ts';
import { audienceSizesSchema, marketingMessageSchema, recipientsUploadSchema } from '../model/marketing.ts';
import { paymentStartSchema } from '../model/purchase.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';

/** Not in the spec, ours: a link naming no message of this organiser. */
export const MARKETING_TEXT_ID_MESSAGE = NOT_FOUND.marketingText;

const textParams = z.object({
  textId: legacyId(MARKETING_TEXT_ID_MESSAGE),
});
const owner = { owned: 'marketing-message' } as const;

/**
 * SMS and email marketing (spec part 2, sections 2, 4, 5, 7 and 9): the audiences, an uploaded
 * audience, the message record, and the card payment of an SMS. Messages go out only when the
 * provider confirms the payment (its notify, server to server); email is free and goes at once.
 */
export const marketingApi = {
  getAudiences: endpoint({
    ...routes.marketing.getAudiences,
    summary: 'How many people the existing (own buyers) and universal audiences reach',
    access: ['business'],
    response: audienceSizesSchema,
    legacy: ['{product}DATABASE', 'GET-AUDIENCE-COUNT'],
  }),
  uploadRecipients: endpoint({
    ...routes.marketing.uploadRecipients,
    summary:
      'Uploads an audience (multipart: type sms or email, file: a CSV like the template, at most 1 MB); the audience type is the upload’s',
    access: ['business'],
    response: recipientsUploadSchema,
    legacy: ['UPLOAD-MARKETING-DATA'],
  }),
  createMessage: endpoint({
    ...routes.marketing.createMessage,
    summary:
      'Creates the message record (multipart: audience, type, text, subject, recipients, file: an email attachment checked by content). Email goes out at once; an SMS waits for its payment. Accepts an Idempotency-Key',
    access: ['business'],
    response: marketingMessageSchema,
    legacy: ['{product}DATABASE', 'GET-AUDIENCE-COUNT', 'EMAIL-MARKETING', 'GET-TEXT-MESSAGES'],
    idempotent: true,
  }),
  getMessage: endpoint({
    ...routes.marketing.getMessage,
    summary: 'One of the organiser’s message records: its text, audience, cost and delivery',
    access: ['business'],
    params: textParams,
    response: marketingMessageSchema,
    owner,
    legacy: ['GET-TEXT-MESSAGES'],
  }),
  startSmsPayment: endpoint({
    ...routes.marketing.startSmsPayment,
    summary:
      'Pays for an SMS campaign by card: the hidden form for the provider (R100 at least; notify: NOTIFY-URL-SMS-MARKETING); accepts an Idempotency-Key',
    access: ['business'],
    params: textParams,
    // `again`: the organiser was told a payment was started already and chose to pay again. No
    // body is the same as `{}`.
    body: z.object({ again: z.boolean().optional() }).nullish(),
    response: paymentStartSchema,
    owner,
    legacy: ['GET-TEXT-MESSAGES', 'BUSINESSDETAILS'],
    idempotent: true,
  }),
};
