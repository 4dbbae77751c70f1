import { api } from '@tix/contract/api/index';
import { ATTACHMENT_MAX_BYTES, sniffAttachment } from '@tix/contract/domain/marketing-attachments';
import { smsCostCents } from '@tix/contract/domain/organiser-costs';
import { MARKETING_MESSAGES as M, marketingMessageFormSchema } from '@tix/contract/forms/marketing';
import type { MarketingMessage } from '@tix/contract/model/marketing';
import { MARKETING_TEXT as T } from '../../legacy/handlers/marketing.ts';
import { parseRecipients } from '../../legacy/marketing-delivery.ts';
import { clientsOf } from '../../legacy/organiser-figures.ts';
import { DEMO_BUSINESS_ID } from '../../legacy/seed/people.ts';
import { world } from '../fixtures/world.ts';
import { answer, problem } from '../respond.ts';
import { getMockSession, onMockSessionChange } from '../state.ts';

// /sms, /uploaddata, /marketing and /smscampaign over MSW: the demo organiser's audiences from the
// seed world; messages kept until the viewer changes. A payment stays with the provider (no
// provider in the browser), so an SMS stays awaiting payment here.

const NOT_YOURS = 'We could not find that among your account’s records.';
const state = {
  upload: null as { type: 'sms' | 'email'; recipients: number } | null,
  messages: [] as MarketingMessage[],
};
onMockSessionChange(() => {
  state.upload = null;
  state.messages = [];
});

function organiser(): Response | null {
  const session = getMockSession();
  if (!session.loggedIn) return problem(401, 'Not logged in', 'Please log in to continue.');
  if (session.accountType !== 'business')
    return problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
  return null;
}

/** The demo organiser's audiences, as the stand-in counts them. */
export const mockAudiences = () => ({
  existing: clientsOf(world, DEMO_BUSINESS_ID).length,
  universal: world.customers.filter((c) => c.phone.trim() !== '').length,
});

const bad = (status: number, detail: string) => problem(status, 'Invalid request', detail);
const find = (textId: string) => state.messages.find((m) => m.textId === textId);

export const marketing = {
  getAudiences: answer(api.marketing.getAudiences, () => organiser() ?? mockAudiences()),

  uploadRecipients: answer(api.marketing.uploadRecipients, async ({ request }) => {
    const refused = organiser();
    if (refused) return refused;
    const form = await request.formData();
    const file = form.get('file');
    const type = form.get('type') === 'email' ? 'email' : 'sms';
    if (!(file instanceof Blob) || file.size === 0) return bad(400, M.fileRequired);
    const recipients = parseRecipients(await file.text(), type).length;
    if (recipients === 0) return problem(422, 'Refused', T.noRecipients);
    state.upload = { type, recipients };
    return { type, recipients, message: T.uploaded(recipients) };
  }),

  createMessage: answer(api.marketing.createMessage, async ({ request }) => {
    const refused = organiser();
    if (refused) return refused;
    const form = await request.formData();
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    const parsed = marketingMessageFormSchema.safeParse(fields);
    if (!parsed.success) return bad(400, parsed.error.issues[0]?.message ?? M.textRequired);
    const file = form.get('file');
    if (file instanceof Blob && file.size > 0) {
      if (file.size > ATTACHMENT_MAX_BYTES) return bad(413, M.attachmentSize);
      if (!sniffAttachment(new Uint8Array(await file.slice(0, 16).arrayBuffer())))
        return bad(415, M.attachmentType);
    }
    const { audience, type, text, subject } = parsed.data;
    const sizes = mockAudiences();
    const recipients =
      audience === 'NEWAUDIENCE'
        ? (state.upload?.recipients ?? 0)
        : audience === 'DATABASE'
          ? sizes.universal
          : sizes.existing;
    if (audience === 'NEWAUDIENCE' && state.upload?.type !== type) return problem(422, 'Refused', T.noUpload);
    const message: MarketingMessage = {
      textId: String(900 + state.messages.length + 1),
      text,
      subject: type === 'email' ? subject : null,
      type,
      audience,
      recipients,
      costCents: type === 'sms' ? smsCostCents(recipients) : 0,
      delivery: type === 'sms' ? 'awaiting-payment' : 'sent',
    };
    state.messages.push(message);
    return message;
  }),

  getMessage: answer(api.marketing.getMessage, ({ params }) => {
    const refused = organiser();
    if (refused) return refused;
    return find(params.textId) ?? problem(404, 'Not found', NOT_YOURS);
  }),

  startSmsPayment: answer(api.marketing.startSmsPayment, ({ params }) => {
    const refused = organiser();
    if (refused) return refused;
    const message = find(params.textId);
    if (!message) return problem(404, 'Not found', NOT_YOURS);
    // As the BFF: an unknown cost (the legacy did not say) is charged nothing, not R0.00.
    if (message.costCents === null) return problem(502, 'Cost unknown', 'The cost is not available.');
    if (message.costCents < 10_000) return problem(422, 'Below the minimum', M.paymentTooSmall);
    const paymentId = `marketing_${message.textId}_mock`;
    return {
      outcome: 'payfast' as const,
      paymentId,
      action: '/__pay/payfast',
      fields: {
        m_payment_id: paymentId,
        amount: (message.costCents / 100).toFixed(2),
        item_name: 'sms marketing',
      },
    };
  }),
};
