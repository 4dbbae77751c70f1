import type { Endpoint } from '@tix/contract';

// The problem answers (RFC 9457) an endpoint can give, derived from what it declares: inputs can
// be invalid (400), a guarded endpoint needs a session (401) of the right kind (403), every write
// passes the same-origin check (403), a write to the legacy service can be refused (422), and any
// call to it can fail (502, 503, 504). What only some handlers do (a 404 for an unknown object, a 409 for a flow with
// nothing pending) is listed by operationId below.

/** The JSON Schema of every error answer (`Problem` in contract/src/api/define.ts). */
export const problemSchema = {
  type: 'object' as const,
  required: ['type', 'title', 'status', 'detail'],
  additionalProperties: false,
  properties: {
    type: { type: 'string' as const, format: 'uri-reference', maxLength: 200 },
    title: { type: 'string' as const, maxLength: 200 },
    status: { type: 'integer' as const, format: 'int32', minimum: 400, maximum: 599 },
    detail: { type: 'string' as const, maxLength: 2000 },
    errors: {
      description: 'For 400: the first message of each invalid field, by field path',
      type: 'object' as const,
      maxProperties: 200,
      additionalProperties: { type: 'string' as const, maxLength: 2000 },
    },
  },
};

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: the first message, and one per field in `errors`',
  401: 'Not logged in',
  403: 'Wrong kind of account, or a write that did not come from the site itself',
  404: 'The object does not exist or is not yours',
  409: 'Nothing pending: the step this one completes was not started in this session',
  413: 'The uploaded file is over its size limit',
  415: 'The uploaded file is not of an accepted type (judged by its content)',
  422: 'Refused by the ticketing service, with its own message (or a repeated Idempotency-Key with another request)',
  429: 'Too many attempts',
  500: 'Something went wrong on our side',
  502: 'The ticketing service sent an answer that could not be used',
  503: 'The ticketing service is unreachable (or its circuit breaker is open)',
  504: 'The ticketing service took too long to answer',
};

/** Answers only some handlers give, by operationId (bff/src/routes is where they are thrown). */
export const HANDLER_PROBLEMS: Record<string, readonly number[]> = {
  getProfile: [404],
  lookupBuyer: [404],
  startPayment: [404],
  getBankTransfer: [404, 422],
  getRefundQuote: [422],
  submitBankTransfer: [404],
  cancelPurchase: [404],
  resendVerificationCode: [409],
  completeRegistration: [409],
  verifyResetCode: [409],
  saveNewPassword: [409],
  confirmAccountDeletion: [409],
  uploadPoster: [413, 415],
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The problem statuses `endpoint` (named `operationId`) can answer with, ascending. */
export function problemStatuses(operationId: string, endpoint: Endpoint, rateLimited: boolean): number[] {
  const write = WRITES.has(endpoint.method);
  const statuses = new Set<number>([500, ...(HANDLER_PROBLEMS[operationId] ?? [])]);
  if (endpoint.query || endpoint.params || endpoint.body || write || endpoint.idempotent) statuses.add(400);
  if (endpoint.access !== 'public') statuses.add(401);
  if (Array.isArray(endpoint.access) || write) statuses.add(403);
  if (endpoint.params) statuses.add(404);
  // Someone else's object: the ownership check answers 403 or 404 before any legacy call.
  if (endpoint.owner && 'owned' in endpoint.owner) for (const status of [403, 404]) statuses.add(status);
  if ((write && endpoint.legacy.length > 0) || endpoint.idempotent) statuses.add(422);
  if (rateLimited) statuses.add(429);
  if (endpoint.legacy.length > 0) for (const status of [502, 503, 504]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

export const problemResponse = (status: number, headers?: Record<string, unknown>) => ({
  description: DESCRIPTIONS[status] ?? 'Problem',
  ...(headers ? { headers } : {}),
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});
