import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';

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
  /** How many attempts per window (default PER_ACCOUNT). */
  readonly max?: number;
  readonly timeWindow?: string;
  /** The problem's words when exceeded (default the generic 'Too many attempts'). */
  readonly message?: string;
}

const tooManyAttempts = () =>
  Object.assign(new Error('Too many attempts'), { statusCode: 429, name: 'TooManyAttempts' });

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
const limiters = new WeakMap<FastifyInstance, Map<string, Limiter>>();

/** One limiter per instance and window (counters shared through Redis when configured). */
function limiterFor(app: FastifyInstance, max: number, timeWindow: string): Limiter {
  let byWindow = limiters.get(app);
  if (!byWindow) {
    byWindow = new Map();
    limiters.set(app, byWindow);
  }
  const id = `${max}/${timeWindow}`;
  let check = byWindow.get(id);
  if (!check) {
    const exempt = app.config.RATE_LIMIT_ALLOW;
    check = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (r) => (r as FastifyRequest & { limitKey?: string }).limitKey ?? '',
      // The key is the account here, so the address allow-list (test rigs) is checked by IP.
      allowList: (r) => exempt.includes(r.ip),
    });
    byWindow.set(id, check);
  }
  return check;
}

/** The preHandler counting an attempt against its key; the 429 becomes a problem answer. */
export function accountLimitCheck(app: FastifyInstance, limit: AccountLimit): preHandlerAsyncHookHandler {
  return async (req) => {
    const key = await limit.key(req);
    if (key === null) return;
    const check = limiterFor(app, limit.max ?? PER_ACCOUNT.max, limit.timeWindow ?? PER_ACCOUNT.timeWindow);
    Object.assign(req, { limitKey: `${limit.name}:${key}` });
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded)
      throw limit.message
        ? new HttpProblem(problem(429, 'Too many requests', limit.message))
        : tooManyAttempts();
  };
}
