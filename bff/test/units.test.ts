import { CircuitState, ConsecutiveBreaker, SamplingBreaker } from 'cockatiel';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config.ts';
import { AnyBreaker } from '../src/legacy/client.ts';
import { applySetCookies, cookieHeader } from '../src/legacy/cookies.ts';
import { fillIdentity } from '../src/legacy/identity.ts';
import { parseLegacyJson } from '../src/legacy/parse.ts';

describe('config', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LEGACY_BASE_URL: 'not a url' })).toThrow(/LEGACY_BASE_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
  it('warns and generates a session secret when none is given', () => {
    const { config, warnings } = loadConfig({});
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(warnings.join()).toMatch(/SESSION_SECRET/);
    expect(config.LEGACY_OP_PARAM).toBe('q');
  });
  it('marks cookies secure behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://tickets.example.co.za' }).config.secureCookies).toBe(true);
  });
});

describe('legacy JSON parsing', () => {
  it('tolerates a BOM and leading PHP notices', () => {
    expect(parseLegacyJson('\uFEFF{"a":1}').value).toEqual({ a: 1 });
    const r = parseLegacyJson('<b>Notice</b>: x\n[1,2]');
    expect(r.value).toEqual([1, 2]);
    expect(r.skipped).toContain('Notice');
  });
  it('rejects garbage', () => {
    expect(() => parseLegacyJson('<html></html>')).toThrow();
    expect(() => parseLegacyJson('<b>Fatal error</b>: x')).toThrow();
  });
  const notice =
    '<br />\n<b>Notice</b>:  Undefined index: customerid in <b>/var/www/html/webservices.php</b> on line <b>7</b><br />\n';
  it.each([
    ['null', null],
    ['false', false],
    ['0', 0],
    ['"0"', '0'],
    ['[]', []],
    ['{"val":0}', { val: 0 }],
  ])("reads PHP's nothing %s after a notice", (body, value) => {
    const r = parseLegacyJson(`${notice}${body}`);
    expect(r.value).toEqual(value);
    expect(r.skipped).toContain('Notice');
  });
  it('reads an empty body, alone or after notices, as null flagged empty', () => {
    expect(parseLegacyJson('  ')).toEqual({ value: null, skipped: '', empty: true });
    const r = parseLegacyJson(notice);
    expect(r).toMatchObject({ value: null, empty: true });
    expect(r.skipped).toContain('Notice');
  });
  // display_errors in html and in text, from the CLI's "PHP " prefix, with Windows line ends,
  // two messages, and the JSON on the notice's own line after its <br />.
  const notices = {
    html: notice,
    text: '\nNotice: Undefined index: customerid in /var/www/html/webservices.php on line 7\n',
    cli: 'PHP Warning:  Undefined variable $row in /var/www/html/webservices.php on line 12\n',
    crlf: notice.replaceAll('\n', '\r\n'),
    twice: `${notice}${notice.replace('Notice', 'Deprecated')}`,
    'same line': notice.trimEnd(),
  };
  const values = ['null', 'false', 'true', '0', '-1', '12.50', '"abc"', '""', '[]', '{}', '{"val":0}'];
  it.each(Object.entries(notices))('reads any JSON value after a %s notice as that value', (_, before) => {
    for (const body of values) {
      const r = parseLegacyJson(`${before}${body}`);
      expect(r.value, `${before}${body}`).toEqual(JSON.parse(body));
      expect(r.empty).toBeUndefined();
      expect(r.skipped).toMatch(/Notice|Warning/);
    }
    expect(parseLegacyJson(before)).toMatchObject({ value: null, empty: true });
  });
  it('never reads output after a notice as nothing: what is not JSON is refused', () => {
    expect(() => parseLegacyJson(`${notice}<html>`)).toThrow();
    expect(() => parseLegacyJson(`${notice.trimEnd()}garbage`)).toThrow();
    expect(() => parseLegacyJson('<b>Notice</b>: x<br />{"a":1}')).toThrow();
  });
});

