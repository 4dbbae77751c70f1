import { ApiError, call, urlOf } from '@tix/contract/api/client';
import type { Problem } from '@tix/contract/api/define';
import type { MarketingMessage, RecipientsUpload } from '@tix/contract/model/marketing';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';
import { isSuccess, postForm } from '../../../lib/upload.ts';

/** How many people the existing and universal audiences reach. */
export function useAudiences() {
  return useSWR(keyOf(endpoints.getAudiences), () => call(endpoints.getAudiences));
}

/** One of the organiser's message records. */
export function useMarketingMessage(textId: string | null) {
  const params = { textId: textId ?? '' };
  return useSWR(textId ? keyOf(endpoints.getMessage, { params }) : null, () =>
    call(endpoints.getMessage, { params }),
  );
}

async function send<T>(method: string, url: string, form: FormData, headers: Record<string, string> = {}) {
  const { status, json } = await postForm(method, url, form, { headers, onProgress: () => undefined });
  if (isSuccess(status)) return json as T;
  const problem = json as Partial<Problem> | null;
  throw new ApiError({
    type: 'about:blank',
    title: problem?.title ?? 'Request failed',
    status,
    detail:
      problem?.detail ??
      (status === 0
        ? 'We could not reach the server. Check your connection and try again.'
        : `The request failed (${status}). Please try again.`),
  });
}

/** Uploads the reviewed recipients (the template's layout) as the audience of that type. */
export function uploadRecipients(type: 'sms' | 'email', csv: string): Promise<RecipientsUpload> {
  const form = new FormData();
  form.set('type', type);
  form.set('file', new File([csv], 'recipients.csv', { type: 'text/csv' }));
  return send(endpoints.uploadRecipients.method, urlOf(endpoints.uploadRecipients), form);
}

export interface MessageDraft {
  audience: string;
  type: 'sms' | 'email';
  text: string;
  subject: string;
  recipients: number;
  attachment: File | null;
}

/** Saves the message (an email goes out at once); one attempt key per page, so a double click saves once. */
export function createMessage(draft: MessageDraft, attempt: string): Promise<MarketingMessage> {
  const form = new FormData();
  form.set('audience', draft.audience);
  form.set('type', draft.type);
  form.set('text', draft.text);
  form.set('subject', draft.subject);
  form.set('recipients', String(draft.recipients));
  if (draft.type === 'email' && draft.attachment) form.set('file', draft.attachment, draft.attachment.name);
  return send(endpoints.createMessage.method, urlOf(endpoints.createMessage), form, {
    'idempotency-key': attempt,
  });
}

/** `again`: the organiser was told a payment was started already and chose to pay again. */
export const startSmsPayment = (textId: string, attempt: string, again = false) =>
  call(endpoints.startSmsPayment, {
    params: { textId },
    body: again ? { again } : {},
    headers: { 'idempotency-key': `${attempt}-${textId}${again ? '-again' : ''}` },
  });

/** A random token naming one attempt on a page. */
export function attemptToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
