import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// There is no Docker engine (nor `docker compose`) on the machines that run the tests: the compose
// file is read as Compose reads it (YAML, anchors resolved) and its variables interpolated with
// Compose's rules for `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`.

interface Service {
  profiles?: string[];
  ports?: string[];
  environment?: Record<string, string | null>;
}

const file = fileURLToPath(new URL('../../docker-compose.yml', import.meta.url));
const compose = parse(readFileSync(file, 'utf8'), { merge: true, maxAliasCount: -1 }) as {
  services: Record<string, Service>;
};

/** One value as Compose interpolates it from `env`; throws Compose's error for `:?` and `?`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\$|\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g, (whole, name, colon, op, arg) => {
    if (whole === '$$') return '$';
    const set = name in env && (colon !== ':' || env[name] !== '');
    if (set) return env[name] as string;
    if (op === '-') return arg;
    if (op === '?') throw new Error(`required variable ${name} is missing a value: ${arg}`);
    return '';
  });
}

const servicesWith = (variable: string) =>
  Object.entries(compose.services).filter(([, s]) => s.environment && variable in s.environment);

describe('docker-compose.yml', () => {
  const bffs = servicesWith('SESSION_SECRET');

  it('runs the BFF in app1, app2 and app-replay', () => {
    expect(bffs.map(([name]) => name).sort()).toEqual(['app-replay', 'app1', 'app2']);
  });

  it.each(bffs)('%s does not start without SESSION_SECRET, saying how to make one', (_, service) => {
    const value = service.environment?.SESSION_SECRET ?? '';
    for (const env of [{}, { SESSION_SECRET: '' }] as Record<string, string>[]) {
      expect(() => interpolate(value, env)).toThrow(
        /SESSION_SECRET is missing a value: SESSION_SECRET is required; make one with `openssl rand -base64 48`/,
      );
    }
  });

  it.each(bffs)('%s takes the operator’s SESSION_SECRET as it is, and supplies none', (_, service) => {
    const secret = 'k3Jq9vT2xL8mN4pR7sW1yB6cF0gH5dZa';
    expect(interpolate(service.environment?.SESSION_SECRET ?? '', { SESSION_SECRET: secret })).toBe(secret);
  });

  it('passes a rotation’s previous secret only when the shell sets it', () => {
    for (const name of ['app1', 'app2']) {
      // A key with no value: Compose takes it from the shell, or leaves it unset.
      expect(compose.services[name]?.environment?.SESSION_SECRET_PREVIOUS).toBeNull();
    }
  });

  it('runs and publishes the stand-in and its payment pages only in the demo profile', () => {
    expect(compose.services.standin?.profiles).toEqual(['demo']);
    expect(compose.services.standin?.ports).toEqual(['8090:8090']);
    // Without a profile, the only published port is the load balancer's.
    const published = Object.entries(compose.services)
      .filter(([, s]) => !s.profiles && s.ports?.length)
      .map(([name]) => name);
    expect(published).toEqual(['lb']);
  });
});
