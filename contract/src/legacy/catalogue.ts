import { accountOperations } from './account.ts';
import { browseOperations } from './browse.ts';
import type { LegacyOperation } from './define.ts';

/** Every legacy operation the product knows, keyed by catalogue key. */
export const operationList: readonly LegacyOperation[] = [...browseOperations, ...accountOperations];

export const catalogue: ReadonlyMap<string, LegacyOperation> = new Map(operationList.map((o) => [o.key, o]));

/** Parameter names that identify an account anywhere in the legacy protocol. */
export const IDENTITY_PARAMS = [
  'customerid',
  'customer_id',
  'businessid',
  'business_id',
  'accountid',
  'partnerid',
  'partner_id',
  'boosterid',
] as const;
