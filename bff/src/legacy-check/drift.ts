import type { z } from 'zod';

// Where a legacy answer differs from the catalogue's raw schema, field by field: a type that is
// not the one expected, a required field that is missing, and the extra fields beside a missing
// one (a renamed field shows as both). Zod's own issues say the same less plainly (a union
// reports every option), so this walks the schema and the value together and, in a union, follows
// the option closest to what was received.

export interface Difference {
  /** `data.events[0].price`; `(root)` for the answer itself. */
  readonly path: string;
  readonly kind: 'type' | 'missing' | 'extra' | 'value';
  /** What the schema wants (`number`, `string | number`, `array`, `'success'`). */
  readonly expected?: string;
  /** What came, described without its value beyond a short literal (`string`, `object {val}`). */
  readonly received?: string;
}

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly catchall?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly values?: readonly unknown[];
  readonly entries?: Record<string, unknown>;
  readonly getter?: () => z.ZodType;
  readonly checks?: readonly {
    readonly _zod: { readonly def: { readonly check: string; readonly maximum?: unknown } };
  }[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a received value is named in a report: its type, never its content (values may be personal). */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? 'array' : 'empty array';
  if (isRecord(value)) {
    const keys = Object.keys(value);
    return keys.length <= 3 ? `object {${keys.join(', ')}}` : 'object';
  }
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value.trim()) ? 'numeric string' : 'string';
  return typeof value;
}

/** A short name of what the schema wants. */
export function describeSchema(schema: z.ZodType, depth = 0): string {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional': {
      const inner = describeSchema(def.innerType as z.ZodType, depth);
      return def.type === 'nullable' ? `${inner} | null` : inner;
    }
    case 'pipe':
      return describeSchema(def.in as z.ZodType, depth);
    case 'lazy':
      return depth > 3 ? 'value' : describeSchema((def.getter as () => z.ZodType)(), depth + 1);
    case 'union':
      return [...new Set((def.options ?? []).map((o) => describeSchema(o, depth + 1)))].join(' | ');
    case 'literal':
      return (def.values ?? []).map((v) => JSON.stringify(v)).join(' | ');
    case 'enum':
      return Object.values(def.entries ?? {})
        .map((v) => JSON.stringify(v))
        .join(' | ');
    case 'object':
      return depth > 0 ? 'object' : `object {${Object.keys(def.shape ?? {}).join(', ')}}`;
    default:
      return def.type;
  }
}

/** The JavaScript kinds a schema can accept at its top, for picking a union's option. */
function topKinds(schema: z.ZodType, depth = 0): Set<string> {
  const def = defOf(schema);
  const out = new Set<string>();
  const add = (s: z.ZodType) => {
    for (const k of topKinds(s, depth + 1)) out.add(k);
  };
  if (depth > 5) return new Set(['any']);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      add(def.innerType as z.ZodType);
      if (def.type === 'optional') out.add('undefined');
      break;
    case 'nullable':
      add(def.innerType as z.ZodType);
      out.add('null');
      break;
    case 'pipe':
      add(def.in as z.ZodType);
      break;
    case 'lazy':
      add((def.getter as () => z.ZodType)());
      break;
    case 'union':
      for (const o of def.options ?? []) add(o);
      break;
    case 'literal':
      for (const v of def.values ?? []) out.add(v === null ? 'null' : typeof v);
      break;
    case 'enum':
      for (const v of Object.values(def.entries ?? {})) out.add(typeof v);
      break;
    case 'object':
    case 'record':
      out.add('object');
      break;
    case 'array':
    case 'tuple':
      out.add('array');
      break;
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'bigint':
      out.add(def.type);
      break;
    default:
      out.add('any');
  }
  return out;
}

/**
 * True when, for a value of this kind, the schema takes only an empty one: an array of never or of
 * at most 0 items, an object without fields, or a union of such (PHP's forms of nothing).
 */
function onlyEmpty(schema: z.ZodType, kind: string): boolean {
  const def = defOf(schema);
  if (def.type === 'array')
    return (
      defOf(def.element as z.ZodType).type === 'never' ||
      (def.checks ?? []).some((c) => c._zod.def.check === 'max_length' && c._zod.def.maximum === 0)
    );
  if (def.type === 'object') return Object.keys(def.shape ?? {}).length === 0;
  if (def.type !== 'union') return false;
  const same = (def.options ?? []).filter((o) => topKinds(o).has(kind));
  return same.length > 0 && same.every((o) => onlyEmpty(o, kind));
}

