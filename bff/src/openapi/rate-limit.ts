// The headers @fastify/rate-limit sends on a route with its own limit (`config.rateLimit`): the
// limit state on every answer, and Retry-After when the per-address limit is exceeded. A 429 from
// a per-account limit (bff/src/http/limits.ts) comes without Retry-After, so it is optional.

const integerHeader = (description: string) => ({
  description,
  type: 'integer',
  format: 'int32',
  minimum: 0,
  maximum: 86_400,
});

export const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': integerHeader('Requests allowed per window from this address'),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current window'),
  'X-RateLimit-Reset': integerHeader('Seconds until the window resets'),
};

export const RETRY_AFTER = {
  'Retry-After': integerHeader(
    'Seconds to wait before trying again (when the per-address limit is exceeded)',
  ),
};
