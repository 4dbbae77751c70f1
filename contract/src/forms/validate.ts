import type { z } from 'zod';

export type FormResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Key of `fieldErrors` for an issue about the whole form rather than one field. */
export const FORM_LEVEL = '_form';

/**
 * Validates form input. `message` is the first issue, which is the banner the spec shows;
 * `fieldErrors` holds the first message of each field (nested paths joined with dots).
 */
export function validateForm<S extends z.ZodType>(schema: S, input: unknown): FormResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_LEVEL;
    fieldErrors[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  return { ok: false, message: first?.message ?? '', fieldErrors };
}

/** The message the spec shows for this input, or null when the input is valid. */
export function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
