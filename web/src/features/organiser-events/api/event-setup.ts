import { ApiError, call, urlOf } from '@tix/contract/api/client';
import type { BodyOf, Problem } from '@tix/contract/api/define';
import type { PosterUploadResult } from '@tix/contract/model/event-setup';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const ticketTiersKey = (eventId: string) => keyOf(endpoints.getTicketTiers, { params: { eventId } });

/** The event's three tiers as loaded. */
export function useTicketTiers(eventId: string) {
  return useSWR(ticketTiersKey(eventId), () => call(endpoints.getTicketTiers, { params: { eventId } }));
}

/** Loads one tier; rejects with ApiError (400 with the form's message, 422 with the legacy's). */
export const loadTickets = (eventId: string, body: BodyOf<typeof endpoints.loadTickets>) =>
  call(endpoints.loadTickets, { params: { eventId }, body });

/**
 * Uploads the poster with XMLHttpRequest, which (unlike fetch) reports upload progress for the
 * progress bar. Rejects with ApiError carrying the BFF's problem.
 */
export function uploadPoster(
  eventId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<PosterUploadResult> {
  const form = new FormData();
  form.set('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoints.uploadPoster.method, urlOf(endpoints.uploadPoster, { params: { eventId } }));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(json as PosterUploadResult);
        return;
      }
      const problem = json as Partial<Problem> | null;
      reject(
        new ApiError({
          type: 'about:blank',
          title: problem?.title ?? 'Upload failed',
          status: xhr.status,
          detail: problem?.detail ?? `The upload failed (${xhr.status}). Please try again.`,
        }),
      );
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          type: 'about:blank',
          title: 'Unreachable',
          status: 0,
          detail: 'We could not reach the server. Check your connection and try again.',
        }),
      );
    xhr.send(form);
  });
}
