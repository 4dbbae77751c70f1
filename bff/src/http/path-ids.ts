import { idMessage, isLegacyId } from '@tix/contract';
import { HttpProblem, problem } from '../lib/problem.ts';

/**
 * Every path param of a contract endpoint names an object by its id: one rule (the contract's
 * `isLegacyId`) for all of them, whatever each param's own schema says, so an endpoint added
 * tomorrow cannot carry `..`, a slash or a `%` to the legacy. A 400 before the role guard and
 * before any legacy call. Runs in the Node BFF and in mock mode's in-memory BFF alike.
 */
export function refuseBadPathIds(params: unknown): void {
  if (params === null || typeof params !== 'object') return;
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (!isLegacyId(value)) errors[name] = idMessage('Id');
  const first = Object.values(errors)[0];
  if (first) throw new HttpProblem(problem(400, 'Invalid request', first, errors));
}
