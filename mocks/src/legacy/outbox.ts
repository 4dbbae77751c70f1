// Every message the service "sent": verification codes, OTPs, ticket emails, SMS campaigns.

export type Channel = 'email' | 'sms';

export interface OutboxMessage {
  readonly id: string;
  readonly at: string;
  readonly channel: Channel;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** The one-time code in the message, when it carries one (tests read it here). */
  readonly code?: string;
  /** A file sent with the message (email marketing): its name, type and size. */
  readonly attachment?: { readonly filename: string; readonly mimetype: string; readonly size: number };
}

export type NewMessage = Omit<OutboxMessage, 'id' | 'at'>;

/** South African numbers compare by digits, with +27 and 0 prefixes equal. */
export function phoneKey(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.startsWith('27') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

const sameRecipient = (a: string, b: string) =>
  a.includes('@') || b.includes('@')
    ? a.trim().toLowerCase() === b.trim().toLowerCase()
    : phoneKey(a) !== '' && phoneKey(a) === phoneKey(b);

export class Outbox {
  private messages: OutboxMessage[] = [];
  private sequence = 0;

  constructor(private readonly now: () => Date) {}

  send(message: NewMessage): OutboxMessage {
    this.sequence += 1;
    const sent: OutboxMessage = { id: `msg-${this.sequence}`, at: this.now().toISOString(), ...message };
    this.messages.push(sent);
    return sent;
  }

  /** Oldest first; `to` filters by email (any case) or phone (any prefix style). */
  list(to?: string): OutboxMessage[] {
    return to ? this.messages.filter((m) => sameRecipient(m.to, to)) : [...this.messages];
  }

  clear(): void {
    this.messages = [];
    this.sequence = 0;
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function outboxHtml(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map((m) =>
      [m.id, m.at, m.channel, m.to, m.subject, m.code ?? '', m.body]
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in outbox</title>
<style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;vertical-align:top}td:last-child{white-space:pre-wrap}</style>
</head><body><h1>Outbox (${messages.length})</h1>
<table><thead><tr><th>Id</th><th>At</th><th>Channel</th><th>To</th><th>Subject</th><th>Code</th><th>Body</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>`;
}
