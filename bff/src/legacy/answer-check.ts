import { Ajv2020 } from 'ajv/dist/2020.js';
import { z } from 'zod';

/**
 * The check of a legacy answer against its operation's schema in the catalogue, made cheap for
 * the hot path. zod's `safeParse` walks the answer and copies every object and array of it (a
 * large list: one more copy of the whole answer to collect), trying each branch of every
 * `string | number` union in turn. Here the catalogue's schema is turned into JSON Schema once per
 * operation and compiled by Ajv into a plain function that only reads the value: when it says the
 * answer is exactly what the schema describes, the answer is used as it is.
 *
 * Still strict, and never looser than zod: a schema with anything JSON Schema cannot say as zod
 * means it (a transform, a default, a refinement, a format) keeps zod alone; objects that drop
 * unknown keys are compiled closed, so an answer with a key more goes to zod, which drops it; and
 * whenever Ajv refuses an answer, zod decides (and its issues are what the log shows).
 */
export type AnswerCheck = (
  value: unknown,
) => { success: true; data: unknown } | { success: false; error: z.ZodError };

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false });

/** zod types whose JSON Schema checks exactly what zod checks, and whose output is their input. */
const PLAIN = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'union',
  'array',
  'object',
  'optional',
  'nullable',
  'unknown',
  'any',
  'record',
  'tuple',
]);
/** Checks of strings, numbers and arrays that JSON Schema states alike. */
const PLAIN_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'greater_than',
  'less_than',
  'multiple_of',
]);

type Def = { type: string; checks?: { _zod: { def: { check: string } } }[] } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;

/** True when every part of the schema is plain (above): Ajv's verdict is then zod's. */
export function isPlain(schema: unknown, seen = new Set<unknown>()): boolean {
  const def = defOf(schema);
  if (!def || !PLAIN.has(def.type)) return false;
  if (seen.has(schema)) return true;
  seen.add(schema);
  if (def.checks?.some((c) => !PLAIN_CHECKS.has(c._zod.def.check))) return false;
  // A format (email, uuid, a pattern, ...) is a check of the schema itself; Ajv here checks no
  // format. An integer's bounds are JSON Schema's own.
  if ((def.format !== undefined && def.format !== 'safeint') || def.pattern !== undefined) return false;
  const parts: unknown[] = [];
  if (def.type === 'object') {
    parts.push(...Object.values((def.shape as Record<string, unknown>) ?? {}));
    // A catchall other than "anything" (loose) or "nothing" (strict) would check the extra keys.
    const rest = defOf(def.catchall)?.type;
    if (rest !== undefined && rest !== 'unknown' && rest !== 'never') return false;
  } else if (def.type === 'array') parts.push(def.element);
  else if (def.type === 'union') {
    // A discriminated union is a union that picks its branch by one key: the same verdict.
    parts.push(...(def.options as unknown[]));
  } else if (def.type === 'optional' || def.type === 'nullable') parts.push(def.innerType);
  else if (def.type === 'record') parts.push(def.keyType, def.valueType);
  else if (def.type === 'tuple') parts.push(...(def.items as unknown[]), ...(def.rest ? [def.rest] : []));
  return parts.every((p) => isPlain(p, seen));
}

const compiled = new WeakMap<z.ZodType, AnswerCheck>();

/** The check of answers for one schema, compiled on first use. */
export function answerCheck(schema: z.ZodType): AnswerCheck {
  let check = compiled.get(schema);
  if (!check) {
    check = compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

function compile(schema: z.ZodType): AnswerCheck {
  const slow: AnswerCheck = (value) => schema.safeParse(value);
  if (!isPlain(schema)) return slow;
  let validate: (value: unknown) => boolean;
  try {
    // Output mode: an object that drops unknown keys is closed (`additionalProperties: false`),
    // a loose one open, a strict one closed (zod refuses the key more, and so does Ajv).
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
    validate = ajv.compile(json);
  } catch {
    return slow;
  }
  const fast: AnswerCheck = (value) =>
    validate(value) ? { success: true, data: value } : schema.safeParse(value);
  if (!CHECK_BOTH) return fast;
  // Under test, zod checks every answer too, and both must say the same.
  return (value) => {
    const mine = fast(value);
    const zods = schema.safeParse(value);
    if (mine.success !== zods.success || (mine.success && !sameValue(mine.data, zods.data))) {
      throw new Error('the compiled check of a legacy answer disagrees with zod');
    }
    return mine;
  };
}

/**
 * Test runs (Vitest sets NODE_ENV=test). Read through globalThis: mock mode runs this client in
 * a browser, where there is no `process`.
 */
const CHECK_BOTH =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.NODE_ENV === 'test';

/** Deep equality of two JSON-like values (key order aside): no node:util in a browser. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(recordB, key) && sameValue(recordA[key], recordB[key]));
}
