import { z } from 'zod';
import { PAYMENT_CREDENTIALS_PATH, rawPaymentCredentials } from './checkout.ts';
import { defineOperation } from './define.ts';
import { failsWithStatus, NO_FAILURE, REFUSED } from './failure.ts';
import { NOT_FOUND } from './not-found.ts';
import { listOrEmpty, notShown, numish, orNothing, textish, valAnswer } from './raw.ts';

// Models and voting: points configuration, model profiles and pictures.

const W = 'webservices.php';
const eventAndBusiness = z.object({ eventid: numish, businessid: numish });

/** A model as MODELS and MODELDETAILS send it: `model_name` or `model`. */
const modelFields = {
  model_name: textish.optional(),
  model: textish.optional(),
  age: numish.nullable().optional(),
  gender: textish.optional(),
  bio: textish.optional(),
  photo: textish.optional(),
  dtcreated: textish.optional(),
  businessid: numish.optional(),
  eventid: numish.optional(),
  /** Ours (not in the spec): the model's vote total, free and confirmed paid points. */
  votes: numish.optional(),
};
export const rawModel = z.looseObject({ id: numish, ...modelFields });

export const INSERTPOINTS = defineOperation({
  op: 'INSERTPOINTS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'models',
  params: z.object({ eventid: numish, businessid: numish, amount: numish, points: numish }),
  identity: ['businessid'],
  response: notShown,
  responseNotShown: true,
  // Ours: the stand-in answers {status: 'failed', message} for a refusal (wrong event, bad package).
  failure: failsWithStatus(REFUSED),
  screens: ['/addmodels'],
  specPart: 2,
});

export const CONFIGURATIONDETAILS = defineOperation({
  op: 'CONFIGURATIONDETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'models',
  params: eventAndBusiness,
  identity: ['businessid'],
  response: valAnswer,
  failure: NO_FAILURE,
  screens: ['/addmodels', '/models'],
  specPart: 2,
});

export const MODELDETAILS = defineOperation({
  op: 'MODELDETAILS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'models',
  params: z.object({ modelid: numish }),
  response: orNothing(z.looseObject({ val: numish.optional(), id: numish.optional(), ...modelFields })),
  notFound: NOT_FOUND.model,
  failure: NO_FAILURE,
  screens: ['/modelprofile', '/addmodels'],
  specPart: 2,
});

export const MODELS = defineOperation({
  op: 'MODELS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'models',
  // Public views pass the event of the organiser's page (e_uid).
  params: z.object({ eventid: numish }),
  response: listOrEmpty(rawModel),
  failure: NO_FAILURE,
  screens: ['/models'],
  specPart: 2,
});

export const GETPOINTS = defineOperation({
  op: 'GETPOINTS',
  method: 'GET',
  encoding: 'query',
  path: W,
  domain: 'models',
  params: eventAndBusiness,
  otherAccountParams: {
    businessid: 'public vote pages name the organiser by org_uid; organisers on /addmodels send their own',
  },
  response: listOrEmpty(z.looseObject({ amount: numish, points: numish })),
  failure: NO_FAILURE,
  screens: ['/addmodels', '/modelprofile'],
  specPart: 2,
});

export const UPLOADMODELPICTURE = defineOperation({
  op: 'UPLOADMODELPICTURE',
  method: 'POST',
  encoding: 'multipart',
  path: W,
  domain: 'models',
  params: z.object({
    eventid: numish,
    businessid: numish,
    fname: z.string(),
    age: numish,
    gender: z.string(),
    bio: z.string(),
    modelid: numish.optional(),
  }),
  // Not required when editing an existing model.
  files: { file: { required: false, accept: ['jpg', 'jpeg', 'png'] } },
  identity: ['businessid'],
  response: notShown,
  responseNotShown: true,
  // Ours: a refusal is {status: 'failed', message} (the spec only logs an upload failure).
  failure: failsWithStatus(REFUSED),
  screens: ['/addmodels'],
  specPart: 2,
});

// --- Ours, not in the spec: "The vote submission call is not shown." (docs/decisions/
// 0031-models-and-votes.md). A free vote counts at once, once per visitor per model per day; a paid package
// is started through the payment-credentials script and counts only on the provider's notify.

export const VOTE = defineOperation({
  op: 'VOTE',
  method: 'POST',
  encoding: 'form',
  path: W,
  domain: 'models',
  // `visitor`: the BFF's signed visitor id, or the caller's address when it has none.
  params: z.object({ modelid: numish, visitor: z.string() }),
  response: z.looseObject({ status: textish, message: textish.optional(), votes: numish.optional() }),
  failure: failsWithStatus('Your vote could not be counted. Please try again.'),
  screens: ['/vote'],
  specPart: 2,
  notInSpec: 'The spec does not show the vote call (part 2, section 7, Models)',
});

export const PAYMENT_CREDENTIALS_VOTE = defineOperation({
  key: `${PAYMENT_CREDENTIALS_PATH}:vote`,
  op: null,
  subquery: { param: 'type', value: 'vote' },
  method: 'POST',
  encoding: 'form',
  path: PAYMENT_CREDENTIALS_PATH,
  domain: 'models',
  // The package is named by its amount; the legacy looks its points up in the configuration.
  params: z.object({
    modelid: numish,
    amount: numish,
    item_name: z.string(),
    visitor: z.string(),
    payment_method: z.literal('cc'),
    // Ours (as the purchase's): where we ask the provider to send the voter back.
    return_url: z.string().optional(),
    cancel_url: z.string().optional(),
  }),
  response: rawPaymentCredentials,
  failure: failsWithStatus('Failed to initiate payment.'),
  screens: ['/vote'],
  specPart: 2,
  notInSpec: 'Paid vote packages: the spec shows the packages, not the payment call',
});

export const modelsOperations = [
  INSERTPOINTS,
  CONFIGURATIONDETAILS,
  MODELDETAILS,
  MODELS,
  GETPOINTS,
  UPLOADMODELPICTURE,
  VOTE,
  PAYMENT_CREDENTIALS_VOTE,
] as const;