const jsKind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

const join = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

const accepts = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;

/**
 * The differences between `value` and `schema`; empty when the value passes. Only the first
 * failing row of a list is described (the others are usually the same).
 */
export function differences(schema: z.ZodType, value: unknown, path = ''): Difference[] {
  if (accepts(schema, value)) return [];
  const def = defOf(schema);
  const here = path || '(root)';
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return differences(def.innerType as z.ZodType, value, path);
    case 'pipe':
      return accepts(def.in as z.ZodType, value)
        ? zodIssues(schema, value, path)
        : differences(def.in as z.ZodType, value, path);
    case 'lazy':
      return differences((def.getter as () => z.ZodType)(), value, path);
    case 'union': {
      const options = def.options ?? [];
      const kind = jsKind(value);
      const sameKind = options.filter((o) => topKinds(o).has(kind) || topKinds(o).has('any'));
      if (sameKind.length === 0)
        return [{ path: here, kind: 'type', expected: describeSchema(schema), received: kindOf(value) }];
      // The closest option: fewest differences; at a tie, the first (the catalogue's order). An
      // option of PHP's forms of nothing (`[]` as an array of never, `{}`) is the furthest from a
      // list or an object that has something in it.
      let best: { found: Difference[]; distance: number } | null = null;
      for (const option of sameKind) {
        const found = differences(option, value, path);
        const distance = found.length + (onlyEmpty(option, kind) ? 1000 : 0);
        if (best === null || distance < best.distance) best = { found, distance };
      }
      return best?.found ?? [];
    }
    case 'object': {
      if (!isRecord(value))
        return [{ path: here, kind: 'type', expected: describeSchema(schema), received: kindOf(value) }];
      const shape = def.shape ?? {};
      const found: Difference[] = [];
      let missing = false;
      for (const [key, field] of Object.entries(shape)) {
        if (!(key in value) || value[key] === undefined) {
          if (!accepts(field, undefined)) {
            missing = true;
            found.push({ path: join(path, key), kind: 'missing', expected: describeSchema(field, 1) });
          }
          continue;
        }
        found.push(...differences(field, value[key], join(path, key)));
      }
      const strict = def.catchall !== undefined && defOf(def.catchall).type === 'never';
      const loose = def.catchall !== undefined && !strict;
      // Extra fields matter where the schema refuses them, and beside a missing field (a rename).
      if (strict || (missing && !loose) || missing) {
        for (const key of Object.keys(value))
          if (!(key in shape))
            found.push({ path: join(path, key), kind: 'extra', received: kindOf(value[key]) });
      }
      return found.length ? found : zodIssues(schema, value, path);
    }
    case 'array': {
      if (!Array.isArray(value))
        return [{ path: here, kind: 'type', expected: 'array', received: kindOf(value) }];
      const element = def.element as z.ZodType;
      for (let i = 0; i < value.length; i++) {
        const found = differences(element, value[i], join(path, i));
        if (found.length) return found;
      }
      return zodIssues(schema, value, path);
    }
    case 'literal':
    case 'enum': {
      const allowed = topKinds(schema);
      return [
        {
          path: here,
          kind: allowed.has(jsKind(value)) ? 'value' : 'type',
          expected: describeSchema(schema),
          received: allowed.has(jsKind(value)) && typeof value !== 'string' ? String(value) : kindOf(value),
        },
      ];
    }
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'bigint':
      if (jsKind(value) !== def.type)
        return [{ path: here, kind: 'type', expected: def.type, received: kindOf(value) }];
      return zodIssues(schema, value, path);
    default:
      return zodIssues(schema, value, path);
  }
}

/** Zod's own words, for what the walk above does not describe (refinements, records, tuples). */
function zodIssues(schema: z.ZodType, value: unknown, path: string): Difference[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.slice(0, 5).map((issue) => {
    const sub = issue.path.reduce<string>((p, k) => join(p, typeof k === 'number' ? k : String(k)), path);
    return { path: sub || '(root)', kind: 'value' as const, expected: issue.message };
  });
}

/** One difference as the report prints it. */
export function formatDifference(d: Difference): string {
  switch (d.kind) {
    case 'missing':
      return `${d.path}: missing (expected ${d.expected})`;
    case 'extra':
      return `${d.path}: extra (${d.received})`;
    case 'type':
      return `${d.path}: expected ${d.expected}, received ${d.received}`;
    default:
      return `${d.path}: ${d.received ? `expected ${d.expected}, received ${d.received}` : d.expected}`;
  }
}
