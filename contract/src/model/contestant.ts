import { z } from 'zod';
import { lineText, longText, shortText } from './limits.ts';

// Models (contestants) and the vote packages of an event (spec part 2, sections 2 and 3).
// Named "contestant" in code so as not to be read as a data model.

/** A model as MODELS and MODELDETAILS send it. */
export const contestantSchema = z.object({
  id: shortText(),
  name: lineText(),
  age: z.number().int().nullable(),
  /** 'female' or 'male' as the form offers them; other words pass through in lower case. */
  gender: shortText().nullable(),
  bio: longText().nullable(),
  /** Served through the BFF; null: no picture yet. */
  photoUrl: longText().nullable(),
  /** YYYY-MM-DD the profile was created. */
  createdDay: shortText().nullable(),
  businessId: shortText().nullable(),
  eventId: shortText().nullable(),
  /**
   * Ours: the vote total (free votes and paid packages the provider confirmed), in points; null
   * when the legacy did not send one (the spec lists no vote count: unknown, not 0).
   */
  votes: z.number().int().nullable(),
});
export type Contestant = z.infer<typeof contestantSchema>;

/** A vote package (GETPOINTS): points bought for an amount (0 is Free). */
export const pointPackageSchema = z.object({
  amountCents: z.number().int(),
  points: z.number().int(),
});
export type PointPackage = z.infer<typeof pointPackageSchema>;

/** /models for the organiser: one event's models, its vote packages and whether they are set. */
export const modelsPageSchema = z.object({
  eventId: shortText(),
  /** The event's name, for the heading; null when the legacy did not say. */
  eventName: lineText().nullable(),
  /** The organiser's id: with eventId it makes the public page's URL (org_uid, e_uid). */
  organiserId: shortText(),
  models: z.array(contestantSchema).max(1000),
  packages: z.array(pointPackageSchema).max(20),
  /** CONFIGURATIONDETAILS: a points configuration was saved (Adjust points, green tick). */
  pointsConfigured: z.boolean(),
});
export type ModelsPage = z.infer<typeof modelsPageSchema>;

/** A saved model: the legacy's word and the model as it now reads. */
export const modelSaveAnswerSchema = z.object({
  message: longText(),
  model: contestantSchema.nullable(),
});
export type ModelSaveAnswer = z.infer<typeof modelSaveAnswerSchema>;

export const pointsSaveAnswerSchema = z.object({
  message: longText(),
  packages: z.array(pointPackageSchema).max(20),
  pointsConfigured: z.boolean(),
});

/** A model's public profile and the packages a visitor may vote with. */
export const publicModelSchema = z.object({
  model: contestantSchema,
  packages: z.array(pointPackageSchema).max(20),
});
export type PublicModel = z.infer<typeof publicModelSchema>;

/** What a counted free vote answers: the legacy's word and the model's new total (null: not said). */
export const voteAnswerSchema = z.object({ message: longText(), votes: z.number().int().nullable() });
export type VoteAnswer = z.infer<typeof voteAnswerSchema>;
