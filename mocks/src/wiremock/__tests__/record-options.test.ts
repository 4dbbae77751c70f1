import { describe, expect, it } from 'vitest';
import { parseRecordArgs, UsageError } from '../record-options.ts';

const defaults = { standinOut: '/repo/mocks/wiremock', cwd: '/home/qa' };

describe('npm run record: flags and variables', () => {
  it('records the stand-in into mocks/wiremock when no target is given', () => {
    const options = parseRecordArgs([], {}, defaults);
    expect(options).toMatchObject({
      target: undefined,
      out: '/repo/mocks/wiremock',
      writes: false,
      capture: false,
    });
  });

  it('takes logins by flag or variable and passwords only from variables', () => {
    const options = parseRecordArgs(
      ['--target', 'https://legacy.example/', '--out', 'rec', '--customer', 'qa@example.co.za'],
      {
        RECORD_CUSTOMER_PASSWORD: 'from-a-variable',
        LEGACY_CHECK_BUSINESS: 'boss@example.co.za',
        LEGACY_CHECK_BUSINESS_PASSWORD: 'b',
        RECORD_PARTNER: 'no-password@example.co.za',
      },
      defaults,
    );
    expect(options.out).toBe('/home/qa/rec');
    expect(options.accounts).toEqual({
      customer: { login: 'qa@example.co.za', password: 'from-a-variable' },
      business: { login: 'boss@example.co.za', password: 'b' },
    });
    expect(options.warnings.join('\n')).toContain('RECORD_PARTNER_PASSWORD is not set');
    expect(() =>
      parseRecordArgs(['--target', 'https://l/', '--out', 'r', '--password', 'x'], {}, defaults),
    ).toThrow(UsageError);
  });

  it('never writes a recording of another legacy without a folder, and needs the promoter’s organisation', () => {
    expect(() => parseRecordArgs(['--target', 'https://legacy.example/'], {}, defaults)).toThrow(/--out/);
    expect(() => parseRecordArgs(['--capture'], {}, defaults)).toThrow(/--out/);
    const options = parseRecordArgs(
      ['--target', 'https://l/', '--out', 'r', '--promoter', 'p@example.co.za'],
      { RECORD_PROMOTER_PASSWORD: 'p' },
      defaults,
    );
    expect(options.accounts.promoter).toBeUndefined();
    const withBusiness = parseRecordArgs(
      ['--target', 'https://l/', '--out', 'r', '--promoter', 'p@example.co.za', '--promoter-business', '17'],
      { RECORD_PROMOTER_PASSWORD: 'p' },
      defaults,
    );
    expect(withBusiness.accounts.promoter).toEqual({
      login: 'p@example.co.za',
      password: 'p',
      businessId: '17',
    });
  });
});

describe('npm run record: the recorder’s ports (issue 49)', () => {
  it('takes WireMock’s, the read gate’s and the BFF’s ports by flag or variable, else leaves them free', () => {
    const target = ['--target', 'https://legacy.example/', '--out', 'rec'];
    expect(parseRecordArgs(target, {}, defaults).ports).toEqual({});
    const byFlag = parseRecordArgs(
      [...target, '--wiremock-port', '9101', '--gate-port', '9102', '--port', '9103'],
      {},
      defaults,
    );
    expect(byFlag.ports).toEqual({ wiremock: 9101, gate: 9102, bff: 9103 });
    const byVariable = parseRecordArgs(
      target,
      { RECORD_WIREMOCK_PORT: '9201', RECORD_GATE_PORT: '9202', RECORD_BFF_PORT: '9203' },
      defaults,
    );
    expect(byVariable.ports).toEqual({ wiremock: 9201, gate: 9202, bff: 9203 });
    // Capture mode's app is on --port, PORT or 8080.
    expect(parseRecordArgs(['--capture', '--out', 'rec'], {}, defaults).ports.bff).toBe(8080);
    expect(() => parseRecordArgs([...target, '--gate-port', 'x'], {}, defaults)).toThrow(UsageError);
  });

  it('builds capture mode’s SPA where told (--build-dir), relative to where npm was run', () => {
    const options = parseRecordArgs(['--capture', '--out', 'rec', '--build-dir', 'web-build'], {}, defaults);
    expect(options.buildDir).toBe('/home/qa/web-build');
  });
});
