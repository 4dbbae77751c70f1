import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';

// Rate limits on code entry and password recovery (DESIGN 9): per IP through the route's
// `config.rateLimit`, as login does, and per account (the email or account the attempt is about)
// through a second limiter, so neither many accounts from one address nor many addresses on one
// account get unlimited guesses.

export const PER_IP = { max: 10, timeWindow: '1 minute' } as const;
export const PER_ACCOUNT = { max: 5, timeWindow: '1 minute' } as const;

/** The route option for the per-IP limit. */
export const perIp: Pick<RouteShorthandOptions, 'config'> = { config: { rateLimit: { ...PER_IP } } };

/** What the attempt is about, or null when no account is known yet. */
export type AccountKey = (req: FastifyRequest) => string | null;

const tooManyAttempts = () =>
  Object.assign(new Error('Too many attempts'), { statusCode: 429, name: 'TooManyAttempts' });

/**
 * Registers `routes` in a scope whose requests also count against a per-account limit named
 * `name`. The 429 becomes the problem answer of plugins/errors.ts.
 */
export async function withAccountLimit(
  app: FastifyInstance,
  name: string,
  accountKey: AccountKey,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    const exempt = app.config.RATE_LIMIT_ALLOW;
    const check = scope.createRateLimit({
      ...PER_ACCOUNT,
      keyGenerator: (req) => `${name}:${accountKey(req) ?? ''}`,
      // The key is the account here, so the address allow-list (test rigs) is checked by IP.
      allowList: (req) => exempt.includes(req.ip),
    });
    scope.addHook('preHandler', async (req) => {
      if (accountKey(req) === null) return;
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts();
    });
    routes(scope);
  });
}
