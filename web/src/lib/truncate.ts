// Local until contract/src/domain ships its truncation helper and lengths; then import those.

/** The spec's cut lengths. */
export const CUT = { homeCard: 13, searchName: 27, searchHost: 30, headerAccount: 20 } as const;

/** Cuts text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}
