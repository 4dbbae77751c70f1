import type { ModelSaveAnswer, ModelsPage, PaymentStart, PublicModel } from '@tix/contract';
import { MODEL_MESSAGES, POINTS_MESSAGES } from '@tix/contract/forms/models';
import { describe, expect, it } from 'vitest';
import { MODELS_TEXT } from '../../../mocks/src/legacy/handlers/models.ts';
import {
  EDITED_BIO,
  MODELS_AFTER_AS,
  MODELS_AFTER_LOGIN,
  MODELS_AS,
  MODELS_EVENT,
  MODELS_LOGIN,
  MODELS_PAYER,
  MODELS_VISITOR,
  modelForm,
  NEW_MODEL,
  PACKAGES,
  PAID_AMOUNT_CENTS,
  SEEDED_MODEL,
} from '../../../mocks/src/wiremock/journeys/models.ts';
import { replayBff } from './replay-bff.ts';

// Models and paid voting replayed from WireMock in the order the journey recorded them
// (mocks/src/wiremock/journeys/models.ts).

const rig = replayBff([
  [MODELS_AS, MODELS_LOGIN],
  [MODELS_AFTER_AS, MODELS_AFTER_LOGIN],
]);

const send = async <T>(method: string, path: string, body?: unknown, as: string = MODELS_AS) => {
  const r = await rig.client.send({ method, path, body, as });
  return { status: r.status, body: r.json as T };
};
const base = `/api/organiser/events/${MODELS_EVENT}`;

describe('models and paid voting, replayed', () => {
  let id = '';

  it('reads the event’s models, saves the packages and adds a model with a picture', async () => {
    const before = await send<ModelsPage>('GET', `${base}/models`);
    expect(before.status).toBe(200);
    // One answer per identical request: the session's later reads (after the saves) are replayed.
    expect(before.body.eventId).toBe(MODELS_EVENT);
    for (const body of PACKAGES) {
      const saved = await send<{ message: string }>('PUT', `${base}/points`, body);
      expect(saved.body.message).toBe(POINTS_MESSAGES.saved);
    }
    const added = await rig.client.send({
      method: 'POST',
      path: `${base}/models`,
      form: modelForm(NEW_MODEL, true),
      as: MODELS_AS,
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const answer = added.json as ModelSaveAnswer;
    expect(answer.message).toBe(MODEL_MESSAGES.success);
    expect(answer.model).toMatchObject({ name: NEW_MODEL.name, age: 26 });
    id = answer.model?.id ?? '';
  });

  it('edits the model without a new picture', async () => {
    const edited = await rig.client.send({
      method: 'POST',
      path: `/api/organiser/models/${id}`,
      form: modelForm({ ...NEW_MODEL, bio: EDITED_BIO }, false),
      as: MODELS_AS,
    });
    expect(edited.status).toBe(200);
    expect((edited.json as ModelSaveAnswer).model?.bio).toBe(EDITED_BIO);
  });

  it('counts a free vote, and refuses a second one the same day', async () => {
    const voted = await send<{ votes: number }>('POST', `/api/models/${id}/votes`, undefined, MODELS_VISITOR);
    expect(voted.status).toBe(200);
    expect(voted.body.votes).toBe(5);
    const again = await send<{ detail: string }>(
      'POST',
      `/api/models/${SEEDED_MODEL}/votes`,
      undefined,
      MODELS_VISITOR,
    );
    expect(again.status).toBe(422);
    expect(again.body.detail).toBe(MODELS_TEXT.alreadyVoted);
  });

  it('starts a paid package and shows the total the provider’s confirmation left', async () => {
    const started = await send<PaymentStart>(
      'POST',
      `/api/models/${id}/vote-payments`,
      { amountCents: PAID_AMOUNT_CENTS },
      MODELS_PAYER,
    );
    expect(started.status).toBe(200);
    expect(started.body.outcome).toBe('payfast');
    const profile = await send<PublicModel>('GET', `/api/models/${id}`, undefined, MODELS_PAYER);
    expect(profile.body.model.votes).toBe(15);
    expect(profile.body.packages).toEqual([
      { amountCents: 0, points: 5 },
      { amountCents: 2500, points: 10 },
    ]);
  });

  it('shows the organiser the model and the packages after the changes', async () => {
    const after = await send<ModelsPage>('GET', `${base}/models`, undefined, MODELS_AFTER_AS);
    expect(after.body.pointsConfigured).toBe(true);
    expect(after.body.models).toMatchObject([{ name: NEW_MODEL.name, bio: EDITED_BIO, votes: 15 }]);
  });
});
