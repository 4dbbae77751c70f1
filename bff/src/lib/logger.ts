import type { FastifyServerOptions } from 'fastify';

/** Never log secrets: passwords, codes, account numbers, cookies, authorization. */
export const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.pass1',
  '*.pass2',
  '*.newpassword',
  '*.currentpass',
  '*.otp',
  '*.code',
  '*.verificationCode',
  '*.account_number',
  '*.accountnumber',
  '*.accountNumber',
];

export const loggerOptions = (
  level: string,
  stream?: { write: (line: string) => void },
): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: REDACT, censor: '[redacted]' },
  ...(stream ? { stream } : {}),
});
