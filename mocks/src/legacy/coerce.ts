import { z } from 'zod';

// Query strings and form bodies carry only text; the catalogue's schemas want numbers in places
// (`limit`, for one). A field's text becomes a number (or boolean) only when the field's schema
// refuses the text and accepts the converted value, so `numish` fields keep their strings.

function fromText(value: string): number | boolean | undefined {
  const trimmed = value.trim();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

export function coerceParams(schema: z.ZodType, input: Record<string, unknown>): Record<string, unknown> {
  if (!(schema instanceof z.ZodObject)) return input;
  const out: Record<string, unknown> = { ...input };
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = out[key];
    if (typeof value !== 'string' || z.safeParse(field, value).success) continue;
    const converted = fromText(value);
    if (converted !== undefined && z.safeParse(field, converted).success) out[key] = converted;
  }
  return out;
}

/** One short line naming what is wrong, e.g. `TICKETS: missing parameter eventid`. */
export function describeIssues(
  key: string,
  issues: readonly z.core.$ZodIssue[],
  input: Record<string, unknown>,
): string {
  const problems = issues.map((issue) => {
    const name = issue.path.map(String).join('.') || '(parameters)';
    const first = issue.path[0];
    const missing = typeof first === 'string' && input[first] === undefined;
    return missing ? `missing parameter ${name}` : `bad parameter ${name} (${issue.message})`;
  });
  return `${key}: ${[...new Set(problems)].join('; ')}`;
}
