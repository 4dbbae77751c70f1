import { assumptionsOf } from '@tix/contract/legacy/assumptions';
import type { SpecAnswer } from '@tix/contract/legacy/spec-answers';

// An answer the spec does not show ("response: not shown") that the product still reads: the
// spec-strict profile answers it with exactly the fields the assumptions list names for that
// operation, so the list is both what the product relies on and what the strict legacy gives.
// Paths as the list writes them: `field`, `rows[].field` (the answer is a list of rows),
// `name[].field` (a list of rows under `name`), `name.field` (an object under `name`). Shapes
// (`nothing (...)`) and a refusal's words (`refusal.message`) are not fields of the answer.

const ROWS = 'rows[].';

function add(into: Record<string, string[]>, name: string, field: string) {
  into[name] = [...(into[name] ?? []), field];
}

/** The answer the assumptions list describes for `key`, or undefined when it names no field. */
export function assumedAnswer(key: string): SpecAnswer | undefined {
  const paths = assumptionsOf(key)
    .map((a) => a.field)
    .filter((path) => !path.startsWith('nothing (') && !path.startsWith('refusal.'));
  if (paths.length === 0) return undefined;
  const fields: string[] = [];
  const nested: Record<string, string[]> = {};
  const nestedRows: Record<string, string[]> = {};
  let rows = false;
  for (const path of paths) {
    const list = path.match(/^([^.[\]]+)\[\]\.(.+)$/);
    const object = path.match(/^([^.[\]]+)\.(.+)$/);
    if (path.startsWith(ROWS)) {
      rows = true;
      fields.push(path.slice(ROWS.length));
    } else if (list?.[1] && list[2]) add(nestedRows, list[1], list[2]);
    else if (object?.[1] && object[2]) add(nested, object[1], object[2]);
    else fields.push(path);
  }
  return {
    shape: rows ? 'rows' : 'record',
    fields: [...new Set(fields)],
    nested,
    nestedRows,
    source: `the assumptions list (${key})`,
  };
}
