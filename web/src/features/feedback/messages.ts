import type { FeedbackContext } from '@tix/contract/domain/constants';

export const FEEDBACK_COPY = {
  heading: 'Send feedback',
  topics: 'What went wrong? (optional)',
  counter: (chosen: number, max: number) => `${chosen}/${max}`,
  context: 'What is your feedback about?',
  noContext: 'Choose one (optional)',
  feedback: 'Your feedback',
  submit: 'Send feedback',
  back: 'Back',
} as const;

/** The spec's context options, in words; the values are the contract's ids. */
export const CONTEXT_LABELS: Record<FeedbackContext, string> = {
  product: 'The product itself',
  'scanner app': 'The scanner app',
  event: 'An event',
  campaign: 'A campaign',
  ticket: 'A ticket',
  affiliate: 'The affiliate programme',
  other: 'Other',
};
