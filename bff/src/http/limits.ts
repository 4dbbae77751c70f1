import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

// Rate limits on logins, code entry and password recovery (DESIGN 9): per IP through the route's
// `config.rateLimit`, and per account (the account the attempt is about) through a second
// limiter, so neither many accounts from one address nor many addresses on one account get
// unlimited guesses.

export const PER_IP = { max: 10, timeWindow: '1 minute' } as const;
export const PER_ACCOUNT = { max: 5, timeWindow: '1 minute' } as const;

/** A per-account limit: its name and the account an attempt is about (null: none known yet). */
export interface AccountLimit {
  readonly name: string;
  readonly key: (req: FastifyRequest) => string | null | Promise<string | null>;
}

const tooManyAttempts = () =>
  Object.assign(new Error('Too many attempts'), { statusCode: 429, name: 'TooManyAttempts' });

const limiters = new WeakMap<FastifyInstance, ReturnType<FastifyInstance['createRateLimit']>>();

/** The preHandler counting an attempt against its account; the 429 becomes a problem answer. */
export function accountLimitCheck(app: FastifyInstance, limit: AccountLimit): preHandlerAsyncHookHandler {
  return async (req) => {
    const key = await limit.key(req);
    if (key === null) return;
    let check = limiters.get(app);
    if (!check) {
      const exempt = app.config.RATE_LIMIT_ALLOW;
      check = app.createRateLimit({
        ...PER_ACCOUNT,
        keyGenerator: (r) => (r as FastifyRequest & { limitKey?: string }).limitKey ?? '',
        // The key is the account here, so the address allow-list (test rigs) is checked by IP.
        allowList: (r) => exempt.includes(r.ip),
      });
      limiters.set(app, check);
    }
    Object.assign(req, { limitKey: `${limit.name}:${key}` });
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts();
  };
}
