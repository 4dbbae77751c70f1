import type { BffClient } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// Models and paid voting: the organiser sets an event's vote packages and adds a model with a
// picture, then edits it; visitors vote free (a second free vote the same day is refused) and
// buy a paid package the provider confirms. A second organiser session reads the page after the
// changes: replay keeps the last answer of each request
// (sessions replay by account).

export const MODELS_AS = 'models-organiser';
export const MODELS_LOGIN = 'organiser@demo.co.za';
export const MODELS_AFTER_AS = 'models-organiser-after';
export const MODELS_AFTER_LOGIN = 'organiser@demo.co.za';
export const MODELS_VISITOR = 'models-visitor';
export const MODELS_PAYER = 'models-payer';

/** The demo organiser's event the journey fills, and the seeded model voted twice. */
export const MODELS_EVENT = '3';
export const SEEDED_MODEL = '301';
export const NEW_MODEL = { name: 'Zanele Mokoena', age: '26', gender: 'female', bio: 'Runway regular.' };
export const EDITED_BIO = 'Runway regular and stylist.';
export const PACKAGES = [
  { amount: 0, points: 5 },
  { amount: 25, points: 10 },
] as const;
export const PAID_AMOUNT_CENTS = 2500;

/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export function modelForm(fields: Record<string, string>, picture: boolean): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (picture) form.set('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'zanele.png');
  return form;
}

export const modelsJourney: Journey = async (client: BffClient, log, env) => {
  const as = MODELS_AS;
  const base = `/api/organiser/events/${MODELS_EVENT}`;
  await sendAll(
    client,
    [
      login(as, MODELS_LOGIN),
      { method: 'GET', path: `${base}/models`, as },
      ...PACKAGES.map((body) => ({ method: 'PUT', path: `${base}/points`, body, as })),
    ],
    log,
  );
  const added = (
    await client.send({ method: 'POST', path: `${base}/models`, form: modelForm(NEW_MODEL, true), as })
  ).json as { model?: { id: string } };
  const id = added.model?.id ?? '';
  log(`added model ${id}`);
  await sendAll(
    client,
    [
      { method: 'GET', path: `/api/organiser/models/${id}`, as },
      {
        method: 'POST',
        path: `/api/organiser/models/${id}`,
        form: modelForm({ ...NEW_MODEL, bio: EDITED_BIO }, false),
        as,
      },
      // A visitor without a visitor cookie is counted by address: free once, refused the second time.
      { method: 'POST', path: `/api/models/${id}/votes`, as: MODELS_VISITOR },
      { method: 'POST', path: `/api/models/${SEEDED_MODEL}/votes`, as: MODELS_VISITOR },
      { method: 'POST', path: `/api/models/${SEEDED_MODEL}/votes`, as: MODELS_VISITOR },
    ],
    log,
  );
  const started = (
    await client.send({
      method: 'POST',
      path: `/api/models/${id}/vote-payments`,
      body: { amountCents: PAID_AMOUNT_CENTS },
      as: MODELS_PAYER,
    })
  ).json as { paymentId?: string };
  // The provider confirms to the stand-in (its notify, not through the BFF).
  if (env && started.paymentId) await env.confirmCampaignPayment(started.paymentId, '25.00');
  log(`paid vote payment ${started.paymentId}`);
  await sendAll(
    client,
    [
      { method: 'GET', path: `/api/models/${id}`, as: MODELS_PAYER },
      { method: 'GET', path: `/api/models?org_uid=201&e_uid=${MODELS_EVENT}`, as: MODELS_PAYER },
      login(MODELS_AFTER_AS, MODELS_AFTER_LOGIN),
      { method: 'GET', path: `${base}/models`, as: MODELS_AFTER_AS },
    ],
    log,
  );
};
