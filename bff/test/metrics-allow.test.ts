import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { allowList } from '../src/plugins/metrics.ts';

describe('the /metrics allow-list', () => {
  it('admits loopback by default, IPv4-mapped IPv6 included, and nobody else', () => {
    const { config } = loadConfig({});
    const allowed = allowList(config.METRICS_ALLOW);
    expect(allowed('127.0.0.1')).toBe(true);
    expect(allowed('::ffff:127.0.0.1')).toBe(true);
    expect(allowed('::1')).toBe(true);
    expect(allowed('203.0.113.7')).toBe(false);
    expect(allowed('2001:db8::1')).toBe(false);
    expect(allowed(undefined)).toBe(false);
  });

  it('takes addresses and CIDRs, IPv4 and IPv6', () => {
    const allowed = allowList(['10.0.0.0/8', '192.168.1.20', 'fd00::/8']);
    expect(allowed('10.42.0.9')).toBe(true);
    expect(allowed('192.168.1.20')).toBe(true);
    expect(allowed('192.168.1.21')).toBe(false);
    expect(allowed('fd12:3456::1')).toBe(true);
    expect(allowed('127.0.0.1')).toBe(false);
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL: must be a redis/);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380/0' }).config.REDIS_URL).toBe(
      'rediss://cache.example:6380/0',
    );
  });
});
