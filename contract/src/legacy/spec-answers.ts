// What the spec promises about each legacy operation's answer: the fields its "Response used"
// column and its entity lists name, in the spec's spellings (both where it gives two). The
// spec-strict profile of the stand-in answers with these fields only; the assumptions list
// (assumptions.ts, docs/legacy-assumptions.md) names everything the product relies on beyond them.

/** The form of an answer, as the spec describes it. */
export type SpecAnswerShape =
  /** One object (a profile, event detail fields). */
  | 'record'
  /** A list of objects; PHP's forms of "nothing" may stand for an empty list. */
  | 'rows'
  /** `{status, message, ...}` (a write's outcome). */
  | 'status'
  /** The spec says "response: not shown": the product may not read anything from it. */
  | 'notShown';

export interface SpecAnswer {
  readonly shape: SpecAnswerShape;
  /** Field names the spec lists for the object (for `rows`: for each row). */
  readonly fields: readonly string[];
  /** Nested objects the spec lists, by the field that holds them (loginWeb.php's `data`). */
  readonly nested?: Readonly<Record<string, readonly string[]>>;
  /** The spec's own words for an empty answer, when it gives them ("val 0"). */
  readonly empty?: 'val0';
  /** Where the spec says this (part and section), for a reader checking it. */
  readonly source: string;
}

/** Every catalogue key's promised answer. Filled from the spec (issue 40). */
export const SPEC_ANSWERS: Readonly<Record<string, SpecAnswer>> = {};