describe('legacy circuit breaker rules', () => {
  const rules = () =>
    new AnyBreaker([
      new ConsecutiveBreaker(5),
      new SamplingBreaker({ threshold: 0.5, duration: 10_000, minimumRps: 1 }),
    ]);
  it('opens after 5 failures in a row', () => {
    const breaker = rules();
    const opened = Array.from({ length: 5 }, () => breaker.failure(CircuitState.Closed));
    expect(opened).toEqual([false, false, false, false, true]);
  });
  it('opens when over half the calls fail within the window, even with successes in between', () => {
    const breaker = rules();
    const opened: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      breaker.success(CircuitState.Closed);
      opened.push(breaker.failure(CircuitState.Closed), breaker.failure(CircuitState.Closed));
    }
    // Never 5 in a row: the sampling rule opens once 10 calls were seen, two thirds failed.
    expect(opened.indexOf(true)).toBe(6);
  });
  it('stays closed while calls succeed, and a success resets the run of failures', () => {
    const breaker = rules();
    for (let i = 0; i < 4; i++) breaker.failure(CircuitState.Closed);
    for (let i = 0; i < 50; i++) breaker.success(CircuitState.Closed);
    expect(breaker.failure(CircuitState.Closed)).toBe(false);
  });
});

describe('legacy cookie jar', () => {
  it('keeps each Set-Cookie separately and joins them for the next call', () => {
    const jar = applySetCookies({}, [
      'PHPSESSID=abc; path=/; HttpOnly',
      'lang=en; Expires=Wed, 21 Oct 2099 07:28:00 GMT',
    ]);
    expect(jar).toEqual({ PHPSESSID: 'abc', lang: 'en' });
    expect(cookieHeader(jar)).toBe('PHPSESSID=abc; lang=en');
  });
  it('drops cleared cookies and returns the same jar when nothing changed', () => {
    const jar = { PHPSESSID: 'abc' };
    expect(applySetCookies(jar, ['PHPSESSID=deleted; Max-Age=0'])).toEqual({});
    expect(applySetCookies(jar, ['PHPSESSID=abc'])).toBe(jar);
    expect(cookieHeader({})).toBeUndefined();
  });
});

describe('identity parameters come from the session only', () => {
  const ops = { key: 'TEST', identity: ['customerid', 'businessid', 'accountid', 'partner_id'] };
  const optional = ops;
  it('overwrites what a client sent with the session account', () => {
    const filled = fillIdentity({ customerid: '999', accountid: '999', x: 1 }, ops, {
      accountType: 'customer',
      accountId: '7',
    });
    expect(filled).toEqual({ customerid: '7', accountid: '7', x: 1 });
  });
  it('drops ids that belong to another account type, and all of them for guests', () => {
    expect(fillIdentity({ businessid: '5' }, ops, { accountType: 'customer', accountId: '7' })).toEqual({
      customerid: '7',
      accountid: '7',
    });
    expect(fillIdentity({ businessid: '5', customerid: '1' }, optional, null)).toEqual({});
  });
  it('refuses a call the session can fill no identity of, unless the operation allows that', () => {
    const customerOnly = {
      key: 'TEST',
      identity: ['customer_id'],
      params: z.object({ customer_id: z.string() }),
    };
    expect(() =>
      fillIdentity({ customer_id: '1' }, customerOnly, { accountType: 'business', accountId: '5' }),
    ).toThrow('Your account cannot do this');
    expect(() => fillIdentity({}, customerOnly, null)).toThrow('Your account cannot do this');
  });
});

describe('trusting proxies', () => {
  it('trusts none by default, so a client cannot pick its own address for rate limits', () => {
    expect(loadConfig({}).config.TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).config.TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).config.TRUST_PROXY).toBe('10.0.0.0/8');
  });
});
