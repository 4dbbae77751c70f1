import { IDENTITY_OWNER, type LegacyOperation } from '@tix/contract/legacy/index';
import type { Session } from './sessions.ts';

// What PHP does for a script that reads `$_SESSION`: an account named in the request must be the
// one logged in on this PHPSESSID. A destroyed session (logout.php) is refused, and so is a live
// one naming another account, so a client that keeps an old PHPSESSID reads nothing. (A request
// with no PHPSESSID at all is let through: the stand-in's own tests and tools call it so.)

/** Why the request is refused (status and message), or null when its session may make it. */
export function sessionRefusal(
  operation: LegacyOperation,
  params: unknown,
  sid: string | null | undefined,
  session: Session | null,
): { status: 401 | 403; message: string } | null {
  if (!sid || typeof params !== 'object' || params === null) return null;
  for (const name of operation.identity ?? []) {
    const value = (params as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === '') continue;
    if (!session) return { status: 401, message: 'Not logged in: this session has ended.' };
    const type = IDENTITY_OWNER[name];
    if (type === undefined) continue;
    // A booster's own operations name its organiser (businessid) as well as itself.
    const boosterBusiness =
      operation.domain === 'booster' &&
      type === 'business' &&
      session.account.type === 'booster' &&
      String(session.account.businessId) === String(value);
    if (boosterBusiness) continue;
    const sameType = type === null || session.account.type === type;
    if (!sameType || String(session.account.id) !== String(value))
      return { status: 403, message: `${name} is not the account logged in on this session.` };
  }
  return null;
}
