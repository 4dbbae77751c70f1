import { z } from 'zod';
import { POSTPONEMENT_REASONS } from '../domain/constants.ts';
import { choice, multilineText } from './fields.ts';

// Postponing and cancelling an event (spec part 2, section 5). Both dialogs ask for the same two
// things; the spec gives one set of messages for both.

export const POSTPONE_REASONS = POSTPONEMENT_REASONS;

export const EVENT_STATUS_MESSAGES = {
  reasonRequired: 'Select a reason for the postponement',
  messageRequired: 'Write a message',
  notified: 'All associated ticket holders have been notified',
} as const;

const shape = () => ({
  reason: choice(POSTPONE_REASONS, EVENT_STATUS_MESSAGES.reasonRequired),
  message: multilineText(EVENT_STATUS_MESSAGES.messageRequired),
});

/** Postpone event: reason (from the list), message (to ticket holders). */
export const postponeEventSchema = z.object(shape());

/** Cancel event: reason, message. Same rules and wording as postponing (the spec has no other). */
export const cancelEventSchema = z.object(shape());
