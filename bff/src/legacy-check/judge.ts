import { type LegacyOperation, legacy } from '@tix/contract';
import { answerCheck } from '../legacy/answer-check.ts';
import { type Difference, differences, kindOf } from './drift.ts';
import { type AbsentRead, withAbsentReads } from './reads.ts';
import type { Answer } from './session.ts';
import type { UseContext } from './use.ts';
import { USE_OF } from './uses.ts';

// Whether the product can use an answer: the BFF's schema check first (an answer that fails it is
// a 502 for the user), then the product's normaliser and decisions (uses.ts), watching which
// fields they read and do not find. Each such field is a fallback when an assumption of the list
// (contract/src/legacy/assumptions.ts) names it, and undocumented when none does.

export type Status =
  | 'ok'
  | 'fallback'
  | 'drift'
  | 'unusable'
  | 'undocumented'
  | 'missing'
  | 'error'
  | 'skipped';

/** Statuses that make the check fail (exit 1). */
export const FAILING: ReadonlySet<Status> = new Set([
  'drift',
  'unusable',
  'undocumented',
  'missing',
  'error',
]);

/** One entry of the assumptions list, as the check reads it. */
export interface Assumption {
  readonly key: string;
  readonly field: string;
  readonly relies: string;
  readonly whenAbsent: string;
  readonly check: string;
}

/** What the spec promises an operation answers with (contract/src/legacy/spec-answers.ts). */
export interface Promised {
  readonly fields: readonly string[];
  readonly nested?: Readonly<Record<string, readonly string[]>>;
  /** Lists of rows inside the answer (EVENT-LIST's `events`), by the list's name. */
  readonly nestedRows?: Readonly<Record<string, readonly string[]>>;
}

export interface Fallback {
  readonly field: string;
  readonly whenAbsent: string;
  /** The assumption that documents it. */
  readonly assumption: string;
}

export interface Verdict {
  readonly status: Status;
  readonly reason?: string;
  readonly differences?: readonly Difference[];
  readonly decisions?: readonly string[];
  readonly fallbacks?: readonly Fallback[];
  /** Fields the product reads, absent, that nothing documents. */
  readonly undocumented?: readonly string[];
  /** Fields the spec lists that did not come (the product copes: informational). */
  readonly notSent?: readonly string[];
  readonly contentType?: string;
  readonly notice?: string;
  /** `shape`: the read has no use listed in uses.ts, so only its schema was checked. */
  readonly judgedBy?: 'use' | 'shape';
}

export interface Knowledge {
  readonly assumptions: readonly Assumption[];
  readonly promised: Readonly<Record<string, Promised>>;
}

/** The last part of a path: `rows[].balance` → `balance`. */
const leaf = (name: string) => name.slice(name.lastIndexOf('.') + 1).replace(/\[\]$/, '');

/** A read's path as the assumptions list writes it: `balance`, `rows[].balance`, `events[].province`. */
export const pathOf = (read: Pick<AbsentRead, 'field' | 'within'>): string =>
  read.within === ''
    ? read.field
    : read.within === '[]'
      ? `rows[].${read.field}`
      : `${read.within}.${read.field}`;

/** The assumption about a field the product read in operation `opKey`: by its path, else its name. */
export function assumptionFor(
  list: readonly Assumption[],
  opKey: string,
  read: Pick<AbsentRead, 'field' | 'within'>,
): Assumption | undefined {
  const mine = list.filter((a) => a.key === opKey);
  const path = pathOf(read);
  return mine.find((a) => a.field === path) ?? mine.find((a) => leaf(a.field) === read.field);
}

const promisedHas = (p: Promised | undefined, read: AbsentRead): boolean => {
  if (!p) return false;
  const parent = read.within.replace(/\[\]$/, '').split('.').pop() ?? '';
  return (
    p.fields.includes(read.field) ||
    (p.nested?.[parent]?.includes(read.field) ?? false) ||
    (p.nestedRows?.[parent]?.includes(read.field) ?? false)
  );
};

function classify(opKey: string, absent: readonly AbsentRead[], known: Knowledge) {
  const fallbacks: Fallback[] = [];
  const undocumented: string[] = [];
  const notSent: string[] = [];
  for (const read of absent) {
    const assumption = assumptionFor(known.assumptions, opKey, read);
    if (assumption) {
      fallbacks.push({
        field: read.field,
        whenAbsent: assumption.whenAbsent,
        assumption: `${assumption.key} ${assumption.field}`,
      });
    } else if (read.otherSpelling) {
      // Read under one spelling, sent under another the product also reads.
    } else if (promisedHas(known.promised[opKey], read)) {
      // The spec lists it, so the product may read it; this service left it out.
      notSent.push(read.field);
    } else {
      const where = read.within ? ` (in ${read.within === '[]' ? 'rows' : read.within})` : '';
      undocumented.push(
        `no ${read.field}${where}: the product reads it; neither the spec nor an assumption names it`,
      );
    }
  }
  return { fallbacks, undocumented, ...(notSent.length ? { notSent } : {}) };
}

