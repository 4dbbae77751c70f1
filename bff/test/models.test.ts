import type { ModelSaveAnswer, ModelsPage, PaymentStart, PublicModel, VoteAnswer } from '@tix/contract';
import {
  FREE_VOTE_MESSAGES,
  FREE_VOTES_PER_ADDRESS_PER_MODEL_PER_DAY,
  MODEL_MESSAGES,
  POINTS_MESSAGES,
} from '@tix/contract/forms/models';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODELS_TEXT } from '../../mocks/src/legacy/handlers/models.ts';
import { FOREIGN_MODEL_EVENT_ID, SEEDED_MODEL_EVENT_ID } from '../../mocks/src/legacy/model-models.ts';
import { SIGNATURE_MISMATCH } from '../../mocks/src/legacy/payments/verify.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// Models and voting over the real stand-in: the organiser's models page, points, a model with a
// picture checked by content, the public view, free votes once a day, paid packages counted only
// on the provider's notify.

const ctx = {} as { app: FastifyInstance; standinUrl: string; close: () => Promise<void> };
beforeAll(async () => {
  Object.assign(ctx, await stack({ TRUST_PROXY: '1' }));
});
afterAll(() => ctx.close());

let nextIp = 80;
function browser() {
  const ip = `10.0.2.${nextIp++}`;
  let cookie = '';
  const send = async (
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const next = sessionCookie(res.headers['set-cookie']);
    if (next) cookie = next;
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
      send('POST', url, payload, headers),
    put: (url: string, payload: unknown) => send('PUT', url, payload),
    forgetCookie: () => {
      cookie = '';
    },
  };
}

async function organiser(emailOrPhone = 'organiser@demo.co.za') {
  const b = browser();
  const res = await b.post('/api/session', { emailOrPhone, password: 'Demo1234!', partner: false });
  expect(res.status).toBe(200);
  return b;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/** The /addmodels form as the browser posts it. */
function modelForm(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----tixmodel0b8LgKq2';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
    },
  };
}
const thandi = { name: 'Thandi Mokoena', age: '23', gender: 'female', bio: 'Dancer from Durban.' };

