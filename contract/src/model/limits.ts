import { z } from 'zod';

// Upper bounds on the text and lists the BFF accepts and answers with, so the OpenAPI document can
// state them and a client or a fuzzer knows where the edge is. The legacy service states none and
// the spec bounds few fields, so every bound sits far above any real value: an answer over its
// bound would become a 500 (answers are validated against these schemas on the way out), and an
// input bound must never refuse what a person can type into the spec's forms.

export const LIMITS = {
  /** Answers: ids, codes, ticket numbers, dates and times, phone numbers, statuses. */
  short: 100,
  /** Answers: names, labels, emails, addresses, handles: one line of text. */
  line: 1_000,
  /** Answers: descriptions, messages, URLs, signed payloads. */
  text: 100_000,
  /** Items in one list answer. */
  items: 100_000,
  /** Inputs: any text typed into a form field, the long ones (feedback, pitch, comments) included. */
  typed: 10_000,
  /** Inputs: a password as typed. */
  password: 200,
} as const;

export const shortText = () => z.string().max(LIMITS.short);
export const lineText = () => z.string().max(LIMITS.line);
export const longText = () => z.string().max(LIMITS.text);
/** A list answer. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.items);
