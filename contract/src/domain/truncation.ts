// Display lengths of names and texts (spec part 1, sections 2 and 9; part 2, section 9; part 3,
// sections 2, 5 and 9). The spec says "plus an ellipsis" only for campaign names and recruits'
// event names; everywhere else text is simply cut.

export const ELLIPSIS = '...';

export interface TruncationRule {
  max: number;
  ellipsis: boolean;
}

export const TRUNCATION = {
  /** Event names on the home grid and category cards. */
  homeGrid: { max: 13, ellipsis: false },
  categoryCard: { max: 13, ellipsis: false },
  /** Event names in the header search results. */
  search: { max: 27, ellipsis: false },
  /** Host (organiser) names in the header search results. */
  host: { max: 30, ellipsis: false },
  headerAccountName: { max: 20, ellipsis: false },
  /** Event names in the organiser's dashboard table. */
  dashboard: { max: 17, ellipsis: false },
  /** Event names in the sidebar list. */
  sidebar: { max: 19, ellipsis: false },
  /** Event names in the model list. */
  modelList: { max: 25, ellipsis: false },
  campaignName: { max: 25, ellipsis: true },
  recruitEventName: { max: 25, ellipsis: true },
  /** The search text echoed in the recruits' 'No match found' message. */
  recruitSearch: { max: 20, ellipsis: false },
  transactionEventName: { max: 16, ellipsis: false },
} as const satisfies Record<string, TruncationRule>;

/** Transaction ids are shown as their last 6 characters. */
export const TRANSACTION_ID_SHOWN_CHARS = 6;

/**
 * Cuts text to `max` characters, adding '...' after the cut when asked and only when something
 * was cut. Counts code points, so an emoji or accented letter is never split in half.
 */
export function truncate(text: string, max: number, ellipsis = false): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, Math.max(0, max)).join('');
  return ellipsis ? `${cut}${ELLIPSIS}` : cut;
}

/** Applies one of the named rules: `truncateFor('campaignName', name)`. */
export function truncateFor(rule: keyof typeof TRUNCATION, text: string): string {
  const { max, ellipsis } = TRUNCATION[rule];
  return truncate(text, max, ellipsis);
}

/** The last `count` characters (all of the text when shorter). */
export function lastChars(text: string, count: number): string {
  const chars = Array.from(text);
  return chars.slice(Math.max(0, chars.length - count)).join('');
}
