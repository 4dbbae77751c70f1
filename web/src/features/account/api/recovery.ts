import { call } from '@tix/contract/api/client';
import type { BodyOf, ResponseOf } from '@tix/contract/api/define';
import { endpoints } from '../../../lib/endpoints.ts';

/** What /set-password receives from /password, in router state. */
export type RecoveryState = ResponseOf<typeof endpoints.startPasswordRecovery> & { email: string };

export const isRecoveryState = (value: unknown): value is RecoveryState =>
  typeof value === 'object' &&
  value !== null &&
  'accountName' in value &&
  'message' in value &&
  'email' in value;

export const startPasswordRecovery = (body: BodyOf<typeof endpoints.startPasswordRecovery>) =>
  call(endpoints.startPasswordRecovery, { body });
export const verifyResetCode = (code: string) => call(endpoints.verifyResetCode, { body: { code } });
export const saveNewPassword = (body: BodyOf<typeof endpoints.saveNewPassword>) =>
  call(endpoints.saveNewPassword, { body });
