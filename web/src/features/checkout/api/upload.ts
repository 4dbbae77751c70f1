import type { Problem } from '@tix/contract/api/define';
import type { BankTransferReceipt } from '@tix/contract/model/purchase';
import { endpoints } from '../../../lib/endpoints.ts';

export type UploadResult =
  | { ok: true; receipt: BankTransferReceipt }
  | { ok: false; status: number; detail: string | null };

/**
 * Posts the bank-transfer form with XMLHttpRequest, which (unlike fetch) reports upload progress
 * for the progress bar.
 */
export function uploadBankTransfer(
  form: FormData,
  idempotencyKey: string,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoints.submitBankTransfer.method, endpoints.submitBankTransfer.path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    xhr.setRequestHeader('idempotency-key', idempotencyKey);
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
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, receipt: json as BankTransferReceipt });
      else
        resolve({ ok: false, status: xhr.status, detail: (json as Partial<Problem> | null)?.detail ?? null });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, detail: null });
    xhr.send(form);
  });
}
