import type { LegacyOperation, legacy } from '@tix/contract';

// The shape of a use: the product's normaliser and decisions over one operation's answer.

/** What the BFF hands the product: a by-id read's forms of nothing are its 404 already. */
type Raw<O> = legacy.AnswerOf<O>;

export interface UseContext {
  /** The id the read was asked for (an event's, a ticket type's). */
  readonly ids: Readonly<Record<string, string>>;
  readonly today: string;
  /** The service answered in the operation's failure form (its refusal), as the BFF's client reads it. */
  readonly refused?: boolean;
}

export interface UseVerdict {
  /** What the product decides from the answer, in words without values. */
  readonly decisions: readonly string[];
  /** Why the product cannot use the answer, when it cannot. */
  readonly unusable?: string;
}

export interface Use {
  readonly op: LegacyOperation;
  readonly use: (raw: unknown, ctx: UseContext) => UseVerdict;
}

/**
 * One use, typed by its operation (the answer has passed the operation's schema first; for a by-id
 * read, nothing is judged before, as the BFF's 404).
 */
export const use = <O extends LegacyOperation>(
  op: O,
  fn: (raw: Raw<O>, ctx: UseContext) => UseVerdict,
): Use => ({
  op,
  use: (raw, ctx) => fn(raw as Raw<O>, ctx),
});

export const plural = (n: number, what: string, many = `${what}s`) => `${n} ${n === 1 ? what : many}`;

/** Rows without an id cannot be linked to: the product cannot use them. */
export function idless<T>(list: readonly T[], idOf: (row: T) => string, what: string): UseVerdict | null {
  const bad = list.filter((row) => idOf(row) === '').length;
  return bad ? { decisions: [], unusable: `${plural(bad, what)} without an id` } : null;
}
