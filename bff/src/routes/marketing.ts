import type { api } from '@tix/contract';
import { legacy } from '@tix/contract';
import { reviewRecipients } from '@tix/contract/domain/marketing-recipients';
import { MARKETING_TYPES, marketingMessageFormSchema } from '@tix/contract/forms/marketing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audienceSizes, createMessage, readMessage, startSmsPayment } from '../domain/marketing.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { readMessageUpload, readRecipientsUpload } from '../http/marketing-upload.ts';
import { rememberMessage, savedMessage } from '../http/remembered.ts';
import { sessionUser } from '../http/session-user.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { HttpProblem, notLoggedIn, problem } from '../lib/problem.ts';
import { randomHex } from '../lib/random.ts';

// /sms, /uploaddata, /marketing, /smscampaign and the payment pages. businessid is the session's;
// a message named by id has passed the 'marketing-message' ownership check. What the BFF sent
// when saving a message is remembered by account (http/remembered.ts), for a legacy whose record
// says only `text`.

const accountOf = (req: FastifyRequest) => {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user.accountId;
};

const invalid = (detail: string, field: string) =>
  new HttpProblem(problem(400, 'Invalid request', detail, { [field]: detail }));

/**
 * The CSV's cells, quotes understood, to count the lines the service stores (the browser parsed
 * the file with papaparse and uploads it in the template's layout).
 */
const csvRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
        (m[1] ?? '').replace(/^"([\s\S]*)"$/, '$1').replaceAll('""', '"'),
      ),
    );

export const marketingRoutes = (app: FastifyInstance): DomainRoutes<typeof api.marketing> => {
  const messages = new IdempotencyStore();
  const payments = new IdempotencyStore();
  return {
    getAudiences: (req) => audienceSizes(req),

    uploadRecipients: async (req) => {
      const upload = await readRecipientsUpload(req);
      const type = MARKETING_TYPES.find((t) => t === upload.fields.type);
      if (!type) throw invalid('Choose SMS or email', 'type');
      const file = upload.file;
      if (!file) throw invalid('Upload file', 'file');
      const answer = await req.legacy(
        legacy.UPLOAD_MARKETING_DATA,
        { subqueryone: 'NEWAUDIENCE', subquerytwo: type.toUpperCase() },
        { files: { file: new File([new Uint8Array(file.data)], file.name, { type: file.type }) } },
      );
      const rows = csvRows(new TextDecoder().decode(file.data));
      const recipients = reviewRecipients(rows, type).recipients.length;
      return { type, recipients, message: answer.message ?? '' };
    },

    createMessage: async (req) => {
      const upload = await readMessageUpload(req);
      const parsed = marketingMessageFormSchema.safeParse(upload.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalid(issue?.message ?? 'The request is not valid.', String(issue?.path[0] ?? 'text'));
      }
      const form = parsed.data;
      const file = upload.file;
      const attachment = file ? new File([new Uint8Array(file.data)], file.name, { type: file.type }) : null;
      const { file: _file, ...fingerprint } = { ...form, file: file?.data.length ?? 0 };
      const businessId = accountOf(req);
      return messages.run(businessId, idempotencyKey(req), fingerprint, async () => {
        const saved = await createMessage(req, form, attachment);
        await rememberMessage(req, { ...saved, businessId });
        return readMessage(req, saved.textId, saved);
      });
    },

    getMessage: async (req) =>
      readMessage(req, req.params.textId, await savedMessage(req, req.params.textId)),

    startSmsPayment: (req) => {
      const businessId = accountOf(req);
      const textId = req.params.textId;
      const again = req.body?.again === true;
      return payments.run(businessId, idempotencyKey(req), { textId, again }, async () => {
        const saved = await savedMessage(req, textId);
        const start = await startSmsPayment(
          req,
          { config: app.config, businessId },
          textId,
          randomHex(6),
          saved,
          again,
        );
        // Kept for a record that will not say whether it was paid (read back with the message).
        if (saved) await rememberMessage(req, { ...saved, paymentStartedAt: new Date().toISOString() });
        return start;
      });
    },
  };
};
