import { z } from 'zod';

// Models (contestants) and the vote packages of an event (spec part 2, sections 2 and 3).
// Named "contestant" in code so as not to be read as a data model.

/** A model as MODELS and MODELDETAILS send it. */
export const contestantSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  /** 'female' or 'male' as the form offers them; other words pass through in lower case. */
  gender: z.string().nullable(),
  bio: z.string().nullable(),
  /** Served through the BFF; null: no picture yet. */
  photoUrl: z.string().nullable(),
  /** YYYY-MM-DD the profile was created. */
  createdDay: z.string().nullable(),
  businessId: z.string().nullable(),
  eventId: z.string().nullable(),
});
export type Contestant = z.infer<typeof contestantSchema>;

/** A vote package (GETPOINTS): points bought for an amount (0 is Free). */
export const pointPackageSchema = z.object({
  amountCents: z.number().int(),
  points: z.number().int(),
});
export type PointPackage = z.infer<typeof pointPackageSchema>;
