import {
  type RecipientChannel,
  type RecipientsReview,
  recipientsCsv,
  reviewRecipients,
} from '@tix/contract/domain/marketing-recipients';
import Papa from 'papaparse';

/** Reads the chosen CSV with papaparse and reviews its lines as the service will. */
export async function reviewFile(file: File, channel: RecipientChannel): Promise<RecipientsReview> {
  const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
  });
  return reviewRecipients(parsed.data, channel);
}

export const cleanCsv = (review: RecipientsReview, channel: RecipientChannel) =>
  recipientsCsv(review.recipients, channel);
