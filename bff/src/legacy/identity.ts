import type { AccountType } from '@tix/contract';

export interface Identity {
  accountType: AccountType;
  accountId: string;
}

/** Which account type each identity-bearing legacy parameter names (null: any account). */
const OWNER: Record<string, AccountType | null> = {
  customerid: 'customer',
  customer_id: 'customer',
  businessid: 'business',
  business_id: 'business',
  partnerid: 'partner',
  partner_id: 'partner',
  accountid: null,
};

/**
 * Fills the identity parameters of an operation from the session, dropping whatever the caller
 * put there: a client can never name another account.
 */
export function fillIdentity(
  params: Record<string, unknown>,
  identityParams: readonly string[] | undefined,
  identity: Identity | null,
): Record<string, unknown> {
  if (!identityParams?.length) return params;
  const filled = { ...params };
  for (const name of identityParams) {
    delete filled[name];
    const owner = OWNER[name];
    if (!identity || owner === undefined) continue;
    if (owner === null || owner === identity.accountType) filled[name] = identity.accountId;
  }
  return filled;
}
