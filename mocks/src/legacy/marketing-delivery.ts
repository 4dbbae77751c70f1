import { personalise, type Recipient, reviewRecipients } from '@tix/contract/domain/marketing-recipients';
import { smsCostCents } from '@tix/contract/domain/organiser-costs';
import Papa from 'papaparse';
import type { StandinData } from './model.ts';
import type { MarketingChannel, MarketingMessageRecord } from './model-marketing.ts';
import { clientsOf } from './organiser-figures.ts';
import type { Outbox } from './outbox.ts';

// Who a marketing message reaches and how it is delivered: one outbox message per recipient,
// personalised with the recipient's first name.

const contactOf = (person: { phone: string; email: string }, type: MarketingChannel) =>
  type === 'sms' ? person.phone : person.email;

/** The audience an alias names for this organiser, in the channel's contacts. */
export function audienceOf(
  data: StandinData,
  businessId: number,
  alias: string,
  type: MarketingChannel,
): Recipient[] | null {
  const people = (list: readonly { firstName: string; lastName: string; phone: string; email: string }[]) =>
    list
      .map((p) => ({ name: `${p.firstName} ${p.lastName}`.trim(), contact: contactOf(p, type) }))
      .filter((r) => r.contact.trim() !== '');
  if (alias === 'EXISTINGAUDIENCE') return people(clientsOf(data, businessId));
  if (alias === 'DATABASE') return people(data.customers);
  if (alias === 'NEWAUDIENCE') {
    const upload = data.marketingUploads.find((u) => u.businessId === businessId);
    return upload && upload.type === type ? upload.recipients : null;
  }
  return null;
}

/** The platform's universal audience (customers with a phone number). */
export const universalAudienceSize = (data: StandinData) =>
  data.customers.filter((c) => c.phone.trim() !== '').length;

/** Parses an uploaded CSV with the same review the browser previews. */
export function parseRecipients(csv: string, type: MarketingChannel): Recipient[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return reviewRecipients(parsed.data, type).recipients;
}

export const messageCostCents = (type: MarketingChannel, recipients: number) =>
  type === 'sms' ? smsCostCents(recipients) : 0;

/** Sends the message to each of its recipients. */
export function deliver(outbox: Outbox, message: MarketingMessageRecord, sender: string): void {
  for (const recipient of message.recipients) {
    outbox.send({
      channel: message.type,
      to: recipient.contact,
      subject: message.type === 'email' ? message.subject : `SMS from ${sender}`,
      body: personalise(message.text, recipient.name),
      ...(message.attachment ? { attachment: message.attachment } : {}),
    });
  }
}
