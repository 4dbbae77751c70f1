// What the product relies on in a legacy answer beyond what the spec promises (SPEC_ANSWERS):
// fields the spec does not list for that answer, value formats, and shapes (PHP's forms of
// "nothing" the catalogue refuses). Each entry says what the product does with it, what it does
// when the legacy leaves it out, and which `npm run legacy:check` line shows which it was.
// docs/legacy-assumptions.md is generated from this list (npm run docs:assumptions); the
// reliance test fails when the catalogue requires something no entry names.

import { field, fields } from './assumptions-build.ts';
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

/**
 * Fields of answers the spec does not show that the product reads: found while making the
 * stand-in's spec-strict profile answer them with exactly the fields this list names.
 */
const ASSUMED_NOT_SHOWN: readonly LegacyAssumption[] = [
  ...fields(
    'CAMPAIGNESTIMATE',
    ['payments[].m_payment_id', 'payments[].amount', 'payments[].status'],
    "the campaign's card payments (id, amount, paid, pending or cancelled), read back by the payment's success and cancel pages (our design: the spec shows no answer)",
    'no payments known: the success and cancel pages say "This payment link is not valid."; the success page still sends GET ADDCAMPAIGN once, on the return, with the values recorded when the payment started (decision 0048)',
  ),
  field(
    'ADDEVENT:ADDEVENT',
    'eventid',
    "the new event's id, to pick it out on the dashboard after creating it (used only when it can be an id)",
    'the dashboard says the event was created without picking it out',
  ),
];

export const LEGACY_ASSUMPTIONS: readonly LegacyAssumption[] = [
  ...ASSUMED_FIELDS,
  ...ASSUMED_SHAPES,
  ...ASSUMED_NOT_SHOWN,
];

/** The assumptions about one operation, in list order. */
export const assumptionsOf = (key: string): readonly LegacyAssumption[] =>
  LEGACY_ASSUMPTIONS.filter((a) => a.key === key);
