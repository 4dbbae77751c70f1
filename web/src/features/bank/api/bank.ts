import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';
import { safeReturnPath } from '../../../lib/return-to.ts';

export const bankDetailsKey = keyOf(endpoints.getBankDetails);

/** The saved bank details (account number masked), or the message saying there are none. */
export function useBankDetails() {
  return useSWR(bankDetailsKey, () => call(endpoints.getBankDetails));
}

export type SaveBankDetailsBody = BodyOf<typeof endpoints.saveBankDetails>;
export const putBankDetails = (body: SaveBankDetailsBody) => call(endpoints.saveBankDetails, { body });

/** What the refund request hands over when bank details are missing (spec: message, code, banks). */
export interface BankDetailsState {
  message?: string;
  code?: string;
  banks?: string[];
  saved?: string;
  /** A screen that sent the user here (the refund form): saving returns there. */
  from?: string;
}

export function readBankState(state: unknown): BankDetailsState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const banks = Array.isArray(s.banks)
    ? s.banks.filter((b): b is string => typeof b === 'string')
    : undefined;
  return {
    message: text(s.message),
    code: text(s.code),
    banks,
    saved: text(s.saved),
    from: safeReturnPath(state) ?? undefined,
  };
}
