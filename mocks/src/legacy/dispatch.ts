import type { LegacyOperation } from '@tix/contract/legacy/index';

// Which catalogue operation a request names: by path, the op parameter, the subquery value and
// the method. `webservices.php` multiplexes by op; other scripts are operations of their own.

export interface RequestShape {
  readonly method: string;
  /** Path without the leading slash, e.g. `webservices.php`. */
  readonly path: string;
  readonly op: string | undefined;
  /** Looks up a parameter wherever the legacy would read it (query, or body for POSTs). */
  readonly param: (name: string) => unknown;
}

export type Resolution =
  | { readonly ok: true; readonly operation: LegacyOperation }
  | { readonly ok: false; readonly reason: string; readonly fallback?: LegacyOperation };

export const normalisePath = (path: string) => path.replace(/^\/+/, '');

export function operationPaths(operations: readonly LegacyOperation[]): string[] {
  return [...new Set(['webservices.php', ...operations.map((o) => normalisePath(o.path))])];
}

export function resolveOperation(
  operations: readonly LegacyOperation[],
  request: RequestShape,
  opParam: string,
): Resolution {
  const onPath = operations.filter((o) => normalisePath(o.path) === request.path);
  let named: LegacyOperation[];
  let label: string;
  if (onPath.some((o) => o.op === null)) {
    named = onPath.filter((o) => o.op === null);
    label = request.path;
  } else {
    if (!request.op) return { ok: false, reason: `Missing operation parameter '${opParam}'` };
    named = onPath.filter((o) => o.op === request.op);
    label = request.op;
    if (named.length === 0) return { ok: false, reason: `Unknown operation: ${request.op}` };
  }
  const variants = named.filter((o) => !o.subquery || request.param(o.subquery.param) === o.subquery.value);
  // A subquery variant beats the plain operation of the same name.
  const chosen =
    variants.filter((o) => o.subquery).length > 0 ? variants.filter((o) => o.subquery) : variants;
  if (chosen.length === 0) {
    const params = [...new Set(named.flatMap((o) => (o.subquery ? [o.subquery.param] : [])))];
    const sent = params.map((p) => `${p}=${String(request.param(p) ?? '')}`).join(', ');
    return { ok: false, reason: `Unknown subquery for ${label}: ${sent || 'none sent'}` };
  }
  const byMethod = chosen.find((o) => o.method === request.method);
  if (byMethod) return { ok: true, operation: byMethod };
  const expected = [...new Set(chosen.map((o) => o.method))].join(' or ');
  return { ok: false, reason: `${label} expects ${expected}, not ${request.method}`, fallback: chosen[0] };
}
