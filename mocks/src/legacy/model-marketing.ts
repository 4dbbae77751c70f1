import type { Recipient } from '@tix/contract/domain/marketing-recipients';

// SMS and email marketing (spec part 2, Marketing): the audience an organiser uploaded, and the
// message records EMAIL-MARKETING creates. An SMS is delivered when the provider's notify
// confirms its payment (once); an email at once.

export type MarketingChannel = 'sms' | 'email';

export interface MarketingUploadRecord {
  businessId: number;
  type: MarketingChannel;
  recipients: Recipient[];
  uploadedAt: string;
}

export interface MarketingAttachment {
  filename: string;
  mimetype: string;
  size: number;
}

export interface MarketingMessageRecord {
  readonly id: number;
  businessId: number;
  type: MarketingChannel;
  /** EXISTINGAUDIENCE, DATABASE or NEWAUDIENCE. */
  alias: string;
  text: string;
  subject: string;
  /** Who it goes to, as the audience stood when the record was created. */
  recipients: Recipient[];
  costCents: number;
  attachment: MarketingAttachment | null;
  delivery: 'awaiting-payment' | 'queued' | 'sent';
  /** The provider's payment that paid for it (SMS). */
  paymentId: string | null;
  createdAt: string;
}

export interface MarketingData {
  marketingUploads: MarketingUploadRecord[];
  marketingMessages: MarketingMessageRecord[];
}
