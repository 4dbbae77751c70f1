import { z } from 'zod';

// A page survives a missing part (issue 40): a composite answer leaves out a secondary part the
// legacy could not give (a failed read, or PHP's "nothing" where a figure was due) and names it
// here, so a screen shows the rest with a note about that part. The answer's essential read still
// fails the whole answer. An empty list is an empty list, never a missing part.

/**
 * `unavailable`: the parts of the answer that could not be read this time, absent when every
 * part is there. Each part named here is itself absent (or null) in the answer.
 */
export const unavailableParts = <const P extends readonly [string, ...string[]]>(parts: P) =>
  z
    .array(z.enum(parts))
    .max(parts.length)
    .optional()
    .describe('The parts of this answer that could not be read this time; absent when none is missing');
