import { isEmail } from '../forms/fields.ts';

// The recipients of an uploaded audience (/uploaddata): one per CSV line after the header, as the
// templates lay them out (name, then phone or email). The browser previews with this, and the
// service applies the same rule to what it stores, so the preview is what is sent to.

export type RecipientChannel = 'sms' | 'email';

/** The largest recipients CSV the service takes (ours; the spec sets none): checked on choice and on upload. */
export const RECIPIENTS_MAX_BYTES = 1024 * 1024;

export interface Recipient {
  name: string;
  /** A phone number (SMS) or an email address. */
  contact: string;
}

export interface RecipientsReview {
  recipients: Recipient[];
  /** 1-based line numbers of the file, the header being line 1. */
  invalid: { line: number; value: string }[];
  duplicates: { line: number; value: string }[];
  /** Cells changed because a spreadsheet would run them as formulas. */
  neutralised: number;
}

/** The templates offered for download: a header and one example line. */
export const RECIPIENT_TEMPLATES: Record<RecipientChannel, string> = {
  sms: 'name,phone\nThandi Mokoena,0821234567\n',
  email: 'name,email\nThandi Mokoena,thandi@example.co.za\n',
};

/** A South African mobile or landline number: 0 and nine digits, or +27/27 and nine. */
export function isSaPhone(value: string): boolean {
  const digits = value.replace(/[\s()-]/g, '');
  return /^(?:\+?27|0)\d{9}$/.test(digits);
}

/** The same number however it was written, for finding duplicates: 0 and nine digits. */
export const phoneKey = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.startsWith('27') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
};

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @) gets a leading apostrophe, so a file
 * opened later in Excel cannot run anything (CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Phone numbers are kept as 0 and nine digits (no +27, which a spreadsheet reads as a formula). */
const cleanContact = (value: string, channel: RecipientChannel) =>
  channel === 'sms' ? phoneKey(value) : value.trim().toLowerCase();

/** Reviews parsed CSV rows (header first): valid, invalid and duplicate lines. */
export function reviewRecipients(
  rows: readonly (readonly string[])[],
  channel: RecipientChannel,
): RecipientsReview {
  const review: RecipientsReview = { recipients: [], invalid: [], duplicates: [], neutralised: 0 };
  const seen = new Set<string>();
  rows.slice(1).forEach((row, index) => {
    const line = index + 2;
    const [rawName = '', rawContact = ''] = row.map((cell) => String(cell ?? '').trim());
    if (rawName === '' && rawContact === '') return;
    const valid = channel === 'sms' ? isSaPhone(rawContact) : isEmail(rawContact);
    if (!valid) {
      review.invalid.push({ line, value: neutraliseCell(rawContact || rawName) });
      return;
    }
    const contact = cleanContact(rawContact, channel);
    const key = contact;
    if (seen.has(key)) {
      review.duplicates.push({ line, value: contact });
      return;
    }
    seen.add(key);
    const name = neutraliseCell(rawName);
    if (name !== rawName) review.neutralised += 1;
    review.recipients.push({ name, contact });
  });
  return review;
}

/** The reviewed recipients as a CSV in the template's layout (what the browser uploads). */
export function recipientsCsv(recipients: readonly Recipient[], channel: RecipientChannel): string {
  const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const header = channel === 'sms' ? 'name,phone' : 'name,email';
  return `${[header, ...recipients.map((r) => `${quote(r.name)},${quote(r.contact)}`)].join('\n')}\n`;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

/**
 * The text one recipient gets: `{name}` replaced by their first name, or a greeting by name put
 * before the text (the 30 characters the spec keeps for names). The composer's preview uses it too.
 */
export function personalise(text: string, name: string): string {
  return text.includes('{name}')
    ? text.replaceAll('{name}', firstName(name))
    : `Hi ${firstName(name)}, ${text}`;
}
