import { type AccountType, legacy } from '@tix/contract';
import { z } from 'zod';
import { forbidden } from '../lib/problem.ts';

export interface Identity {
  accountType: AccountType;
  accountId: string;
  /** A booster's organiser: fills `businessid` of the booster's own operations only. */
  businessId?: string | undefined;
}

interface IdentityBearing {
  readonly key: string;
  readonly domain?: string;
  readonly identity?: readonly string[] | undefined;
  /** The operation's declared params: an identity param it requires cannot be left out. */
  readonly params?: z.ZodType;
}

/** True when the operation's schema accepts a call without this parameter. */
const optional = (op: IdentityBearing, name: string): boolean =>
  op.params instanceof z.ZodObject ? (op.params.shape[name]?.safeParse(undefined).success ?? true) : true;

/**
 * Fills the identity parameters of an operation from the session, dropping whatever the caller
 * put there: a client can never name another account. When the session can fill none of them and
 * the operation requires one, the call is refused (403) before it leaves the BFF, rather than let
 * the legacy match on the remaining parameters alone. Where the legacy identifies the caller by
 * its own session instead, the operation declares the param optional.
 */
export function fillIdentity(
  params: Record<string, unknown>,
  op: IdentityBearing,
  identity: Identity | null,
): Record<string, unknown> {
  const names = op.identity ?? [];
  if (!names.length) return params;
  // The caller's params without the identity ones (built rather than deleted from a copy: an
  // object with deleted keys is slower for everything that reads it after).
  const filled: Record<string, unknown> = {};
  for (const key of Object.keys(params)) if (!names.includes(key)) filled[key] = params[key];
  let any = false;
  for (const name of names) {
    const owner = legacy.IDENTITY_OWNER[name];
    if (!identity || owner === undefined) continue;
    if (owner === null || owner === identity.accountType) {
      filled[name] = identity.accountId;
      any = true;
    } else if (owner === 'business' && identity.accountType === 'booster' && op.domain === 'booster') {
      // A booster sells for one organiser: its operations name that organiser, from the session.
      if (identity.businessId) {
        filled[name] = identity.businessId;
        any = true;
      }
    }
  }
  if (!any && names.some((name) => !optional(op, name))) throw forbidden();
  return filled;
}
