import { formatRand } from '@tix/contract/domain/money';
import { SMS_MAX_LENGTH, SMS_RESERVED_FOR_NAMES } from '@tix/contract/domain/organiser-costs';
import { NOT_AVAILABLE } from '../../lib/figures.ts';

// The marketing screens' copy. The spec's words where it has them (Upload file, Enter email
// subject, Status: In queue for delivery, Cancelled); the rest is ours.

export const AUDIENCE_LABELS = {
  EXISTINGAUDIENCE: 'Existing audience',
  DATABASE: 'Universal audience',
  NEWAUDIENCE: 'Upload your own',
} as const;

export const CHANNEL_LABELS = { sms: 'SMS', email: 'Email' } as const;

/** A count with a space between thousands, as the money format has it (2 500). */
const people = (n: number) =>
  `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ${n === 1 ? 'person' : 'people'}`;

export const PICKER_COPY = {
  title: 'Marketing',
  lead: 'Reach people by SMS or email. Choose who to send to and how.',
  audienceLegend: 'Who do you want to reach?',
  audienceHints: {
    EXISTINGAUDIENCE: (n: number) => `People who bought tickets to your events: ${people(n)}`,
    DATABASE: (n: number) => `Everyone on the platform: ${people(n)}`,
    NEWAUDIENCE: () => 'Upload a CSV file of names with phone numbers or email addresses',
  },
  channelLegend: 'How do you want to reach them?',
  next: 'Next',
  loading: 'Counting your audiences…',
  retry: 'Try again',
  emptyAudience: 'No one is in this audience yet. Upload your own list instead.',
} as const;

export const UPLOAD_COPY = {
  title: 'Upload your audience',
  lead: 'Use a template: one person per line, a name and then a phone number (SMS) or an email address.',
  typeLegend: 'What will you send?',
  template: (channel: string) => `Download the ${channel} template`,
  fileLabel: 'CSV file',
  fileHint: 'A .csv file of 1 MB at most.',
  reading: 'Reading the file…',
  unreadableLines: (n: number) => `${n} ${n === 1 ? 'line' : 'lines'} could not be read:`,
  unreadableLine: (line: number, code: 'quote' | 'no-lines') =>
    code === 'quote'
      ? `Line ${line}: a quote (") is not closed or is misplaced`
      : `Line ${line}: there is no line after the header (one person per line)`,
  uploaded: (n: number) => `Your audience is uploaded: ${people(n)}.`,
  preview: 'Check before you upload',
  rows: (n: number) => `${people(n)} will receive your message`,
  invalid: (n: number) =>
    `${n} ${n === 1 ? 'line has' : 'lines have'} an invalid phone number or email and will be skipped:`,
  invalidLine: (line: number, value: string) => `Line ${line}: ${value || '(empty)'}`,
  duplicates: (n: number) => `${n} duplicate ${n === 1 ? 'line was' : 'lines were'} dropped:`,
  duplicateLine: (line: number, value: string) => `Line ${line}: ${value}`,
  neutralised: (n: number) =>
    `${n} ${n === 1 ? 'name starts' : 'names start'} with =, +, - or @ and will be sent with a leading apostrophe.`,
  upload: 'Upload and continue',
  uploading: 'Uploading your audience…',
  back: 'Back',
  unreadable: 'We could not read this file. Save it as CSV from your spreadsheet and try again.',
} as const;

export const COMPOSE_COPY = {
  title: 'Compose your message',
  audience: 'Audience',
  channel: 'Send by',
  change: 'Change',
  recipients: (n: number) => people(n),
  smsLabel: 'SMS text',
  emailLabel: 'Email text',
  subjectLabel: 'Subject',
  attachmentLabel: 'Attachment (optional)',
  attachmentHint: 'PDF, Word, Excel, PNG, JPEG, MP3 or MP4, up to 5 MB',
  counter: (n: number) => `${n}/${SMS_MAX_LENGTH}`,
  counterHint: `Up to ${SMS_MAX_LENGTH} characters: ${SMS_RESERVED_FOR_NAMES} more are kept for each person's name.`,
  preview: 'Preview',
  previewName: 'Thandi Mokoena',
  cost: 'Cost',
  costBreakdown: (n: number) => `${people(n)} × R0.90`,
  free: 'Free',
  proceed: 'Proceed',
  send: 'Send email',
  sending: 'Saving…',
  sent: (n: number | null) =>
    n === null ? 'Your email is on its way.' : `Your email is on its way to ${people(n)}.`,
  dashboard: 'Back to the dashboard',
  noRecipients: 'This audience has no one to send to. Choose another audience.',
} as const;

export const CAMPAIGN_COPY = {
  title: 'Finalise your SMS campaign',
  message: 'Message',
  audience: 'Audience',
  recipients: 'Recipients',
  total: 'Total to pay',
  breakdown: (n: number) => `${people(n)} × R0.90 a message`,
  costUnknown: "This campaign's cost is not available, so it cannot be paid for yet. Please try again later.",
  pay: 'Pay by card',
  paying: 'Opening the payment page…',
  edit: 'Change the message',
  alreadyPaid: 'This campaign is paid for and in queue for delivery.',
  /** Where the service cannot say whether a payment went through (the BFF's 409 says the same). */
  paymentStarted: (when: string) =>
    `You started paying for this campaign on ${when}. If that payment went through, your SMS is on its way: paying again would charge you twice.`,
  payAgain: 'Pay again by card',
  loading: 'Loading your campaign…',
  retry: 'Try again',
} as const;

export const OUTCOME_COPY = {
  successTitle: 'Payment successful',
  status: 'Status: In queue for delivery',
  sentTo: (n: number | null, cents: number | null) =>
    `${n === null ? `Recipients: ${NOT_AVAILABLE}` : people(n)} · ${cents === null ? `Amount: ${NOT_AVAILABLE}` : `${formatRand(cents)} paid`}`,
  cancelledTitle: 'Cancelled',
  cancelled: 'Your SMS campaign was not paid for, and nothing was sent.',
  dashboard: 'Go to the dashboard',
  again: 'Back to the campaign',
} as const;
