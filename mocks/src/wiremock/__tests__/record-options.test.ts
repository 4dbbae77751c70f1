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