const notify = (paymentId: string, amount: string) =>
  fetch(`${ctx.standinUrl}__pay/payfast/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ m_payment_id: paymentId, payment_status: 'COMPLETE', amount_gross: amount }),
  });

/** The stand-in always sends a vote count: a null here is a regression, not an unknown. */
function counted(votes: number | null): number {
  if (votes === null) throw new Error('the stand-in sent no vote count');
  return votes;
}

/** The provider stand-in's page for a posted card form. */
const showProvider = (fields: Record<string, string>) =>
  fetch(`${ctx.standinUrl}__pay/payfast`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

describe('the organiser’s models', () => {
  it('lists the event’s models and packages, and saves points', async () => {
    const b = await organiser();
    const res = await b.get(`/api/organiser/events/${SEEDED_MODEL_EVENT_ID}/models`);
    expect(res.status).toBe(200);
    const page = res.body as unknown as ModelsPage;
    expect(page.models.map((m) => m.name)).toEqual(['Naledi Khumalo', 'Sipho Ndlovu']);
    expect(page.pointsConfigured).toBe(true);
    expect(page.organiserId).toBe('201');
    expect(page.eventName).toBe('Winter Fashion Show');

    const empty = (await b.get('/api/organiser/events/2/models')).body as unknown as ModelsPage;
    expect(empty).toMatchObject({ models: [], packages: [], pointsConfigured: false });
    const bad = await b.put('/api/organiser/events/2/points', { amount: 25 });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(POINTS_MESSAGES.bothRequired);
    const saved = await b.put('/api/organiser/events/2/points', { amount: 25, points: 10 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: POINTS_MESSAGES.saved,
      pointsConfigured: true,
      packages: [{ amountCents: 2500, points: 10 }],
    });
    // The same amount again updates its points.
    await b.put('/api/organiser/events/2/points', { amount: 25, points: 20 });
    const after = (await b.get('/api/organiser/events/2/models')).body as unknown as ModelsPage;
    expect(after.packages).toEqual([{ amountCents: 2500, points: 20 }]);
  });

  it('adds a model with a picture checked by content, in the spec’s order of messages', async () => {
    const b = await organiser();
    const url = '/api/organiser/events/3/models';
    const post = (fields: Record<string, string>, file?: { name: string; data: Buffer }) => {
      const form = modelForm(fields, file);
      return b.post(url, form.payload, form.headers);
    };
    expect((await post(thandi)).body.detail).toBe(MODEL_MESSAGES.pictureRequired);
    const fake = await post(thandi, { name: 'cat.png', data: Buffer.from('GIF89a not really a png') });
    expect(fake.status).toBe(415);
    expect((await post({ ...thandi, name: '' }, { name: 'a.png', data: PNG })).body.detail).toBe(
      MODEL_MESSAGES.nameRequired,
    );
    expect((await post({ ...thandi, age: '17' }, { name: 'a.png', data: PNG })).body.detail).toBe(
      MODEL_MESSAGES.ageInvalid,
    );
    expect((await post({ ...thandi, bio: ' ' }, { name: 'a.png', data: PNG })).body.detail).toBe(
      MODEL_MESSAGES.bioRequired,
    );
    const added = await post(thandi, { name: 'thandi.png', data: PNG });
    expect(added.status).toBe(201);
    const answer = added.body as unknown as ModelSaveAnswer;
    expect(answer.message).toBe(MODEL_MESSAGES.success);
    expect(answer.model).toMatchObject({ name: 'Thandi Mokoena', age: 23, gender: 'female', votes: 0 });
    const picture = await ctx.app.inject({ url: answer.model?.photoUrl ?? '/none' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    // Editing needs no picture; the current one stays.
    const edit = modelForm({ ...thandi, bio: 'Dancer and choreographer.' });
    const edited = await b.post(`/api/organiser/models/${answer.model?.id}`, edit.payload, edit.headers);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      model: { bio: 'Dancer and choreographer.', photoUrl: answer.model?.photoUrl },
    });
  });

  it('never shows or edits another organiser’s model', async () => {
    const b = await organiser();
    const theirs = (await browser().get(`/api/models?org_uid=202&e_uid=${FOREIGN_MODEL_EVENT_ID}`)).body as {
      models: { id: string }[];
    };
    const id = theirs.models[0]?.id;
    expect(id).toBeDefined();
    expect((await b.get(`/api/organiser/models/${id}`)).status).toBe(404);
    const edit = modelForm(thandi);
    expect((await b.post(`/api/organiser/models/${id}`, edit.payload, edit.headers)).status).toBe(404);
    expect((await b.get(`/api/organiser/events/${FOREIGN_MODEL_EVENT_ID}/models`)).status).toBe(404);
  });
});

describe('the public page and votes', () => {
  it('shows an organiser’s event read-only, and nothing for a mismatched pair', async () => {
    const visitor = browser();
    const list = await visitor.get(`/api/models?org_uid=201&e_uid=${SEEDED_MODEL_EVENT_ID}`);
    expect((list.body.models as unknown[]).length).toBe(2);
    const wrong = await visitor.get(`/api/models?org_uid=202&e_uid=${SEEDED_MODEL_EVENT_ID}`);
    expect(wrong.body.models).toEqual([]);
  });

  it('counts a free vote once a day per visitor; another visitor may vote too', async () => {
    const visitor = browser();
    const models = (await visitor.get(`/api/models?org_uid=201&e_uid=${SEEDED_MODEL_EVENT_ID}`)).body
      .models as { id: string; votes: number }[];
    const id = models[1]?.id ?? '';
    const profile = (await visitor.get(`/api/models/${id}`)).body as unknown as PublicModel;
    const before = counted(profile.model.votes);
    expect(profile.packages).toEqual([
      { amountCents: 0, points: 5 },
      { amountCents: 2500, points: 10 },
    ]);
    const first = await visitor.post(`/api/models/${id}/votes`);
    expect(first.status).toBe(200);
    expect(first.body as unknown as VoteAnswer).toEqual({ message: MODELS_TEXT.voted, votes: before + 5 });
    const again = await visitor.post(`/api/models/${id}/votes`);
    expect(again.status).toBe(422);
    expect(again.body.detail).toBe(MODELS_TEXT.alreadyVoted);

    const other = browser();
    await other.get(`/api/models/${id}`);
    expect((await other.post(`/api/models/${id}/votes`)).body.votes).toBe(before + 10);
  });

  it('caps free votes per address: a fresh cookie for each vote does not reset the once-a-day rule', async () => {
    const visitor = browser();
    const models = (await visitor.get(`/api/models?org_uid=201&e_uid=${SEEDED_MODEL_EVENT_ID}`)).body
      .models as { id: string; votes: number }[];
    const id = models[0]?.id ?? '';
    const before = counted(
      ((await visitor.get(`/api/models/${id}`)).body as unknown as PublicModel).model.votes,
    );
    const answers: number[] = [];
    for (let i = 0; i < FREE_VOTES_PER_ADDRESS_PER_MODEL_PER_DAY + 3; i++) {
      visitor.forgetCookie();
      await visitor.get(`/api/models/${id}`);
      answers.push((await visitor.post(`/api/models/${id}/votes`)).status);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(FREE_VOTES_PER_ADDRESS_PER_MODEL_PER_DAY);
    expect(answers.slice(FREE_VOTES_PER_ADDRESS_PER_MODEL_PER_DAY).every((s) => s === 429)).toBe(true);
    const refused = await visitor.post(`/api/models/${id}/votes`);
    expect(refused.body.detail).toBe(FREE_VOTE_MESSAGES.addressCapReached);
    const after = counted(
      ((await visitor.get(`/api/models/${id}`)).body as unknown as PublicModel).model.votes,
    );
    expect(after - before).toBe(5 * FREE_VOTES_PER_ADDRESS_PER_MODEL_PER_DAY);
  });

  it('counts a paid package only when the provider confirms it, once', async () => {
    const visitor = browser();
    const models = (await visitor.get(`/api/models?org_uid=201&e_uid=${SEEDED_MODEL_EVENT_ID}`)).body
      .models as { id: string }[];
    const id = models[0]?.id ?? '';
    const total = async () =>
      counted(((await visitor.get(`/api/models/${id}`)).body as unknown as PublicModel).model.votes);
    const before = await total();

    const refused = await visitor.post(`/api/models/${id}/vote-payments`, { amountCents: 3500 });
    expect(refused.status).toBe(422);

    const started = await visitor.post(
      `/api/models/${id}/vote-payments`,
      { amountCents: 2500 },
      { 'idempotency-key': 'vote-key-000001' },
    );
    expect(started.status).toBe(200);
    const start = started.body as unknown as PaymentStart;
    if (start.outcome !== 'payfast') throw new Error('expected the card provider');
    expect(start.fields.amount).toBe('25.00');
    expect(start.fields.return_url).toContain('/vote?');
    // The legacy's signed form, posted on unchanged, opens the provider's page; a field the shop
    // rewrote breaks the signature.
    expect(start.fields.signature).toMatch(/^[0-9a-f]{32}$/);
    expect((await showProvider(start.fields)).status).toBe(200);
    const rewritten = await showProvider({ ...start.fields, item_name: 'Votes' });
    expect(rewritten.status).toBe(400);
    expect(await rewritten.text()).toContain(SIGNATURE_MISMATCH);
    const repeat = await visitor.post(
      `/api/models/${id}/vote-payments`,
      { amountCents: 2500 },
      { 'idempotency-key': 'vote-key-000001' },
    );
    expect((repeat.body as unknown as PaymentStart).paymentId).toBe(start.paymentId);

    // The browser's return counts nothing.
    expect(await total()).toBe(before);
    expect((await notify(start.paymentId, '10.00')).status).toBe(200);
    expect(await total()).toBe(before);
    expect((await notify(start.paymentId, '25.00')).status).toBe(200);
    expect(await total()).toBe(before + 10);
    await notify(start.paymentId, '25.00');
    expect(await total()).toBe(before + 10);
  });
});
