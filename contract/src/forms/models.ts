import { z } from 'zod';
import { MODEL_GENDERS } from '../domain/constants.ts';
import { choice, file, text, typedNumber } from './fields.ts';

// Models and voting: the model upload form and the points configuration (spec part 2, section 5).

export const MODEL_PICTURE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const MIN_MODEL_AGE = 18;

/** Point packages: amounts in rand (0 is Free) and points. */
export const POINT_AMOUNTS = [0, 25, 35, 60, 100] as const;
export const POINT_VALUES = [5, 10, 20, 35] as const;

export const MODEL_MESSAGES = {
  pictureRequired: 'Please select a picture',
  /** Not in the spec, ours. */
  pictureType: 'The picture must be a jpg, jpeg or png image',
  nameRequired: "Enter the model's name",
  ageRequired: "Enter the model's age",
  ageInvalid: 'Age entered is invalid',
  genderRequired: "Enter the model's gender",
  bioRequired: 'Write a small bio about this model',
  success: 'Successful!',
  /** Not in the spec, ours: a picture over MODEL_PICTURE_MAX_BYTES. */
  pictureSize: 'The picture must be 5 MB or smaller',
} as const;

/** The largest model picture the service takes (ours): checked when chosen and on upload. */
export const MODEL_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const M = MODEL_MESSAGES;

const picture = () => file(M.pictureRequired, { extensions: MODEL_PICTURE_TYPES, message: M.pictureType });

const modelFields = {
  name: text(M.nameRequired),
  age: typedNumber(
    z
      .number({ error: (issue) => (issue.input === undefined ? M.ageRequired : M.ageInvalid) })
      .int(M.ageInvalid)
      .min(MIN_MODEL_AGE, M.ageInvalid),
    M.ageRequired,
  ),
  gender: choice(MODEL_GENDERS, M.genderRequired),
  bio: text(M.bioRequired),
};

/** Model upload (new model): picture, name, age (18 or more), gender, bio. */
export const modelUploadSchema = z.object({ picture: picture(), ...modelFields });

/** Model edit: as upload, but the picture is optional (the current one stays). */
export const modelEditSchema = z.object({ picture: picture().optional(), ...modelFields });

/**
 * Free votes count once per visitor per model per day (the legacy's rule). A visitor is a cookie,
 * which anyone can drop, so one address may cast at most this many free votes for one model a
 * day (a few, for households and offices behind one address), and at most the rate below overall.
 */
export const FREE_VOTES_PER_ADDRESS_PER_MODEL_PER_DAY = 3;
export const FREE_VOTES_PER_ADDRESS_RATE = { max: 20, timeWindow: '1 minute' } as const;

/** Ours: the spec does not show the vote call. */
export const FREE_VOTE_MESSAGES = {
  addressCapReached:
    'Free votes for this model from your network are used up for today. Come back tomorrow, or choose a vote package.',
} as const;

export const POINTS_MESSAGES = {
  bothRequired: 'Both amount and points must be set',
  saved: 'Points successfully saved. You can add more or update.',
} as const;

const oneOf = (values: readonly number[]) =>
  typedNumber(
    z
      .number({ error: POINTS_MESSAGES.bothRequired })
      .refine((value) => values.includes(value), POINTS_MESSAGES.bothRequired),
    POINTS_MESSAGES.bothRequired,
  );

/** Points configuration: amount (a package price, 0 for Free), points (a package's points). */
export const pointsSchema = z.object({
  amount: oneOf(POINT_AMOUNTS),
  points: oneOf(POINT_VALUES),
});
