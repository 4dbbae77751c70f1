import { MODEL_MESSAGES, POINT_AMOUNTS, POINT_VALUES, POINTS_MESSAGES } from '@tix/contract/forms/models';
import * as legacy from '@tix/contract/legacy/index';
import { saDateTime, saDay } from '../clock.ts';
import { type ModelRecord, type ModelsData, modelsOf, votesOf } from '../model-models.ts';
import { recordVotePayment } from '../vote-payments.ts';
import { type HandlerContext, handle, type RegisteredHandler } from './define.ts';
import { idParam } from './rows.ts';

// Models and voting: an event's models and pictures, its vote packages, free votes (once per
// visitor per model per SA day) and paid packages (counted by the provider's notify, see
// vote-payments.ts). VOTE and payment/credentials.php:vote are ours: the spec does not show them.

import { loadPaymentForms } from '../payments/load-forms.ts';
import { MODELS_TEXT } from './models-text.ts';

export { MODELS_TEXT };

const T = MODELS_TEXT;
const failed = (message: string) => ({ status: 'failed', message });
const rand = (cents: number) => (cents / 100).toFixed(2);

function row(state: ModelsData, m: ModelRecord) {
  return {
    id: String(m.id),
    model_name: m.name,
    age: String(m.age),
    gender: m.gender,
    bio: m.bio,
    photo: m.photo,
    dtcreated: m.createdAt,
    businessid: String(m.businessId),
    eventid: String(m.eventId),
    votes: String(votesOf(state, m.id)),
  };
}

/** The session organiser's own event id, or a refusal. */
function ownEvent(ctx: HandlerContext, eventid: unknown, businessid: unknown): number | string {
  const account = ctx.session?.account;
  if (account && account.type !== 'business') return T.notOrganiser;
  const event = ctx.data.events.find((e) => e.id === idParam(eventid as string));
  if (!event || event.deletedAt || event.businessId !== idParam(businessid as string)) return T.noEvent;
  return event.id;
}

const packagesOf = (state: ModelsData, eventId: number) =>
  state.packages.filter((p) => p.eventId === eventId).sort((a, b) => a.amountCents - b.amountCents);

const modelById = (state: ModelsData, modelid: unknown) =>
  state.models.find((m) => m.id === idParam(modelid as string));

