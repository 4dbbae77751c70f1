import type { Problem } from '@tix/contract/api/define';
import type { BankTransferReceipt } from '@tix/contract/model/purchase';
import { endpoints } from '../../../lib/endpoints.ts';
import { isSuccess, postForm } from '../../../lib/upload.ts';

export type UploadResult =
  | { ok: true; receipt: BankTransferReceipt }
  | { ok: false; status: number; detail: string | null };

/** Posts the bank-transfer form, reporting upload progress for the progress bar. */
export async function uploadBankTransfer(
  form: FormData,
  idempotencyKey: string,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const { method, path } = endpoints.submitBankTransfer;
  const { status, json } = await postForm(method, path, form, {
    headers: { 'idempotency-key': idempotencyKey },
    onProgress,
  });
  if (isSuccess(status)) return { ok: true, receipt: json as BankTransferReceipt };
  return { ok: false, status, detail: (json as Partial<Problem> | null)?.detail ?? null };
}
