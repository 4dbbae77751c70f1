import type { api } from '@tix/contract';
import { legacy, normaliseContestants, normaliseVoteAnswer, text } from '@tix/contract';
import {
  FREE_VOTE_MESSAGES,
  FREE_VOTES_PER_ADDRESS_PER_MODEL_PER_DAY,
  FREE_VOTES_PER_ADDRESS_RATE,
  MODEL_MESSAGES,
  POINTS_MESSAGES,
} from '@tix/contract/forms/models';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { modelsPage, NO_MODEL, ownModelDetails, publicModel, startVotePayment } from '../domain/models.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { readModelUpload } from '../http/model-upload.ts';
import { sessionUser } from '../http/session-user.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { notFound, notLoggedIn } from '../lib/problem.ts';

// Models and voting. Organiser endpoints run after the 'organiser-event' or 'organiser-model'
// check; businessid is the session's. Public ones name the organiser only through the model the
// legacy holds. A visitor is a random id sealed in the BFF's session cookie (set when the vote
// page is read), or the address when a request comes without it.

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The visitor id free votes are counted by (once per model per day). */
    voter: string;
  }
}

/** Ours: said when the legacy counts a vote without a word. */
const VOTE_COUNTED = 'Thank you! Your vote has been counted.';

const organiserOf = (req: FastifyRequest) => {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user.accountId;
};

/** One of the organiser's models, its event known even when MODELDETAILS leaves it out. */
async function ownModel(req: FastifyRequest, modelid: string) {
  const model = await ownModelDetails(req, modelid, organiserOf(req));
  if (!model) throw notFound(NO_MODEL);
  return model;
}

/** Gives this browser a visitor id, kept in its sealed session cookie. */
function ensureVoter(req: FastifyRequest): void {
  if (!req.session.get('voter')) req.session.set('voter', globalThis.crypto.randomUUID());
}

const visitorOf = (req: FastifyRequest): string => {
  const voter = req.session.get('voter');
  return voter ? `v:${voter}` : `ip:${req.ip}`;
};

async function upload(req: FastifyRequest, eventid: string, modelid?: string) {
  const form = await readModelUpload(req, modelid === undefined);
  const answer = await req.legacy(
    legacy.UPLOADMODELPICTURE,
    { eventid, fname: form.name, age: form.age, gender: form.gender, bio: form.bio, modelid },
    form.picture
      ? {
          files: {
            file: new File([new Uint8Array(form.picture.data)], form.picture.name, {
              type: form.picture.type,
            }),
          },
        }
      : undefined,
  );
  // The answer is not shown in the spec (a refusal is already a 422): read it defensively.
  const raw = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  req.legacyReads.clear();
  const id = modelid ?? text(raw.modelid);
  const model = id
    ? await ownModel(req, id)
    : (normaliseContestants(await req.legacy(legacy.MODELS, { eventid })).at(-1) ?? null);
  return { message: text(raw.message) ?? MODEL_MESSAGES.success, model };
}

export const modelsRoutes = (app: FastifyInstance): DomainRoutes<typeof api.models> => {
  const payments = new IdempotencyStore();
  return {
    listModels: (req) => modelsPage(req, req.params.eventId, organiserOf(req)),

    savePoints: async (req) => {
      const eventid = req.params.eventId;
      await req.legacy(legacy.INSERTPOINTS, {
        eventid,
        amount: req.body.amount,
        points: req.body.points,
      });
      req.legacyReads.clear();
      const page = await modelsPage(req, eventid, organiserOf(req));
      return {
        message: POINTS_MESSAGES.saved,
        packages: page.packages,
        pointsConfigured: page.pointsConfigured,
      };
    },

    addModel: (req) => upload(req, req.params.eventId),

    getModel: (req) => ownModel(req, req.params.modelId),

    editModel: async (req) => {
      const model = await ownModel(req, req.params.modelId);
      return upload(req, model.eventId ?? '', req.params.modelId);
    },

    listPublicModels: async (req) => {
      const { org_uid, e_uid } = req.query;
      const models = normaliseContestants(await req.legacy(legacy.MODELS, { eventid: e_uid }), {
        eventId: e_uid,
      });
      // Only the named organiser's models: a mismatched pair shows nothing.
      return { models: models.filter((m) => m.businessId === org_uid) };
    },

    getPublicModel: (req) => {
      ensureVoter(req);
      return publicModel(req, req.params.modelId);
    },

    castFreeVote: {
      perIp: FREE_VOTES_PER_ADDRESS_RATE,
      // A fresh cookie is a fresh visitor to the legacy's once-a-day rule: the address is capped too.
      perAccount: {
        name: 'free-vote',
        key: (req) => `${req.ip}:${(req.params as { modelId: string }).modelId}`,
        max: FREE_VOTES_PER_ADDRESS_PER_MODEL_PER_DAY,
        timeWindow: '1 day',
        message: FREE_VOTE_MESSAGES.addressCapReached,
      },
      handler: async (req) => {
        const answer = normaliseVoteAnswer(
          await req.legacy(legacy.VOTE, { modelid: req.params.modelId, visitor: visitorOf(req) }),
        );
        return { message: answer.message ?? VOTE_COUNTED, votes: answer.votes };
      },
    },

    startVotePayment: (req) => {
      ensureVoter(req);
      const visitor = visitorOf(req);
      const { modelId } = req.params;
      const { amountCents } = req.body;
      return payments.run(visitor, idempotencyKey(req), { modelId, amountCents }, () =>
        startVotePayment(
          req,
          {
            publicUrl: app.config.PUBLIC_URL,
            recorded: app.config.LEGACY_REPLAY,
            payfastUrl: app.config.payfastUrl,
            visitor,
          },
          modelId,
          amountCents,
        ),
      );
    },
  };
};
