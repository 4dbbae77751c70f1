import { ApiError, call, urlOf } from '@tix/contract/api/client';
import type { BodyOf, Problem } from '@tix/contract/api/define';
import type { PosterUploadResult } from '@tix/contract/model/event-setup';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';
import { isSuccess, postForm } from '../../../lib/upload.ts';

export const ticketTiersKey = (eventId: string) => keyOf(endpoints.getTicketTiers, { params: { eventId } });

/** The event's three tiers as loaded. */
export function useTicketTiers(eventId: string) {
  return useSWR(ticketTiersKey(eventId), () => call(endpoints.getTicketTiers, { params: { eventId } }));
}

/** Loads one tier; rejects with ApiError (400 with the form's message, 422 with the legacy's). */
export const loadTickets = (eventId: string, body: BodyOf<typeof endpoints.loadTickets>) =>
  call(endpoints.loadTickets, { params: { eventId }, body });

/** Uploads the poster, reporting progress for the bar. Rejects with ApiError carrying the BFF's problem. */
export async function uploadPoster(
  eventId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<PosterUploadResult> {
  const form = new FormData();
  form.set('file', file, file.name);
  const url = urlOf(endpoints.uploadPoster, { params: { eventId } });
  const { status, json } = await postForm(endpoints.uploadPoster.method, url, form, { onProgress });
  if (isSuccess(status)) {
    onProgress(100);
    return json as PosterUploadResult;
  }
  if (status === 0) {
    throw new ApiError({
      type: 'about:blank',
      title: 'Unreachable',
      status: 0,
      detail: 'We could not reach the server. Check your connection and try again.',
    });
  }
  const problem = json as Partial<Problem> | null;
  throw new ApiError({
    type: 'about:blank',
    title: problem?.title ?? 'Upload failed',
    status,
    detail: problem?.detail ?? `The upload failed (${status}). Please try again.`,
  });
}
