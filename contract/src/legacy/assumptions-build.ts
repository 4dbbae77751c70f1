import type { LegacyAssumption } from './assumptions.ts';
import { catalogue, isReadOnly } from './catalogue.ts';
import type { CatalogueKey } from './spec-answers.ts';

// Builders of the assumptions list: one entry per field, with the legacy:check line that shows it.

/** `rows[].balance` → `balance`: the name legacy:check reports a missing field by. */
export const leafOf = (path: string): string => path.slice(path.lastIndexOf('.') + 1).replace(/\[\]$/, '');

const NOT_CALLED =
  "not called by legacy:check (it changes state); the stand-in's spec-strict profile exercises it";

/** The legacy:check line that names a field the product read and did not find. */
export function fieldCheck(key: CatalogueKey, field: string): string {
  const op = catalogue.get(key);
  return op && isReadOnly(op) ? `fallback ${key}: no ${leafOf(field)}` : NOT_CALLED;
}

/** The legacy:check lines that show how a read answers for "nothing". */
export function nothingCheck(key: CatalogueKey, form: string): string {
  const op = catalogue.get(key);
  return op && isReadOnly(op)
    ? `drift ${key}: the BFF refuses it (502), when the service answers ${form} (also "${key} (unknown id)")`
    : NOT_CALLED;
}

/** Where a refusal's words show: only when the service refuses, which legacy:check does not judge. */
export function refusalCheck(key: CatalogueKey): string {
  const op = catalogue.get(key);
  return op && isReadOnly(op)
    ? `"${key} (unknown id)" says "refused" where the service refuses there; the words are not judged`
    : NOT_CALLED;
}

/** One entry per field, all relied on alike. */
export const fields = (
  key: CatalogueKey,
  paths: readonly string[],
  relies: string,
  whenAbsent: string,
): LegacyAssumption[] =>
  paths.map((field) => ({ key, field, relies, whenAbsent, check: fieldCheck(key, field) }));

/** One key, one field. */
export const field = (
  key: CatalogueKey,
  path: string,
  relies: string,
  whenAbsent: string,
): LegacyAssumption => ({
  key,
  field: path,
  relies,
  whenAbsent,
  check: fieldCheck(key, path),
});
