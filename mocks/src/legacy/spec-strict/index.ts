// The spec-strict profile (issue 40): the stand-in as a legacy written from the spec alone would
// answer. A layer between the handlers and the wire; the handlers themselves stay rich.

export { strictBody, strictNotFoundBody } from './answer.ts';
export { decodeId, encodeId, ID_FIELDS } from './ids.ts';
export { decodeFields } from './incoming.ts';
export { nothingForm } from './nothing.ts';
export { noticeFor } from './notice.ts';
export { SessionLock } from './session-lock.ts';

export const PROFILES = ['rich', 'spec-strict'] as const;
export type LegacyProfile = (typeof PROFILES)[number];

/** `rich` or `spec-strict`, as `--profile` and LEGACY_PROFILE spell them. */
export function parseProfile(text: string): LegacyProfile {
  const profile = PROFILES.find((p) => p === text.trim());
  if (!profile) throw new Error(`Unknown legacy profile '${text}' (${PROFILES.join(', ')})`);
  return profile;
}

/** The profile named by `--profile x` / `--profile=x`, else by LEGACY_PROFILE, else rich. */
export function profileFrom(args: readonly string[], env: string | undefined): LegacyProfile {
  const index = args.findIndex((a) => a === '--profile' || a.startsWith('--profile='));
  if (index >= 0) {
    const arg = args[index] ?? '';
    return parseProfile(arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[index + 1] ?? ''));
  }
  return env ? parseProfile(env) : 'rich';
}
