import { ApiError, call, urlOf } from '@tix/contract/api/client';
import type { BodyOf, Problem } from '@tix/contract/api/define';
import type { ModelSaveAnswer } from '@tix/contract/model/contestant';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';
import { isSuccess, postForm } from '../../../lib/upload.ts';

export const modelsPageKey = (eventId: string) => keyOf(endpoints.listModels, { params: { eventId } });

/** The organiser's models of one event, its packages and whether they are set. */
export function useModelsPage(eventId: string | null) {
  return useSWR(eventId ? modelsPageKey(eventId) : null, () =>
    call(endpoints.listModels, { params: { eventId: eventId ?? '' } }),
  );
}

export const savePoints = (eventId: string, body: BodyOf<typeof endpoints.savePoints>) =>
  call(endpoints.savePoints, { params: { eventId }, body });

export const modelKey = (modelId: string) => keyOf(endpoints.getModel, { params: { modelId } });

/** One of the organiser's models (editing). */
export function useOwnModel(modelId: string | null) {
  return useSWR(modelId ? modelKey(modelId) : null, () =>
    call(endpoints.getModel, { params: { modelId: modelId ?? '' } }),
  );
}

/** The public page of an organiser's event. */
export function usePublicModels(organiserId: string | null, eventId: string | null) {
  const query = { org_uid: organiserId ?? '', e_uid: eventId ?? '' };
  return useSWR(organiserId && eventId ? keyOf(endpoints.listPublicModels, { query }) : null, () =>
    call(endpoints.listPublicModels, { query }),
  );
}

export const publicModelKey = (modelId: string) => keyOf(endpoints.getPublicModel, { params: { modelId } });

/** A model's public profile, its total and the packages to vote with. */
export function usePublicModel(modelId: string | null) {
  return useSWR(modelId ? publicModelKey(modelId) : null, () =>
    call(endpoints.getPublicModel, { params: { modelId: modelId ?? '' } }),
  );
}

export const castFreeVote = (modelId: string) => call(endpoints.castFreeVote, { params: { modelId } });

/** A repeat of the same attempt (a double click) carries the same key, so it starts one payment. */
export const startVotePayment = (modelId: string, amountCents: number, attempt: string) =>
  call(endpoints.startVotePayment, {
    params: { modelId },
    body: { amountCents },
    headers: { 'idempotency-key': `${attempt}-${amountCents}` },
  });

export interface ModelFields {
  picture: File | null;
  name: string;
  age: string;
  gender: string;
  bio: string;
}

/** Adds (eventId) or edits (modelId) a model, with upload progress. Rejects with ApiError. */
export async function saveModel(
  target: { eventId: string } | { modelId: string },
  fields: ModelFields,
  onProgress: (percent: number) => void,
): Promise<ModelSaveAnswer> {
  const form = new FormData();
  form.set('name', fields.name);
  form.set('age', fields.age);
  form.set('gender', fields.gender);
  form.set('bio', fields.bio);
  if (fields.picture) form.set('file', fields.picture, fields.picture.name);
  const [endpoint, url] =
    'eventId' in target
      ? [endpoints.addModel, urlOf(endpoints.addModel, { params: { eventId: target.eventId } })]
      : [endpoints.editModel, urlOf(endpoints.editModel, { params: { modelId: target.modelId } })];
  const { status, json } = await postForm(endpoint.method, url, form, { onProgress });
  if (isSuccess(status)) return json as ModelSaveAnswer;
  const problem = json as Partial<Problem> | null;
  throw new ApiError({
    type: 'about:blank',
    title: problem?.title ?? 'Upload failed',
    status,
    detail:
      status === 0
        ? 'We could not reach the server. Check your connection and try again.'
        : (problem?.detail ?? `The upload failed (${status}). Please try again.`),
    ...(problem?.errors ? { errors: problem.errors } : {}),
  });
}

/** A random token naming one payment attempt on this page. */
export function attemptToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
