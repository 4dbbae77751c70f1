// `npm run legacy:check`: the catalogue's read-only operations against a legacy service.
// Usage and how to read the report: docs/legacy-check.md.
import { parseArgs } from 'node:util';
import { type Account, type AccountRole, formatLine, formatSummary, runCheck } from './check.ts';

const usage = `Usage: npm run legacy:check -- --base <legacy base URL> [options]

  --base URL            the legacy base URL (or LEGACY_BASE_URL)
  --op-param NAME       the operation query parameter (or LEGACY_OP_PARAM; default q)
  --customer LOGIN      test accounts, one per role (or LEGACY_CHECK_CUSTOMER,
  --business LOGIN        LEGACY_CHECK_BUSINESS, LEGACY_CHECK_PARTNER); their passwords only
  --partner LOGIN         from LEGACY_CHECK_<ROLE>_PASSWORD (never a flag: flags show in ps)
  --writes              also run the reversible writes (a profile edit set back): TEST ACCOUNTS ONLY
  --timeout MS          one call's timeout (default 15000)

Exit code: 0 when every call was ok or skipped, 1 on drift, missing or error, 2 on bad usage.`;

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    'op-param': { type: 'string' },
    customer: { type: 'string' },
    business: { type: 'string' },
    partner: { type: 'string' },
    writes: { type: 'boolean', default: false },
    timeout: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: false,
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const base = values.base ?? process.env.LEGACY_BASE_URL;
if (!base) {
  console.error(`No legacy base URL: pass --base or set LEGACY_BASE_URL.\n\n${usage}`);
  process.exit(2);
}
try {
  new URL(base);
} catch {
  console.error('--base is not a URL.');
  process.exit(2);
}

const accounts: Partial<Record<AccountRole, Account>> = {};
for (const role of ['customer', 'business', 'partner'] as const) {
  const login = values[role] ?? process.env[`LEGACY_CHECK_${role.toUpperCase()}`];
  const password = process.env[`LEGACY_CHECK_${role.toUpperCase()}_PASSWORD`];
  if (login && password) accounts[role] = { login, password };
  else if (login)
    console.error(
      `The ${role} login is given but LEGACY_CHECK_${role.toUpperCase()}_PASSWORD is not set: skipped.`,
    );
}

if (values.writes) {
  console.error(
    [
      '',
      '!!! --writes: the check will CHANGE the test accounts (a profile field edited and set back).',
      '!!! Use it with TEST ACCOUNTS ONLY, never with a real customer or organiser.',
      '',
    ].join('\n'),
  );
}

const opParam = values['op-param'] ?? process.env.LEGACY_OP_PARAM ?? 'q';
console.log(`legacy:check against ${new URL(base).origin} (operation parameter '${opParam}')`);
const report = await runCheck({
  base,
  opParam,
  accounts,
  writes: values.writes,
  timeoutMs: values.timeout ? Number(values.timeout) : undefined,
  onLine: (line) => console.log(formatLine(line)),
});
console.log(formatSummary(report));
const { drift, missing, error } = report.counts;
process.exit(drift + missing + error > 0 ? 1 : 0);
