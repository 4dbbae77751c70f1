import { z } from 'zod';
import { FEEDBACK_CONTEXTS, FEEDBACK_TOPICS } from '../domain/constants.ts';
import { choice, multilineText } from './fields.ts';

// Feedback (spec part 1, section 5).

export const FEEDBACK_MESSAGES = {
  feedbackRequired: 'Enter your feedback',
  /** Not in the spec, ours: only an unknown value sent straight to the API can trigger it. */
  contextInvalid: 'Choose what your feedback is about',
  /** Not in the spec, ours: as above. */
  topicInvalid: 'Choose topics from the list',
  success: "We've received your feedback. Thank you!",
} as const;

/** Feedback: feedback (text), context (optional), topics (optional, any of three). */
export const feedbackSchema = z.object({
  feedback: multilineText(FEEDBACK_MESSAGES.feedbackRequired),
  context: choice(FEEDBACK_CONTEXTS, FEEDBACK_MESSAGES.contextInvalid).optional(),
  topics: z
    .array(choice(FEEDBACK_TOPICS, FEEDBACK_MESSAGES.topicInvalid), { error: FEEDBACK_MESSAGES.topicInvalid })
    .max(FEEDBACK_TOPICS.length, FEEDBACK_MESSAGES.topicInvalid)
    .default([]),
});