const transport = (answer: Answer) =>
  answer.kind === 'json'
    ? { contentType: answer.contentType, ...(answer.notice ? { notice: answer.notice } : {}) }
    : answer.kind === 'empty'
      ? { contentType: answer.contentType }
      : {};

/** Judges one answer by the product's use of it. */
export function judge(op: LegacyOperation, answer: Answer, ctx: UseContext, known: Knowledge): Verdict {
  if (answer.kind === 'missing') return { status: 'missing', reason: answer.reason };
  if (answer.kind === 'error') return { status: 'error', reason: answer.reason };
  // An empty body is read as PHP's null (bff/src/legacy/parse.ts).
  const value = answer.kind === 'json' ? answer.value : null;
  const extra = transport(answer);
  const checked = answerCheck(op.response)(value);
  if (!checked.success) {
    const found = differences(op.response, value);
    return {
      status: 'drift',
      reason: answer.kind === 'empty' ? 'empty answer' : 'the BFF refuses it (502)',
      differences: found,
      ...extra,
    };
  }
  // A by-id read's forms of nothing are the product's "not found" (a 404 with the spec's words).
  if (op.notFound !== undefined && legacy.isNothing(checked.data))
    return { status: 'ok', decisions: ['not found'], judgedBy: 'use', ...extra };
  const use = USE_OF.get(op.key);
  if (!use) return { status: 'ok', judgedBy: 'shape', ...extra };
  let outcome: ReturnType<typeof withAbsentReads<ReturnType<typeof use.use>>>;
  try {
    // Whether the service refused is the client's reading (bff/src/legacy/client.ts), made before
    // the product's: the refusal's own fields (`code`, `message`) are not fields the product needs.
    const refused = legacy.refusalMessage(op.failure, checked.data) !== null;
    outcome = withAbsentReads(checked.data, (watched) => use.use(watched, { ...ctx, refused }));
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { status: 'unusable', reason: `the normaliser failed (${name})`, judgedBy: 'use', ...extra };
  }
  const { fallbacks, undocumented, notSent } = classify(op.key, outcome.absent, known);
  const verdict = {
    decisions: outcome.result.decisions,
    judgedBy: 'use' as const,
    ...(notSent ? { notSent } : {}),
    ...extra,
  };
  if (outcome.result.unusable)
    return { status: 'unusable', reason: outcome.result.unusable, fallbacks, ...verdict };
  if (undocumented.length) return { status: 'undocumented', undocumented, fallbacks, ...verdict };
  if (fallbacks.length) return { status: 'fallback', fallbacks, ...verdict };
  return { status: 'ok', ...verdict };
}

/**
 * The answer to an id the service cannot know: one of PHP's forms of nothing (the product's "not
 * found"), or the operation's refusal, is fine; an error is not (the user would see a 502).
 */
export function judgeUnknownId(op: LegacyOperation, answer: Answer): Verdict {
  if (answer.kind === 'missing' || answer.kind === 'error')
    return { status: 'error', reason: `an unknown id gave ${answer.reason}, not a form of nothing` };
  const extra = transport(answer);
  if (answer.kind === 'empty') return { status: 'ok', reason: 'not found: an empty answer', ...extra };
  const { value } = answer;
  const shown = JSON.stringify(value);
  if (legacy.isNothing(value)) return { status: 'ok', reason: `not found: ${shown}`, ...extra };
  if (legacy.refusalMessage(op.failure, value) !== null)
    return { status: 'ok', reason: 'refused (the product shows the refusal)', ...extra };
  const checked = answerCheck(op.response)(value);
  if (!checked.success)
    return {
      status: 'drift',
      reason: `an unknown id gave ${kindOf(value)}: the BFF refuses it (502)`,
      ...extra,
    };
  // Some answers say "not found" their own way (an affiliate without a name): the product's use decides.
  let decided: readonly string[] = [];
  try {
    decided = USE_OF.get(op.key)?.use(checked.data, { ids: {}, today: '' }).decisions ?? [];
  } catch {
    // The answer's own line says when the normaliser fails.
  }
  if (decided.includes('not found')) return { status: 'ok', reason: `not found: ${kindOf(value)}`, ...extra };
  return { status: 'ok', reason: `answered ${kindOf(value)}, not a form of nothing`, ...extra };
}
