import type { Problem } from '@tix/contract';

export function problem(
  status: number,
  title: string,
  detail: string,
  errors?: Record<string, string>,
): Problem {
  return errors
    ? { type: 'about:blank', title, status, detail, errors }
    : { type: 'about:blank', title, status, detail };
}

/** A thrown error that becomes this exact problem answer. */
export class HttpProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
    this.name = 'HttpProblem';
  }
}

export const notLoggedIn = () => new HttpProblem(problem(401, 'Not logged in', 'Please log in to continue.'));
export const forbidden = () =>
  new HttpProblem(problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.'));
export const notFound = (detail: string) => new HttpProblem(problem(404, 'Not found', detail));

/** The answer to a rate-limited attempt (logins, codes, lookups). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
