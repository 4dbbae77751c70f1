import { api } from '@tix/contract/api/index';
import { MODEL_MESSAGES, POINTS_MESSAGES } from '@tix/contract/forms/models';
import type { Contestant, PointPackage } from '@tix/contract/model/contestant';
import { MODELS_TEXT as T } from '../../legacy/handlers/models-text.ts';
import { seededModels, seededPackages } from '../fixtures/models.ts';
import { world } from '../fixtures/world.ts';
import { answer, problem } from '../respond.ts';
import { getMockSession, onMockSessionChange, persistSlice } from '../state.ts';

// Models and voting over MSW: the seed world's models (fixtures/models.ts). A free vote counts
// once per model in this browser; a paid package stays pending (no provider in the browser).

const NOT_YOURS = 'We could not find that among your account’s records.';

interface ModelsMockState {
  models: Contestant[];
  packages: Map<string, PointPackage[]>;
  voted: Set<string>;
}
const fresh = (): ModelsMockState => ({
  models: structuredClone(seededModels),
  packages: new Map(),
  voted: new Set(),
});
let state = fresh();
onMockSessionChange(() => {
  state = fresh();
});
persistSlice('models', {
  save: () => ({ state, next }),
  load: (saved) => ({ state, next } = saved as { state: ModelsMockState; next: number }),
});

const packagesOf = (eventId: string) => {
  if (!state.packages.has(eventId)) state.packages.set(eventId, seededPackages(eventId));
  return state.packages.get(eventId) ?? [];
};

function organiser(): string | Response {
  const session = getMockSession();
  if (!session.loggedIn) return problem(401, 'Not logged in', 'Please log in to continue.');
  if (session.accountType !== 'business')
    return problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
  return session.accountId;
}

function ownModel(modelId: string): Contestant | Response {
  const who = organiser();
  if (who instanceof Response) return who;
  const model = state.models.find((m) => m.id === modelId && m.businessId === who);
  return model ?? problem(404, 'Not found', NOT_YOURS);
}

const page = (eventId: string, organiserId: string) => ({
  eventId,
  eventName: world.events.find((e) => String(e.id) === eventId)?.name ?? null,
  organiserId,
  models: state.models.filter((m) => m.eventId === eventId),
  packages: packagesOf(eventId),
  pointsConfigured: packagesOf(eventId).length > 0,
});

/** Reads the multipart form the web posts (MSW's `answer` reads JSON bodies only). */
async function formOf(request: Request) {
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? '').trim();
  return { name: value('name'), age: Number(value('age')), gender: value('gender'), bio: value('bio') };
}

let next = 900;

export const models = {
  listModels: answer(api.models.listModels, ({ params }) => {
    const who = organiser();
    return who instanceof Response ? who : page(params.eventId, who);
  }),

  savePoints: answer(api.models.savePoints, ({ params, body }) => {
    const who = organiser();
    if (who instanceof Response) return who;
    const list = packagesOf(params.eventId).filter((p) => p.amountCents !== body.amount * 100);
    list.push({ amountCents: body.amount * 100, points: body.points });
    list.sort((a, b) => a.amountCents - b.amountCents);
    state.packages.set(params.eventId, list);
    return { message: POINTS_MESSAGES.saved, packages: list, pointsConfigured: true };
  }),

  addModel: answer(api.models.addModel, async ({ params, request }) => {
    const who = organiser();
    if (who instanceof Response) return who;
    const form = await formOf(request);
    const model: Contestant = {
      id: String(next++),
      ...form,
      bio: form.bio,
      photoUrl: null,
      createdDay: null,
      businessId: who,
      eventId: params.eventId,
      votes: 0,
    };
    state.models.push(model);
    return { message: MODEL_MESSAGES.success, model };
  }),

  getModel: answer(api.models.getModel, ({ params }) => ownModel(params.modelId)),

  editModel: answer(api.models.editModel, async ({ params, request }) => {
    const model = ownModel(params.modelId);
    if (model instanceof Response) return model;
    Object.assign(model, await formOf(request));
    return { message: MODEL_MESSAGES.success, model };
  }),

  listPublicModels: answer(api.models.listPublicModels, ({ query }) => ({
    models: state.models.filter((m) => m.eventId === query.e_uid && m.businessId === query.org_uid),
  })),

  getPublicModel: answer(api.models.getPublicModel, ({ params }) => {
    const model = state.models.find((m) => m.id === params.modelId);
    if (!model) return problem(404, 'Not found', T.noModel);
    return { model, packages: packagesOf(model.eventId ?? '') };
  }),

  castFreeVote: answer(api.models.castFreeVote, ({ params }) => {
    const model = state.models.find((m) => m.id === params.modelId);
    if (!model) return problem(404, 'Not found', T.noModel);
    const free = packagesOf(model.eventId ?? '').find((p) => p.amountCents === 0);
    if (!free) return problem(422, 'Refused', T.noFreeVote);
    if (state.voted.has(model.id)) return problem(422, 'Refused', T.alreadyVoted);
    state.voted.add(model.id);
    model.votes = (model.votes ?? 0) + free.points;
    return { message: T.voted, votes: model.votes };
  }),

  startVotePayment: answer(api.models.startVotePayment, ({ params, body }) => {
    const model = state.models.find((m) => m.id === params.modelId);
    if (!model) return problem(404, 'Not found', T.noModel);
    const chosen = packagesOf(model.eventId ?? '').find((p) => p.amountCents === body.amountCents);
    if (!chosen || chosen.amountCents <= 0) return problem(422, 'Package not offered', T.noPackage);
    const paymentId = `vote_${model.id}_msw${next++}`;
    return {
      outcome: 'payfast' as const,
      paymentId,
      action: '/__pay/payfast',
      fields: { m_payment_id: paymentId, amount: (chosen.amountCents / 100).toFixed(2) },
    };
  }),
};
