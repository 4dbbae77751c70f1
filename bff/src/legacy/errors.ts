/** Failures talking to the legacy service, each with the HTTP status the BFF answers with. */
export class LegacyError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly operation: string,
  ) {
    super(message);
    this.name = 'LegacyError';
  }
}

/** The service did not answer (refused, reset, breaker open). Counts against the breaker. */
export const unavailable = (operation: string) =>
  new LegacyError(
    503,
    'Service unavailable',
    'The ticketing service is unreachable right now. Please try again in a moment.',
    operation,
  );

export const timedOut = (operation: string) =>
  new LegacyError(
    504,
    'Service timeout',
    'The ticketing service took too long to answer. Please try again.',
    operation,
  );

export const badAnswer = (operation: string) =>
  new LegacyError(
    502,
    'Bad answer from the service',
    'The ticketing service sent an answer we could not use. Please try again later.',
    operation,
  );

/** The legacy answered `status: failed` with its own message: shown to the user verbatim. */
export const refused = (operation: string, message: string) =>
  new LegacyError(422, 'Request refused', message, operation);

/** The legacy says its login has ended (a destroyed PHPSESSID): so does ours. */
export const loginEnded = (operation: string) =>
  new LegacyError(401, 'Not logged in', 'Your session has ended. Please log in again.', operation);

/** The legacy refused the account this session is logged in as. */
export const notThisAccount = (operation: string) =>
  new LegacyError(
    403,
    'Not allowed',
    'Your account cannot do this. Log in with the right account.',
    operation,
  );

/** Errors that mean the service is unhealthy (as opposed to a business refusal). */
export const isUpstreamFailure = (error: unknown): boolean =>
  error instanceof LegacyError && error.status >= 500;
