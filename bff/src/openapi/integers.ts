// Zod writes an integer's bounds but no format, and client generators need the format to pick a
// type (int32 or int64). It follows from the bounds zod enforces: every zod integer is a safe
// integer, which fits in int64; one bounded within 32 bits is int32.

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const fitsInt32 = (schema: Record<string, unknown>) =>
  typeof schema.minimum === 'number' &&
  typeof schema.maximum === 'number' &&
  schema.minimum >= INT32_MIN &&
  schema.maximum <= INT32_MAX;

/** Adds `format` to every integer in a JSON Schema tree that lacks one, in place. */
export function addIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) addIntegerFormats(item);
    return;
  }
  if (!isRecord(node)) return;
  if (node.type === 'integer' && node.format === undefined) {
    node.format = fitsInt32(node) ? 'int32' : 'int64';
  }
  for (const value of Object.values(node)) addIntegerFormats(value);
}
