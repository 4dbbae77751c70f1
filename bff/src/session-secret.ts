// Whoever knows the session secret can seal a session cookie for any account. In production the
// secret must be one nobody else has read: not missing, not short, not one this repository has
// ever shown (compose file, README, tests, docs) and not a placeholder.

/** How an operator makes a secret, named in every refusal. */
export const MAKE_A_SECRET = 'make one with `openssl rand -base64 48`';

const MIN_LENGTH = 32;

/**
 * Every session secret this repository has published. Kept after a value leaves the repository:
 * a deployment may still carry it in its environment. bff/test/session-secret.test.ts finds the
 * values in the repository's tracked files and fails when one is accepted in production.
 */
export const KNOWN_SESSION_SECRETS: readonly string[] = [
  // docker-compose.yml's fallback until issue 47.
  'change-me-change-me-change-me-change-me',
  // Tests, benchmarks, recording and mock mode.
  'test-secret-test-secret-test-secret-0123',
  'unknown-stock-secret-unknown-stock-secr',
  'production-layout-test-secret-0123456789',
  'reads-secret-reads-secret-reads-secret-0',
  'logs-secret-logs-secret-logs-secret-00',
  'unknown-balance-secret-unknown-balance-0',
  'bench-secret-bench-secret-bench-secret',
  'e2e-strict-secret-e2e-strict-secret',
  'e2e-record-any-secret-e2e-record-any',
  'e2e-replay-secret-e2e-replay-secret',
  'e2e-secret-e2e-secret-e2e-secret-e2e',
  'worlds-secret-worlds-secret-worlds-secret',
  'record-only-secret-record-only-secret',
  'same-answers-test-secret-0123456789abcdef',
  'in-memory-bff-mock-mode-session-secret',
];

// Words of a placeholder or a made-up value, standing as words (at an end or beside a character
// that is neither letter nor digit): a random base64 secret holds such a word by chance far less
// often than one in a million, where a bare substring test would refuse about one in 5,000.
const PLACEHOLDER =
  /(^|[^a-z0-9])(change.?me|secret|example|placeholder|replace|your|password|demo|test)([^a-z0-9]|$)/i;

/** Why `value` cannot seal production sessions, or null when it can. */
export function weakSecretReason(value: string | undefined): string | null {
  if (!value) return 'is not set';
  if (value.length < MIN_LENGTH) return `must be at least ${MIN_LENGTH} characters`;
  if (KNOWN_SESSION_SECRETS.includes(value.trim()))
    return 'is publicly known (this repository shows it), so anyone can seal a session for any account';
  if (PLACEHOLDER.test(value)) return 'looks like a placeholder, not a random value';
  if (new Set(value).size < 10 || /^(.{1,16})\1+.{0,16}$/s.test(value))
    return 'repeats a few characters, so it is guessable';
  return null;
}
