import { expect, it } from 'vitest';
import type { z } from 'zod';
import { firstMessage } from '../validate.ts';

/** One case: what the person typed and the banner the spec shows (null: accepted). */
export type Row = readonly [name: string, input: unknown, expected: string | null];

/** One test per row: the first message `schema` reports for the input. */
export function table(schema: z.ZodType, rows: readonly Row[]): void {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(firstMessage(schema, input)).toBe(expected);
  });
}
