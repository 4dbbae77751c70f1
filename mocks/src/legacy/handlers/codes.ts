import { randomInt } from '../random.ts';
import type { HandlerContext } from './define.ts';

// One-time codes the service "sends": six digits, delivered to the outbox where people (and
// tests) read them.

export const newCode = (): string => String(randomInt(100_000, 1_000_000));

/** The random 11-character suffix of a partner's affiliate id (spec part 3, section 9). */
const SUFFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const affiliateSuffix = (): string =>
  Array.from({ length: 11 }, () => SUFFIX_ALPHABET[randomInt(0, SUFFIX_ALPHABET.length)]).join('');

export function sendCode(ctx: HandlerContext, to: string, subject: string, code: string): void {
  ctx.outbox.send({
    channel: 'email',
    to,
    subject,
    body: `${subject}: ${code}\nIf you did not ask for it, ignore this email.`,
    code,
  });
}

export const SUBJECTS = {
  verification: 'Your verification code',
  reset: 'Your password reset code',
  deletion: 'Your account deletion code',
} as const;
