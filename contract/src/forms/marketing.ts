import { z } from 'zod';
import { MARKETING_AUDIENCES } from '../domain/constants.ts';
import { isSmsTooLong, SMS_MAX_LENGTH } from '../domain/organiser-costs.ts';
import { choice, file, multilineText, text, toCents, typedNumber } from './fields.ts';

// SMS and email marketing and the recipients upload (spec part 2, section 5).

/** Smallest SMS payment the card provider processes, in rand. */
export const MIN_SMS_PAYMENT_RAND = 100;

export const MARKETING_TYPES = ['sms', 'email'] as const;

export const MARKETING_MESSAGES = {
  /** Not in the spec, ours (the spec says only that the text is required). */
  textRequired: 'Enter your message',
  /** Not in the spec, ours (the screen disables Proceed past 130). */
  smsTooLong: 'An SMS can be at most 130 characters',
  /** Ours, from the note shown on the payment step. */
  paymentTooSmall: 'Payments below R100.00 cannot be processed.',
  subjectRequired: 'Enter email subject',
  fileRequired: 'Upload file',
  /** Not in the spec, ours. */
  fileType: 'Upload a CSV file like the template',
  /** Not in the spec, ours: a recipients CSV over RECIPIENTS_MAX_BYTES. */
  fileSize: 'The file must be 1 MB or smaller.',
  /** Not in the spec, ours. */
  typeRequired: 'Choose SMS or email',
  /** Not in the spec, ours. */
  audienceRequired: 'Choose an audience',
  /** Not in the spec, ours: the attachment is read by its content. */
  attachmentType: 'Attach a PDF, Word, Excel, PNG, JPEG, MP3 or MP4 file',
  /** Not in the spec, ours. */
  attachmentSize: 'The attachment must be 5 MB or smaller',
  /** Not in the spec, ours: an upload with no valid line. */
  noRecipients: 'The file has no valid recipients: use the template’s columns',
} as const;

const M = MARKETING_MESSAGES;

/** SMS composer: text (at most 130 characters). */
export const smsMarketingSchema = z.object({
  text: multilineText(M.textRequired).max(SMS_MAX_LENGTH, M.smsTooLong),
});

/** SMS payment: cost (rand, computed from the audience; R100 or more). */
export const smsPaymentSchema = z.object({
  cost: typedNumber(
    z
      .number({ error: M.paymentTooSmall })
      .refine((cost) => toCents(cost) >= MIN_SMS_PAYMENT_RAND * 100, M.paymentTooSmall),
    M.paymentTooSmall,
  ),
});

/** Email composer: text, subject, attachment (optional, any type). */
export const emailMarketingSchema = z.object({
  text: multilineText(M.textRequired),
  subject: text(M.subjectRequired),
  attachment: file(M.fileRequired).optional(),
});

/** Recipients upload: file (CSV, as the templates), type (sms or email). */
export const marketingDataUploadSchema = z.object({
  file: file(M.fileRequired, { extensions: ['csv'], message: M.fileType }),
  type: choice(MARKETING_TYPES, M.typeRequired),
});

/**
 * The message as the BFF receives it (multipart text fields): the audience picked on /sms, the
 * channel, the text (an SMS at most 130 characters, counted as a person counts them), an email's
 * subject, and the uploaded audience's size (the others are read from the service).
 */
export const marketingMessageFormSchema = z
  .object({
    audience: choice(MARKETING_AUDIENCES, M.audienceRequired),
    type: choice(MARKETING_TYPES, M.typeRequired),
    text: multilineText(M.textRequired),
    subject: z.string().trim().max(1000).optional().default(''),
    recipients: z.coerce.number().int().min(0).max(10_000_000).optional().default(0),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'sms' && isSmsTooLong(value.text))
      ctx.addIssue({ code: 'custom', path: ['text'], message: M.smsTooLong });
    if (value.type === 'email' && value.subject === '')
      ctx.addIssue({ code: 'custom', path: ['subject'], message: M.subjectRequired });
  });
export type MarketingMessageForm = z.infer<typeof marketingMessageFormSchema>;
