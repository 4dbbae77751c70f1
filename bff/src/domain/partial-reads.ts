import { type LegacyOperation, legacy } from '@tix/contract';
import { LegacyError } from '../legacy/errors.ts';
import type { LegacyPort } from '../plugins/legacy.ts';

// A page survives a missing part (issue 40): a composite endpoint reads what the screen cannot
// exist without as before (its failure fails the endpoint), and each secondary part through
// `Parts`, which turns that read's failure into an absent part named in `unavailable`.

/** Where a part that could not be read is written down, with the operation that failed. */
export interface PartLog {
  warn(details: object, message: string): void;
}

/** What a composite read needs: legacy calls as the user, and a log (a FastifyRequest is both). */
export interface PartsPort extends LegacyPort {
  log: PartLog;
}

/**
 * PHP's forms of "nothing" (the contract's one reading: null, false, a bare 0, an empty body, [],
 * {}, `{val: 0}` alone), or no answer at all. For an answer that should carry a figure or a row
 * this is a read that did not answer, not a zero.
 */
export const isNothing = (value: unknown): boolean => value === undefined || legacy.isNothing(value);

/**
 * A failure that leaves a secondary part out rather than failing the page. Not logged in and not
 * allowed stay the page's own failures (they are about the user, not about the part).
 */
const leavesPartOut = (error: unknown): error is LegacyError =>
  error instanceof LegacyError && error.status !== 401 && error.status !== 403;

interface ReadOptions<T> {
  /** Whether an answer is usable; the default refuses PHP's nothing-forms. A list's may be empty. */
  usable?: (answer: T) => boolean;
}

/** The secondary parts of one composite answer, and which of them could not be read. */
export class Parts<P extends string> {
  private readonly missing = new Set<P>();

  constructor(private readonly log: PartLog) {}

  /** `read`'s answer, or undefined (the part marked unavailable and the failure logged). */
  async read<T>(
    part: P,
    op: LegacyOperation,
    read: Promise<T>,
    { usable = (a) => !isNothing(a) }: ReadOptions<T> = {},
  ): Promise<T | undefined> {
    try {
      const answer = await read;
      if (usable(answer)) return answer;
      this.leaveOut(part, op, { reason: 'nothing' });
    } catch (error) {
      if (!leavesPartOut(error)) throw error;
      this.leaveOut(part, op, { reason: error.title, status: error.status });
    }
    return undefined;
  }

  /** Marks a part unavailable for a reason found after the read (an answer without the figure). */
  leaveOut(part: P, op: LegacyOperation, details: { reason: string; status?: number }): void {
    this.missing.add(part);
    this.log.warn(
      { operation: op.key, part, ...details },
      `${op.key}: secondary read failed; ${part} left out of the answer`,
    );
  }

  has(part: P): boolean {
    return this.missing.has(part);
  }

  /** `{ unavailable: [...] }` when a part is missing, else nothing (the field stays absent). */
  marker(): { unavailable?: P[] } {
    return this.missing.size ? { unavailable: [...this.missing].sort() } : {};
  }
}

/** A count that may come as a list of rows: `[]` or `{val: 0}` is no rows, not a failure. */
export const rowsOrAnswer = (answer: unknown): boolean =>
  Array.isArray(answer) || legacy.isEmptyVal(answer) || !isNothing(answer);

/** A list answer: empty is an empty list, not a failure. */
export const anyList = (): boolean => true;
