import type { LegacyOperation } from '@tix/contract';
import { LegacyError } from '../legacy/errors.ts';
import type { PartLog } from './partial-reads.ts';
import { isNothing } from './partial-reads.ts';

// A read the screen prefers but can do without (issue 47): the legacy's own figure when it gives
// one, else the product's own computation. PHP's nothing (null, [], {val: 0}, false, an empty
// body), an answer the BFF refuses and a failure of the service all mean "use the fallback";
// not logged in and not allowed stay the caller's failures.

/** `read`'s answer when it carries something, else undefined (logged, never thrown). */
export async function preferredRead<T>(
  log: PartLog,
  op: LegacyOperation,
  read: Promise<T>,
  usable: (answer: T) => boolean = (answer) => !isNothing(answer),
): Promise<T | undefined> {
  try {
    const answer = await read;
    if (usable(answer)) return answer;
    log.warn({ operation: op.key, reason: 'nothing' }, `${op.key}: answered nothing; the fallback is used`);
  } catch (error) {
    if (!(error instanceof LegacyError) || error.status === 401 || error.status === 403) throw error;
    log.warn(
      { operation: op.key, reason: error.title, status: error.status },
      `${op.key}: not usable; the fallback is used`,
    );
  }
  return undefined;
}
