import { legacy } from '@tix/contract';
import type { FastifyServerOptions } from 'fastify';

/** Never log secrets: cookies, authorization, and every secret parameter (passwords, codes, account numbers). */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...legacy.SECRET_PARAMS.map((name) => `*.${name}`),
];

export const loggerOptions = (
  level: string,
  stream?: { write: (line: string) => void },
): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: REDACT, censor: '[redacted]' },
  ...(stream ? { stream } : {}),
});
