// What the spec promises about each legacy operation's answer: the fields its "Response used"
// column and its entity lists name, in the spec's spellings (both where it gives two). The
// spec-strict profile of the stand-in answers with these fields only; the assumptions list
// (assumptions.ts, docs/legacy-assumptions.md) names everything the product relies on beyond them.
// Written by reading the three spec parts (section 7 for the answer, section 3 for the entity it
// names), not the catalogue's schemas: the reliance test compares the two.

import { PART_1_ANSWERS } from './spec-answers-part1.ts';
import { PART_2_ANSWERS } from './spec-answers-part2.ts';
import { PART_2_PRINTING_ANSWERS } from './spec-answers-part2-printing.ts';
import { PART_3_ANSWERS } from './spec-answers-part3.ts';
import type {
  SPEC_PART_1_OPERATIONS,
  SPEC_PART_2_OPERATIONS,
  SPEC_PART_3_OPERATIONS,
} from './spec-operations.ts';

/** The form of an answer, as the spec describes it. */
export type SpecAnswerShape =
  /** One object (a profile, event detail fields, a `val` code with counts). */
  | 'record'
  /** A list of objects; PHP's forms of "nothing" may stand for an empty list. */
  | 'rows'
  /** `{status, message, ...}` (a write's outcome). */
  | 'status'
  /** The spec says "response: not shown" or names no answer: the product may not read anything from it. */
  | 'notShown';

/**
 * The spec's own words for an empty answer, when it gives them: "val 0", "data 0" (PREPARETICKETS)
 * or "error flag 1 means empty" (BREAKDOWNSALES).
 */
export type SpecEmpty = 'val0' | 'data0' | 'error1';

export interface SpecAnswer {
  readonly shape: SpecAnswerShape;
  /** Field names the spec lists for the object (for `rows`: for each row). */
  readonly fields: readonly string[];
  /** Nested objects the spec lists, by the field that holds them (loginWeb.php's `data`). */
  readonly nested?: Readonly<Record<string, readonly string[]>>;
  /** Nested lists of objects, by the field that holds them (TRANSACTIONS-LIST's `transactions`). */
  readonly nestedRows?: Readonly<Record<string, readonly string[]>>;
  /** Fields the spec says hold a list of values, not one (REQUEST-TICKET-REFUND's "bank_name list"). */
  readonly lists?: readonly string[];
  /** Fields of the refusal the spec gives beside the answer ("a list or status failed"). */
  readonly refusal?: readonly string[];
  /** The spec's own words for an empty answer, when it gives them. */
  readonly empty?: SpecEmpty;
  /** Where the spec says this (part and section), for a reader checking it. */
  readonly source: string;
  /** A reading the spec leaves open, said once so nobody takes it for a promise. */
  readonly note?: string;
}

/** Operations the catalogue declares though the spec shows no call (`notInSpec`). */
export const NOT_IN_SPEC_KEYS = ['VOTE', 'payment/credentials.php:vote'] as const;

/** Every key of the catalogue: the spec's calls and our own designs. */
export type CatalogueKey =
  | (typeof SPEC_PART_1_OPERATIONS)[number]
  | (typeof SPEC_PART_2_OPERATIONS)[number]
  | (typeof SPEC_PART_3_OPERATIONS)[number]
  | (typeof NOT_IN_SPEC_KEYS)[number];

// Entity field lists, as section 3 of each part writes them.
/** Every catalogue key's promised answer (issue 40). */
export const SPEC_ANSWERS: Readonly<Record<CatalogueKey, SpecAnswer>> = {
  ...PART_1_ANSWERS,
  ...PART_2_ANSWERS,
  ...PART_2_PRINTING_ANSWERS,
  ...PART_3_ANSWERS,
};

const byKey: ReadonlyMap<string, SpecAnswer> = new Map(Object.entries(SPEC_ANSWERS));

/** The promised answer of one catalogue key, or undefined for a key the catalogue does not hold. */
export const specAnswerOf = (key: string): SpecAnswer | undefined => byKey.get(key);
