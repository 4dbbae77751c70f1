import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { weakSecretReason } from '../src/session-secret.ts';
import { bffFor, SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// Whoever has read this repository must not be able to seal a production session cookie.

const repoRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const fresh = () => randomBytes(48).toString('base64');
const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });

/**
 * Every value the repository's tracked files give SESSION_SECRET (or the previous secret): quoted
 * after `:` or `??` (code, YAML), or bare after `=` or `:-` (shell lines, compose defaults).
 * Shell substitutions (`$(openssl ...)`, `${...}`) are not values.
 */
function secretsInRepository(): string[] {
  const lines = execFileSync('git', ['grep', '-h', '-I', '-E', 'SESSION_SECRET'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).split('\n');
  const found = new Set<string>();
  const quoted = /SESSION_SECRET(?:_PREVIOUS)?['"]?\s*(?::|\?\?)\s*(['"`])(.*?)\1/g;
  const bare = /SESSION_SECRET(?:_PREVIOUS)?(?::-|=)([^\s'"`}|)]+)/g;
  for (const line of lines) {
    for (const m of line.matchAll(quoted)) if (m[2]) found.add(m[2]);
    for (const m of line.matchAll(bare)) if (m[1]) found.add(m[1]);
  }
  return [...found].filter((value) => !value.startsWith('$'));
}

describe('production refuses a session secret others know', () => {
  const inRepository = secretsInRepository();

  it('finds the secrets the repository shows (tests, configs, mock mode)', () => {
    expect(inRepository).toContain('test-secret-test-secret-test-secret-0123');
    expect(inRepository).toContain('in-memory-bff-mock-mode-session-secret');
    expect(inRepository.length).toBeGreaterThan(10);
  });

  it.each(secretsInRepository())('refuses %s, naming the variable and how to make one', (value) => {
    expect(() => production({ SESSION_SECRET: value })).toThrow(/SESSION_SECRET: .*openssl rand -base64 48/);
    // Nor may it stay accepted as the previous secret.
    expect(() => production({ SESSION_SECRET: fresh(), SESSION_SECRET_PREVIOUS: value })).toThrow(
      /SESSION_SECRET_PREVIOUS: .*openssl rand -base64 48/,
    );
  });

  it.each([
    ['a missing', undefined, /SESSION_SECRET: is not set/],
    ['a short', 'k8Q2vN5x', /SESSION_SECRET: must be at least 32 characters/],
    ['the old compose default', 'change-me-change-me-change-me-change-me', /publicly known/],
    ['a placeholder', 'put-your-own-random-value-here-please-now', /placeholder/],
    ['a repeated', 'abcabcabcabcabcabcabcabcabcabcabcabc', /repeats/],
  ])('refuses %s secret', (_, value, message) => {
    const env: Record<string, string> = value === undefined ? {} : { SESSION_SECRET: value };
    expect(() => production(env)).toThrow(message);
    expect(() => production(env)).toThrow(/make one with `openssl rand -base64 48`/);
  });

  it('starts with a random secret, and another random one as the previous', () => {
    const { config } = production({ SESSION_SECRET: fresh(), SESSION_SECRET_PREVIOUS: fresh() });
    expect(config.sessionSecret).toHaveLength(64);
    expect(config.previousSessionSecret).toHaveLength(64);
  });

  it('accepts any random secret an operator makes (20,000 tried, base64 and hex)', () => {
    for (let i = 0; i < 10_000; i++) {
      expect(weakSecretReason(fresh())).toBeNull();
      expect(weakSecretReason(randomBytes(32).toString('hex'))).toBeNull();
    }
  });

  it('keeps the development default: a random secret with a warning', () => {
    const { config, warnings } = loadConfig({});
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(warnings.join()).toMatch(/SESSION_SECRET is not set/);
  });

  it('refuses a previous secret without a current one', () => {
    expect(() => loadConfig({ SESSION_SECRET_PREVIOUS: fresh() })).toThrow(/SESSION_SECRET_PREVIOUS/);
  });
});

describe('rotating the secret logs nobody out', () => {
  const oldSecret = fresh();
  const newSecret = fresh();
  let world: Awaited<ReturnType<typeof stack>>;
  let oldCookie: string;

  beforeAll(async () => {
    world = await stack({ SESSION_SECRET: oldSecret });
    const login = await world.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: SAME_ORIGIN,
      payload: { emailOrPhone: 'customer@demo.co.za', password: 'Demo1234!', partner: false },
    });
    expect(login.statusCode).toBe(200);
    oldCookie = sessionCookie(login.headers['set-cookie']);
  }, 30_000);
  afterAll(() => world.close());

  const whoIs = async (secrets: Record<string, string>, cookie: string) => {
    const app = await bffFor(world.standinUrl, secrets);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      return { session: res.json() as { loggedIn: boolean }, next: sessionCookie(res.headers['set-cookie']) };
    } finally {
      await app.close();
    }
  };

  it('opens a cookie sealed with the previous secret, and seals it anew with the new one', async () => {
    const rotated = await whoIs({ SESSION_SECRET: newSecret, SESSION_SECRET_PREVIOUS: oldSecret }, oldCookie);
    expect(rotated.session).toMatchObject({ loggedIn: true, accountType: 'customer' });
    expect(rotated.next).not.toBe('');
    expect(rotated.next).not.toBe(oldCookie);
    // The new cookie opens with the new secret alone, and not with the old one.
    expect((await whoIs({ SESSION_SECRET: newSecret }, rotated.next)).session.loggedIn).toBe(true);
    expect((await whoIs({ SESSION_SECRET: oldSecret }, rotated.next)).session.loggedIn).toBe(false);
  }, 30_000);

  it('no longer opens it once the previous secret is dropped', async () => {
    expect((await whoIs({ SESSION_SECRET: newSecret }, oldCookie)).session.loggedIn).toBe(false);
  }, 30_000);
});
