import { type LegacyOperation, legacy } from '@tix/contract';
import { NotFoundAnswer } from './errors.ts';

/**
 * The one place a by-id read's "nothing" becomes the product's not-found. The catalogue marks the
 * reads of one object (`notFound`, with its words) and accepts every PHP form of nothing in their
 * answers (contract/src/legacy/raw.ts); here any such form, for such a read, is the 404 problem.
 * It runs after the read cache, so "no such event" is cached like any answer and a deleted event
 * is never served stale as found.
 */
export function found<O extends LegacyOperation>(op: O, answer: unknown): legacy.AnswerOf<O> {
  if (op.notFound !== undefined && legacy.isNothing(answer)) throw new NotFoundAnswer(op.key, op.notFound);
  return answer as legacy.AnswerOf<O>;
}

/**
 * A by-id read a screen can do without (the event's name beside a ticket, a secondary figure):
 * null when there is no such object, instead of failing the whole answer with a 404.
 */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundAnswer) return null;
    throw error;
  }
}
