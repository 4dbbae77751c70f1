import { MARKETING_AUDIENCES, MODEL_GENDERS } from '@tix/contract/domain/constants';
import { ATTACHMENT_MAX_BYTES } from '@tix/contract/domain/marketing-attachments';
import { POSTER_MAX_BYTES } from '@tix/contract/forms/events';
import { MARKETING_TYPES } from '@tix/contract/forms/marketing';
import { MIN_MODEL_AGE } from '@tix/contract/forms/models';
import { RECIPIENTS_MAX_BYTES } from '../http/marketing-upload.ts';
import { MODEL_PICTURE_MAX_BYTES } from '../http/model-upload.ts';
import { PROOF_MAX_BYTES } from '../http/proof-upload.ts';

// The multipart request bodies, as the upload readers in bff/src/http/*-upload.ts read them: each
// text field and each file part, so a client generator can type the call (a `FormData` built
// from these names). The readers check the files by their content, not the type sent; the
// contract's endpoints carry no zod body for them (the body is a stream, not JSON).

type JsonSchema = Record<string, unknown>;

// Every string has a bound (OWASP's string-limit rule): a file's is its size limit in bytes.
const file = (description: string, maxBytes: number): JsonSchema => ({
  type: 'string',
  format: 'binary',
  maxLength: maxBytes,
  description,
});
const text = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  maxLength: 200,
  description,
  ...extra,
});
const digits = (description: string): JsonSchema => text(description, { pattern: '^\\d{1,12}$' });
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const modelFields = (pictureRequired: boolean): JsonSchema => ({
  type: 'object',
  properties: {
    file: file(
      `The picture: a JPEG or PNG by its content, at most ${mb(MODEL_PICTURE_MAX_BYTES)}${pictureRequired ? '' : '; leave it out to keep the current one'}`,
      MODEL_PICTURE_MAX_BYTES,
    ),
    name: text('The model’s name', { minLength: 1 }),
    age: text(`Age in years, ${MIN_MODEL_AGE} or more`, { pattern: '^\\d{1,3}$' }),
    gender: { type: 'string', enum: [...MODEL_GENDERS] },
    bio: text('A short bio', { minLength: 1, maxLength: 2000 }),
  },
  required: [...(pictureRequired ? ['file'] : []), 'name', 'age', 'gender', 'bio'],
});

/** Multipart bodies by the contract's operationId. */
export const MULTIPART_BODIES: Readonly<Record<string, JsonSchema>> = {
  uploadPoster: {
    type: 'object',
    properties: {
      file: file(
        `The poster: a JPEG, PNG, GIF or WebP image by its content, at most ${mb(POSTER_MAX_BYTES)}`,
        POSTER_MAX_BYTES,
      ),
    },
    required: ['file'],
  },
  uploadRecipients: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: [...MARKETING_TYPES], description: 'The audience’s channel' },
      file: file(
        'A CSV like the template (phone numbers for sms, email addresses for email), at most 1 MB',
        RECIPIENTS_MAX_BYTES,
      ),
    },
    required: ['type', 'file'],
  },
  createMessage: {
    type: 'object',
    properties: {
      audience: { type: 'string', enum: [...MARKETING_AUDIENCES] },
      type: { type: 'string', enum: [...MARKETING_TYPES] },
      text: text('The message (an SMS at most 130 characters)', { minLength: 1, maxLength: 20_000 }),
      subject: text('An email’s subject (required for email)', { maxLength: 1000 }),
      recipients: text('The uploaded audience’s size', { pattern: '^\\d{1,8}$' }),
      file: file(
        `An email attachment, checked by its content, at most ${mb(ATTACHMENT_MAX_BYTES)} (email only)`,
        ATTACHMENT_MAX_BYTES,
      ),
    },
    required: ['audience', 'type', 'text'],
  },
  addModel: modelFields(true),
  editModel: modelFields(false),
  submitBankTransfer: {
    type: 'object',
    properties: {
      eventId: digits('The event'),
      ticketId: digits('The ticket type'),
      quantity: text('How many tickets', { pattern: '^\\d{1,3}$' }),
      fullName: text('The buyer’s full name', { minLength: 1 }),
      email: text('The buyer’s email address', { format: 'email' }),
      phone: text('The buyer’s phone number', { minLength: 6 }),
      token: text('The checkout token of /eft (optional)'),
      proof: file(
        `The proof of payment: a PDF, PNG or JPEG by its content, at most ${mb(PROOF_MAX_BYTES)}`,
        PROOF_MAX_BYTES,
      ),
    },
    required: ['eventId', 'ticketId', 'quantity', 'fullName', 'email', 'phone', 'proof'],
  },
};
