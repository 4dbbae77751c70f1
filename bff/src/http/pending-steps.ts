import type { AccountType } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';

// What the account flows keep between their steps, sealed in the session cookie: the client never
// names the email or account type a code belongs to.

export interface PendingRegistration {
  email: string;
  accountType: Exclude<AccountType, 'booster'>;
}

export interface PendingReset {
  email: string;
  accountType: Exclude<AccountType, 'booster'>;
  affiliate: boolean;
  accountName: string;
  verified: boolean;
}

declare module '@fastify/secure-session' {
  interface SessionData {
    registration: PendingRegistration;
    passwordReset: PendingReset;
    deletion: { email: string };
  }
}

const nothingPending = (detail: string) => new HttpProblem(problem(409, 'Nothing pending', detail));

export const NOTHING_PENDING = {
  registration: 'There is no registration waiting for verification. Please register again.',
  reset: 'This password reset has expired. Please ask for a new code.',
  notVerified: 'Verify your identity with the code first.',
  deletion: 'There is no deletion request waiting for a code. Please start again.',
} as const;

export function pendingRegistration(req: FastifyRequest): PendingRegistration {
  const pending = req.session.get('registration');
  if (!pending) throw nothingPending(NOTHING_PENDING.registration);
  return pending;
}

export function pendingReset(req: FastifyRequest): PendingReset {
  const pending = req.session.get('passwordReset');
  if (!pending) throw nothingPending(NOTHING_PENDING.reset);
  return pending;
}

export function pendingDeletion(req: FastifyRequest): { email: string } {
  const pending = req.session.get('deletion');
  if (!pending) throw nothingPending(NOTHING_PENDING.deletion);
  return pending;
}

export const lower = (value: string | undefined): string | null =>
  value ? value.trim().toLowerCase() : null;
