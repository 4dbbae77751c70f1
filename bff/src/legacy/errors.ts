import { legacy } from '@tix/contract';

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

/**
 * QA replay: WireMock holds no recording for this request. Named with its operation and its
 * parameters (never the secret ones: contract's SECRET_PARAMS, which the logs redact too), so QA
 * knows which recording to add; not a fault of the service.
 */
export class MissingRecording extends LegacyError {
  constructor(operation: string, params: Record<string, unknown>) {
    const shown = Object.entries(params)
      .filter(([k, v]) => v !== undefined && v !== null && !legacy.isSecretParam(k))
      .map(([k, v]) => `${k}=${String(v)}`)
      .sort()
      .join('&');
    super(
      502,
      'No recording',
      `No recording for ${operation}${shown ? ` with ${shown}` : ''}. Add it to a journey and run npm run record.`,
      operation,
    );
    this.name = 'MissingRecording';
  }
}

/** Errors that mean the service is unhealthy (as opposed to a business refusal or a missing recording). */
export const isUpstreamFailure = (error: unknown): boolean =>
  error instanceof LegacyError && error.status >= 500 && !(error instanceof MissingRecording);

/**
 * A by-id read answered one of PHP's forms of nothing: no such object. A 404 with the words the
 * catalogue gives the operation (bff/src/legacy/not-found.ts); not a fault of the service.
 */
export class NotFoundAnswer extends LegacyError {
  constructor(operation: string, message: string) {
    super(404, 'Not found', message, operation);
    this.name = 'NotFoundAnswer';
  }
}
