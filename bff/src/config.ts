import { legacy } from '@tix/contract';
import { DEFAULT_POSTER_FOLDER } from '@tix/contract/domain/posters';
import { z } from 'zod';
import { randomHex } from './lib/random.ts';
import { MAKE_A_SECRET, weakSecretReason } from './session-secret.ts';

const ms = (fallback: number) => z.coerce.number().int().min(1).max(600_000).default(fallback);

/** A session secret; empty is unset (compose passes an unset variable as empty). */
const secret = () =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, `must be at least 32 characters: ${MAKE_A_SECRET}`).optional(),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  LEGACY_BASE_URL: z.url().default('http://127.0.0.1:8090/'),
  LEGACY_OP_PARAM: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .default('q'),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** 'production' refuses a missing, short or publicly known SESSION_SECRET. */
  NODE_ENV: z.string().optional(),
  SESSION_SECRET: secret(),
  /**
   * The secret before the last rotation: cookies it sealed still open (and are sealed anew with
   * SESSION_SECRET), so rotating logs nobody out. Drop it after the session lifetime (12 hours).
   */
  SESSION_SECRET_PREVIOUS: secret(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LEGACY_CONNECT_TIMEOUT_MS: ms(2_000),
  LEGACY_READ_TIMEOUT_MS: ms(5_000),
  LEGACY_READ_DEADLINE_MS: ms(10_000),
  LEGACY_WRITE_DEADLINE_MS: ms(20_000),
  LEGACY_UPLOAD_DEADLINE_MS: ms(60_000),
  LEGACY_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  CACHE_TTL_MS: ms(30_000),
  /**
   * How long a client may take to send a whole request, headers and body: a body trickled a byte
   * at a time is cut with a 408. Long enough for the largest upload on a slow mobile link.
   */
  REQUEST_TIMEOUT_MS: ms(120_000),
  /** How long a client may take to send a request's headers. */
  HEADERS_TIMEOUT_MS: ms(10_000),
  /**
   * How long an idle keep-alive connection stays open: longer than a load balancer's own idle
   * time (nginx keeps upstream connections 60 s), so the BFF never closes one under it.
   */
  KEEP_ALIVE_TIMEOUT_MS: ms(72_000),
  /** A connection with no traffic either way is closed: longer than the longest legacy deadline. */
  IDLE_TIMEOUT_MS: ms(120_000),
  WEB_DIST: z.string().optional(),
  /**
   * Which proxies may set X-Forwarded-For (the client address rate limits use): 'false' (none,
   * the default), 'true' (any: only behind a proxy that strips the header), a hop count, or
   * addresses/CIDRs separated by commas.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
    ),
  /**
   * 'true' when the legacy is WireMock serving recordings (QA replay): a request with no recording
   * is answered with a problem naming the operation and its parameters, and does not count
   * against the circuit breaker. Never set it in front of the real service.
   */
  LEGACY_REPLAY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Comma-separated client addresses exempt from rate limits (test rigs only; empty in production). */
  RATE_LIMIT_ALLOW: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  /**
   * Redis (`redis://host:6379/0`, `rediss://` for TLS): set it when more than one instance runs.
   * Idempotency records, rate-limit counters, ended sessions and the public-read cache are then
   * shared; unset, they stay in this process's memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Addresses/CIDRs (comma-separated) allowed to read /metrics; it is a 404 for everyone else. */
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.0/8,::1/128')
    .transform((s) =>
      s
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  /** The card provider's payment page (the stand-in's by default). */
  PAYFAST_URL: z.url().optional(),
  /** The merchant the card provider pays for SMS marketing (the provider's sandbox merchant by default). */
  PAYFAST_MERCHANT_ID: z
    .string()
    .regex(/^\w{1,40}$/)
    .default('10000100'),
  /** The merchant key that goes with PAYFAST_MERCHANT_ID (PayFast requires both; the sandbox's by default). */
  PAYFAST_MERCHANT_KEY: z
    .string()
    .regex(/^\w{1,40}$/)
    .default('46f0cd694581a'),
  /**
   * The passphrase set in that merchant's PayFast account: when set, the SMS payment form is signed
   * with it (PayFast refuses an unsigned form from an account that has one). Never logged.
   */
  PAYFAST_PASSPHRASE: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /**
   * The public address of the legacy's NOTIFY-URL-SMS-MARKETING, sent as the SMS form's notify_url.
   * Unset, the form sends none and PayFast notifies the address set in the merchant's account.
   */
  PAYFAST_SMS_NOTIFY_URL: z.url().optional(),
  /** The Ozow provider's address; Ozow payment URLs must be on it. */
  OZOW_URL: z.url().optional(),
  /**
   * The payment-credentials script (card, Ozow, campaign and vote payments), relative to
   * LEGACY_BASE_URL: the spec never names it, so the operator says where it is.
   */
  LEGACY_PAYMENT_CREDENTIALS_PATH: z
    .string()
    .trim()
    .regex(/^\/?[\w.~-]+(\/[\w.~-]+)*$/, 'must be a path such as payment/credentials.php (no query, no host)')
    .refine((p) => !p.split('/').includes('..'), 'must not climb out of LEGACY_BASE_URL')
    .default(legacy.PAYMENT_CREDENTIALS_PATH),
  /**
   * The legacy's poster folder, relative to LEGACY_BASE_URL: posters are at
   * {folder}/{businessid}/{eventid}/{file}. The spec names no folder, so the operator says which.
   */
  LEGACY_POSTER_PATH: z
    .string()
    .trim()
    .regex(/^\/?[\w.~-]+(\/[\w.~-]+)*\/?$/, 'must be a folder such as uploads/posters (no query, no host)')
    .refine((p) => !p.split('/').includes('..'), 'must not climb out of LEGACY_BASE_URL')
    .default(DEFAULT_POSTER_FOLDER),
});

