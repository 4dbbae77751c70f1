import { z } from 'zod';
import { defineOperation } from './define.ts';
import { NO_FAILURE } from './failure.ts';
import { listOrEmpty, notShown, numish, textish, valAnswer } from './raw.ts';

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
  failure: NO_FAILURE,
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
  response: z.looseObject({ val: numish.optional(), id: numish.optional(), ...modelFields }),
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
  failure: NO_FAILURE,
  screens: ['/addmodels'],
  specPart: 2,
});

export const modelsOperations = [
  INSERTPOINTS,
  CONFIGURATIONDETAILS,
  MODELDETAILS,
  MODELS,
  GETPOINTS,
  UPLOADMODELPICTURE,
] as const;