export const modelHandlers: readonly RegisteredHandler[] = [
  handle(legacy.MODELS, ({ eventid }, { data }) => {
    const state = modelsOf(data);
    const list = state.models.filter((m) => m.eventId === idParam(eventid)).map((m) => row(state, m));
    return list.length > 0 ? list : { val: 0 as const };
  }),

  handle(legacy.MODELDETAILS, ({ modelid }, { data }) => {
    const state = modelsOf(data);
    const model = modelById(state, modelid);
    // The spec's detail answer names the model `model` (part 2 §7); the list's rows say model_name.
    return model ? { val: 1, ...row(state, model), model: model.name } : { val: 0 };
  }),

  handle(legacy.GETPOINTS, ({ eventid, businessid }, { data }) => {
    const list = packagesOf(modelsOf(data), idParam(eventid) ?? 0)
      .filter((p) => p.businessId === idParam(businessid))
      .map((p) => ({ amount: rand(p.amountCents), points: String(p.points) }));
    return list.length > 0 ? list : { val: 0 as const };
  }),

  handle(legacy.CONFIGURATIONDETAILS, ({ eventid, businessid }, { data }) => {
    const list = packagesOf(modelsOf(data), idParam(eventid) ?? 0);
    return { val: list.some((p) => p.businessId === idParam(businessid)) ? 1 : 0 };
  }),

  handle(legacy.INSERTPOINTS, ({ eventid, businessid, amount, points }, ctx) => {
    const eventId = ownEvent(ctx, eventid, businessid);
    if (typeof eventId === 'string') return failed(eventId);
    const amountCents = Math.round(Number(amount) * 100);
    const value = Number(points);
    const offered = (POINT_AMOUNTS as readonly number[]).map((a) => a * 100);
    if (!offered.includes(amountCents) || !(POINT_VALUES as readonly number[]).includes(value))
      return failed(POINTS_MESSAGES.bothRequired);
    const state = modelsOf(ctx.data);
    const existing = state.packages.find((p) => p.eventId === eventId && p.amountCents === amountCents);
    if (existing) existing.points = value;
    else state.packages.push({ eventId, businessId: Number(businessid), amountCents, points: value });
    return { status: 'success', message: POINTS_MESSAGES.saved };
  }),

  handle(legacy.UPLOADMODELPICTURE, (p, ctx) => {
    const eventId = ownEvent(ctx, p.eventid, p.businessid);
    if (typeof eventId === 'string') return failed(eventId);
    const state = modelsOf(ctx.data);
    const file = ctx.files.file;
    let model = p.modelid === undefined || p.modelid === '' ? undefined : modelById(state, p.modelid);
    if (p.modelid !== undefined && p.modelid !== '' && (!model || model.eventId !== eventId))
      return failed(T.noModel);
    if (!model && (!file || file.data.length === 0)) return failed(MODEL_MESSAGES.pictureRequired);
    if (!model) {
      model = {
        id: Math.max(300, ...state.models.map((m) => m.id)) + 1,
        eventId,
        businessId: Number(p.businessid),
        name: '',
        age: 0,
        gender: '',
        bio: '',
        photo: '',
        createdAt: saDateTime(ctx.now()),
      };
      state.models.push(model);
    }
    Object.assign(model, { name: p.fname.trim(), age: Number(p.age), gender: p.gender, bio: p.bio.trim() });
    if (file && file.data.length > 0) {
      const extension = file.filename.split('.').pop()?.toLowerCase() ?? 'jpg';
      // A new name per upload, as the legacy's upload folder does: caches never serve the old one.
      const name = `model-${model.id}-${state.pictures.size + 1}.${extension}`;
      state.pictures.set(`${eventId}/${name}`, { name, mimetype: file.mimetype, data: file.data });
      model.photo = name;
    }
    return { status: 'success', message: MODEL_MESSAGES.success, modelid: String(model.id) };
  }),

  handle(legacy.VOTE, ({ modelid, visitor }, { data, now }) => {
    const state = modelsOf(data);
    const model = modelById(state, modelid);
    if (!model) return failed(T.noModel);
    const free = packagesOf(state, model.eventId).find((p) => p.amountCents === 0);
    if (!free) return failed(T.noFreeVote);
    const day = saDay(now());
    const again = state.votes.some(
      (v) => v.kind === 'free' && v.modelId === model.id && v.visitor === visitor && v.day === day,
    );
    if (again) return failed(T.alreadyVoted);
    state.votes.push({
      modelId: model.id,
      visitor,
      day,
      points: free.points,
      kind: 'free',
      at: saDateTime(now()),
    });
    return { status: 'success', message: T.voted, votes: String(votesOf(state, model.id)) };
  }),

  handle(legacy.PAYMENT_CREDENTIALS_VOTE, async (p, { data, now }) => {
    const state = modelsOf(data);
    const model = modelById(state, p.modelid);
    if (!model) return failed(T.noModel);
    const amountCents = Math.round(Number(p.amount) * 100);
    const offered = packagesOf(state, model.eventId).find((x) => x.amountCents === amountCents);
    if (!offered || amountCents <= 0) return failed(T.noPackage);
    const payment = recordVotePayment(state, model, offered, p.visitor, saDateTime(now()));
    // Loaded here, not at the top: mock mode imports this module's texts in the browser, and the
    // signing needs node:crypto. A visitor gives no name or email: the form carries none.
    const { payfastForm, withQuery } = await loadPaymentForms();
    const form = payfastForm({
      paymentId: payment.id,
      amount: rand(amountCents),
      itemName: p.item_name,
      firstName: '',
      lastName: '',
      email: '',
      returnUrl: withQuery(p.return_url, {}),
      cancelUrl: withQuery(p.cancel_url, {}),
    });
    return { status: 'success', ...form };
  }),
];
