// Which fields of an answer the product reads and does not find. The answer is handed to the
// product's own normaliser and decisions wrapped in a proxy that notes every property read that
// comes back absent: a field the product falls back on. Reads that only test for PHP's "nothing"
// form (`val`) and the plumbing of arrays are not fields.

const NOT_FIELDS = new Set(['val', 'then', 'toJSON', 'constructor', 'length', 'prototype']);

/** `event_name`, `eventName` and `eventname` are one field to the eye of a reader. */
const spelling = (name: string): string => name.toLowerCase().replace(/[_-]/g, '');

export interface AbsentRead {
  /** The field as the product reads it (`balance`). */
  readonly field: string;
  /** Inside a row of a list (`[]`) or a nested object (`data`), or '' at the top. */
  readonly within: string;
  /** The object holds the same field under another spelling (`event_name` for `eventname`). */
  readonly otherSpelling: boolean;
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** Runs `use` on `value` and returns what it returned and the absent fields it read. */
export function withAbsentReads<T>(
  value: unknown,
  use: (watched: unknown) => T,
): { result: T; absent: AbsentRead[] } {
  const found = new Map<string, AbsentRead>();
  const proxies = new WeakMap<object, object>();
  const watch = (target: unknown, within: string): unknown => {
    if (!isObject(target)) return target;
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(t, key, receiver) {
        const got: unknown = Reflect.get(t, key, receiver);
        if (typeof key !== 'string') return got;
        if (Array.isArray(t)) return /^\d+$/.test(key) ? watch(got, within ? `${within}[]` : '[]') : got;
        if (got === undefined && !(key in t) && !NOT_FIELDS.has(key)) {
          const otherSpelling = Object.keys(t).some((k) => spelling(k) === spelling(key));
          const id = `${within}|${key}`;
          const before = found.get(id);
          // A field absent from one row and present in another under another spelling still counts.
          if (!before || (before.otherSpelling && !otherSpelling))
            found.set(id, { field: key, within, otherSpelling });
        }
        return watch(got, within ? `${within}.${key}` : key);
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };
  const result = use(watch(value, ''));
  return { result, absent: [...found.values()] };
}
