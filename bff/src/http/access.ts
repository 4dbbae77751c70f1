import { BOOSTER_MESSAGES, type Endpoint } from '@tix/contract';
import { forbidden, HttpProblem, notLoggedIn, problem } from '../lib/problem.ts';
import type { SessionUser } from './session-user.ts';

/**
 * The role an endpoint's `access` asks for, checked against the session's user: 401 for a guest
 * (saying so when a booster's session was just ended), 403 for the wrong account type. One rule
 * for the BFF's route guard (implement.ts) and mock mode's in-memory BFF (in-memory/).
 */
export function requireRole(
  endpoint: Endpoint,
  user: SessionUser | null,
  sessionEnded?: 'booster-deactivated',
): SessionUser {
  if (!user)
    throw sessionEnded
      ? new HttpProblem(problem(401, 'Not logged in', BOOSTER_MESSAGES.sessionEndedDeactivated))
      : notLoggedIn();
  if (endpoint.access === 'public') return user;
  if (endpoint.access !== 'user' && !endpoint.access.includes(user.accountType)) throw forbidden();
  // 'user' means a customer, organiser or partner account: a booster only sells (its own endpoints).
  if (endpoint.access === 'user' && user.accountType === 'booster') throw forbidden();
  return user;
}
