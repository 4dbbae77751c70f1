// What the product relies on in a legacy answer beyond what the spec promises (SPEC_ANSWERS):
// fields the spec does not list for that answer, value formats, and shapes (PHP's forms of
// "nothing" the catalogue refuses). Each entry says what the product does with it, what it does
// when the legacy leaves it out, and which `npm run legacy:check` line shows which it was.
// docs/legacy-assumptions.md is generated from this list (npm run docs:assumptions); the
// reliance test fails when the catalogue requires something no entry names.

import { ASSUMED_FIELDS } from './assumptions-fields.ts';
import { ASSUMED_SHAPES } from './assumptions-shapes.ts';
import type { CatalogueKey } from './spec-answers.ts';

export interface LegacyAssumption {
  /** The catalogue key of the operation. */
  readonly key: CatalogueKey;
  /**
   * The field path (`balance`, `rows[].balance`, `events[].province`), or a shape:
   * `nothing (null)` for one of PHP's forms of nothing, `shape` for the answer's outer form.
   */
  readonly field: string;
  /** What the product does with it. */
  readonly relies: string;
  /** What the product does when the legacy leaves it out (unknown is never read as zero). */
  readonly whenAbsent: string;
  /** The `npm run legacy:check` line that shows whether the legacy sends it. */
  readonly check: string;
}

export const LEGACY_ASSUMPTIONS: readonly LegacyAssumption[] = [...ASSUMED_FIELDS, ...ASSUMED_SHAPES];

/** The assumptions about one operation, in list order. */
export const assumptionsOf = (key: string): readonly LegacyAssumption[] =>
  LEGACY_ASSUMPTIONS.filter((a) => a.key === key);