export type Env = z.infer<typeof envSchema>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface Config
  extends Omit<Env, 'NODE_ENV' | 'SESSION_SECRET' | 'SESSION_SECRET_PREVIOUS' | 'PAYFAST_URL' | 'OZOW_URL'> {
  /** Seals new session cookies and opens them. */
  sessionSecret: string;
  /** Opens cookies sealed before a rotation (SESSION_SECRET_PREVIOUS). */
  previousSessionSecret?: string;
  /** PAYFAST_URL, or the legacy base URL's `__pay/payfast`. */
  payfastUrl: string;
  /** OZOW_URL, or the legacy base URL's `__pay/ozow`. */
  ozowUrl: string;
  /** True behind https: cookies get Secure and the __Host- prefix. */
  secureCookies: boolean;
}

/** Parses the environment; a bad value throws an error naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): {
  config: Config;
  warnings: string[];
} {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const warnings: string[] = [];
  const { NODE_ENV, SESSION_SECRET, SESSION_SECRET_PREVIOUS, PAYFAST_URL, OZOW_URL, ...rest } = parsed.data;
  if (NODE_ENV === 'production') refuseWeakSecrets(SESSION_SECRET, SESSION_SECRET_PREVIOUS);
  if (NODE_ENV === 'production' && rest.PAYFAST_MERCHANT_ID === '10000100')
    warnings.push(
      "PAYFAST_MERCHANT_ID is PayFast's sandbox merchant: SMS payments are not real. Set PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY (and PAYFAST_PASSPHRASE if the account has one).",
    );
  if (SESSION_SECRET_PREVIOUS && !SESSION_SECRET)
    throw new Error(
      'Invalid configuration:\n  SESSION_SECRET_PREVIOUS: is set without SESSION_SECRET (set the new secret in SESSION_SECRET)',
    );
  if (rest.HEADERS_TIMEOUT_MS > rest.REQUEST_TIMEOUT_MS)
    throw new Error(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    );
  const legacyBase = rest.LEGACY_BASE_URL.endsWith('/') ? rest.LEGACY_BASE_URL : `${rest.LEGACY_BASE_URL}/`;
  let sessionSecret = SESSION_SECRET;
  if (!sessionSecret) {
    sessionSecret = randomHex(32);
    warnings.push(
      'SESSION_SECRET is not set: using a random one, so sessions end when the process restarts and instances cannot share them.',
    );
    if (rest.REDIS_URL)
      warnings.push(
        "REDIS_URL is set but SESSION_SECRET is not: other instances cannot open this one's session cookies. Give every instance the same SESSION_SECRET.",
      );
  }
  return {
    config: {
      ...rest,
      sessionSecret,
      ...(SESSION_SECRET_PREVIOUS ? { previousSessionSecret: SESSION_SECRET_PREVIOUS } : {}),
      secureCookies: rest.PUBLIC_URL.startsWith('https:'),
      payfastUrl: PAYFAST_URL ?? `${legacyBase}__pay/payfast`,
      ozowUrl: OZOW_URL ?? `${legacyBase}__pay/ozow`,
    },
    warnings,
  };
}

/** Production seals sessions only with a secret nobody else has read. */
function refuseWeakSecrets(current: string | undefined, previous: string | undefined): void {
  const lines: string[] = [];
  const reason = weakSecretReason(current);
  if (reason) lines.push(`SESSION_SECRET: ${reason} (NODE_ENV=production): ${MAKE_A_SECRET}`);
  const previousReason = previous === undefined ? null : weakSecretReason(previous);
  if (previousReason)
    lines.push(
      `SESSION_SECRET_PREVIOUS: ${previousReason} (NODE_ENV=production): ${MAKE_A_SECRET}, or unset it`,
    );
  if (lines.length) throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}
