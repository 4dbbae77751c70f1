import { z } from 'zod';
import { pointsSchema } from '../forms/models.ts';
import {
  contestantSchema,
  modelSaveAnswerSchema,
  modelsPageSchema,
  pointsSaveAnswerSchema,
  publicModelSchema,
  voteAnswerSchema,
} from '../model/contestant.ts';
import { idMessage, legacyId } from '../model/ids.ts';
import { paymentStartSchema } from '../model/purchase.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

/** Not in the spec, ours: a model link that names no model. */
export const MODEL_ID_MESSAGE = idMessage('Model id');

const eventParams = z.object({ eventId: legacyId(EVENT_ID_MESSAGE) });
const modelParams = z.object({ modelId: legacyId(MODEL_ID_MESSAGE) });
const organiserEvent = { owned: 'organiser-event' } as const;
const organiserModel = { owned: 'organiser-model' } as const;
const publicModel = {
  public: 'models pages and votes are public: anyone with the link may view a model and vote',
} as const;

/**
 * Models and paid voting (spec part 2, sections 2, 4, 5, 7). The organiser manages one event's
 * models and its vote packages; visitors see the public page and vote. A free vote counts once per
 * visitor per model per day; a paid package counts only when the provider confirms the payment.
 */
export const modelsApi = {
  listModels: endpoint({
    ...routes.models.listModels,
    summary: "/models for the organiser: the event's models, its vote packages and whether they are set",
    access: ['business'],
    params: eventParams,
    response: modelsPageSchema,
    owner: organiserEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'MODELS', 'GETPOINTS', 'CONFIGURATIONDETAILS'],
  }),
  savePoints: endpoint({
    ...routes.models.savePoints,
    summary:
      'Adds or updates a vote package (amount: 0 for Free, 25, 35, 60 or 100 rand; points: 5, 10, 20 or 35)',
    access: ['business'],
    params: eventParams,
    body: pointsSchema,
    response: pointsSaveAnswerSchema,
    owner: organiserEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'INSERTPOINTS', 'GETPOINTS', 'CONFIGURATIONDETAILS'],
  }),
  addModel: endpoint({
    ...routes.models.addModel,
    summary:
      'Adds a model (multipart: file, a JPEG or PNG by its content, at most 5 MB; name, age 18 or more, gender, bio)',
    access: ['business'],
    params: eventParams,
    response: modelSaveAnswerSchema,
    status: 201,
    owner: organiserEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'UPLOADMODELPICTURE', 'MODELS'],
  }),
  getModel: endpoint({
    ...routes.models.getModel,
    summary: 'One of the organiser’s models, for /addmodels (edit) and /modelprofile (Edit)',
    access: ['business'],
    params: modelParams,
    response: contestantSchema,
    owner: organiserModel,
    legacy: ['MODELDETAILS'],
  }),
  editModel: endpoint({
    ...routes.models.editModel,
    summary: 'Updates a model (multipart as addModel; the picture is optional and the current one stays)',
    access: ['business'],
    params: modelParams,
    response: modelSaveAnswerSchema,
    owner: organiserModel,
    legacy: ['MODELDETAILS', 'UPLOADMODELPICTURE'],
  }),
  listPublicModels: endpoint({
    ...routes.models.listPublicModels,
    summary: 'The public /models page of an organiser’s event (org_uid, e_uid): read-only',
    access: 'public',
    query: z.object({
      org_uid: legacyId(MODEL_ID_MESSAGE),
      e_uid: legacyId(EVENT_ID_MESSAGE),
    }),
    response: z.object({ models: z.array(contestantSchema).max(1000) }),
    owner: publicModel,
    legacy: ['MODELS'],
  }),
  getPublicModel: endpoint({
    ...routes.models.getPublicModel,
    summary: 'A model’s public profile with its vote total and the vote packages of its event',
    access: 'public',
    params: modelParams,
    response: publicModelSchema,
    owner: publicModel,
    legacy: ['MODELDETAILS', 'GETPOINTS'],
  }),
  castFreeVote: endpoint({
    ...routes.models.castFreeVote,
    summary:
      'A free vote: counts once per visitor per model per day (visitor: a signed cookie, else the address)',
    access: 'public',
    params: modelParams,
    response: voteAnswerSchema,
    owner: publicModel,
    legacy: ['VOTE'],
  }),
  startVotePayment: endpoint({
    ...routes.models.startVotePayment,
    summary:
      'Buys a paid vote package by card: the hidden form for the provider; the points count on its notify. Accepts an Idempotency-Key',
    access: 'public',
    params: modelParams,
    body: z.object({ amountCents: z.number().int().min(1).max(1_000_000) }),
    response: paymentStartSchema,
    owner: publicModel,
    legacy: ['MODELDETAILS', 'GETPOINTS', 'payment/credentials.php:vote'],
    idempotent: true,
  }),
};
