import type { LegacyOperation } from '@tix/contract';
import { formEncode, formEncodePairs } from './form-encoding.ts';

type Named = Pick<LegacyOperation, 'op' | 'subquery' | 'encoding'>;

/**
 * A legacy call's query string (without `?`), as the legacy has always been sent it: the
 * operation's name under `opParam` first, then, for a query-encoded operation, its params in
 * their order and its subquery. A name given twice keeps its first place and its last value
 * (URLSearchParams' `set`); params that are undefined or null are left out. The definition.
 */
export function legacyQuery(opParam: string, op: Named, params: Record<string, unknown>): string {
  const query: [string, string][] = [];
  const put = (name: string, value: string) => {
    const at = query.findIndex(([n]) => n === name);
    if (at === -1) query.push([name, value]);
    else query[at] = [name, value];
  };
  if (op.op) put(opParam, op.op);
  if (op.encoding === 'query') {
    const all: Record<string, unknown> = { ...params };
    if (op.subquery) all[op.subquery.param] = op.subquery.value;
    for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== null) put(k, String(v));
  }
  return formEncodePairs(query);
}

const INDEX_LIKE = /^(?:0|[1-9]\d*)$/;

/**
 * `legacyQuery` for the calls of one BFF (one `opParam`): each operation's fixed parts (its name
 * first, its subquery last) encoded once, the params between them encoded per call, without the
 * pairs, copies and lookups of the definition. A call whose params name a fixed part, or an
 * operation whose subquery name would sort among index-like keys, goes through the definition.
 * Property-tested against it (bff/test/legacy-query.test.ts).
 */
export class LegacyQueries {
  private readonly fixed = new Map<Named, { head: string; tail: string; subParam: string | null } | null>();

  constructor(private readonly opParam: string) {}

  of(op: Named, params: Record<string, unknown>): string {
    let parts = this.fixed.get(op);
    if (parts === undefined) {
      const subParam = op.encoding === 'query' && op.subquery ? op.subquery.param : null;
      const clashes =
        (op.op && subParam === this.opParam) || (subParam !== null && INDEX_LIKE.test(subParam));
      parts = clashes
        ? null
        : {
            head: op.op ? `${formEncode(this.opParam)}=${formEncode(op.op)}` : '',
            tail:
              subParam !== null && op.subquery
                ? `${formEncode(subParam)}=${formEncode(op.subquery.value)}`
                : '',
            subParam,
          };
      this.fixed.set(op, parts);
    }
    if (parts === null) return legacyQuery(this.opParam, op, params);
    if (op.encoding !== 'query') return parts.head;
    let query = parts.head;
    for (const name of Object.keys(params)) {
      if (name === parts.subParam || (name === this.opParam && op.op)) {
        return legacyQuery(this.opParam, op, params);
      }
      const value = params[name];
      if (value === undefined || value === null) continue;
      query += `${query ? '&' : ''}${formEncode(name)}=${formEncode(String(value))}`;
    }
    return parts.tail ? `${query}${query ? '&' : ''}${parts.tail}` : query;
  }
}
