// `npm run legacy:check`: whether the product can use a legacy service's answers.
// Usage and how to read the report: docs/legacy-check.md.
import { parseArgs } from 'node:util';
import { type Account, type AccountRole, runCheck } from './check.ts';
import type { PromoterAccount } from './logins.ts';
import { exitCode, formatLine, formatSummary } from './report.ts';

const usage = `Usage: npm run legacy:check -- --base <legacy base URL> [options]

  --base URL                   the legacy base URL (or LEGACY_BASE_URL)
  --op-param NAME              the operation query parameter (or LEGACY_OP_PARAM; default q)
  --customer LOGIN             test accounts, one per role (or LEGACY_CHECK_CUSTOMER,
  --business LOGIN               LEGACY_CHECK_BUSINESS, LEGACY_CHECK_PARTNER, LEGACY_CHECK_PROMOTER);
  --partner LOGIN                their passwords only from LEGACY_CHECK_<ROLE>_PASSWORD
  --promoter LOGIN               (never a flag: flags show in ps)
  --promoter-organisation ORG  the organisation the promoter logs in under, its id or name as
                                 MERCHANTS lists it (or LEGACY_CHECK_PROMOTER_ORGANISATION;
                                 default: the organiser test account's)
  --text-id ID                 a marketing message of the business account, for GET-TEXT-MESSAGES
                                 (or LEGACY_CHECK_TEXT_ID; no read lists them)
  --writes                     also run the writes: a profile edit set back, and an SMS draft saved
                                 (never paid, so never sent) to read back: TEST ACCOUNTS ONLY
  --timeout MS                 one call's timeout (default 15000)
  --poster-path FOLDER         the legacy's poster folder, as the BFF's LEGACY_POSTER_PATH (or
                                 LEGACY_POSTER_PATH; default posters): a listed poster is fetched
                                 from it. The check also sends the event page's view logging
                                 (INSERTIMPRESSION, LOG-EVENT-CLICKS) for one listed event.

Exit code: 0 when every line is ok, fallback (documented) or skipped; 1 when the product cannot
use an answer (drift, unusable, undocumented, missing, error); 2 on bad usage.`;

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    'op-param': { type: 'string' },
    customer: { type: 'string' },
    business: { type: 'string' },
    partner: { type: 'string' },
    promoter: { type: 'string' },
    'promoter-organisation': { type: 'string' },
    writes: { type: 'boolean', default: false },
    timeout: { type: 'string' },
    'text-id': { type: 'string' },
    'poster-path': { type: 'string' },
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

/** A role's test account: the login from a flag or variable, the password from a variable only. */
function accountOf(role: AccountRole | 'promoter'): Account | undefined {
  const name = `LEGACY_CHECK_${role.toUpperCase()}`;
  const login = values[role] ?? process.env[name];
  const password = process.env[`${name}_PASSWORD`];
  if (login && password) return { login, password };
  if (login) console.error(`The ${role} login is given but ${name}_PASSWORD is not set: skipped.`);
  return undefined;
}

const accounts: Partial<Record<AccountRole, Account>> = {};
for (const role of ['customer', 'business', 'partner'] as const) {
  const account = accountOf(role);
  if (account) accounts[role] = account;
}
const promoterLogin = accountOf('promoter');
const promoter: PromoterAccount | undefined = promoterLogin && {
  ...promoterLogin,
  organisation: values['promoter-organisation'] ?? process.env.LEGACY_CHECK_PROMOTER_ORGANISATION,
};

if (values.writes) {
  console.error(
    [
      '',
      '!!! --writes: the check will CHANGE the test accounts (a profile field edited and set back,',
      '!!! and an SMS draft saved for the organiser: never paid, so never sent, but not deletable).',
      '!!! Use it with TEST ACCOUNTS ONLY, never with a real customer or organiser.',
      '',
    ].join('\n'),
  );
}

const opParam = values['op-param'] ?? process.env.LEGACY_OP_PARAM ?? 'q';
const timeout = values.timeout ? Number(values.timeout) : undefined;
if (timeout !== undefined && !(timeout > 0)) {
  console.error('--timeout is not a number of milliseconds.');
  process.exit(2);
}
console.log(`legacy:check against ${new URL(base).origin} (operation parameter '${opParam}')`);
const report = await runCheck({
  base,
  opParam,
  accounts,
  promoter,
  writes: values.writes,
  timeoutMs: timeout,
  textId: values['text-id'] ?? process.env.LEGACY_CHECK_TEXT_ID,
  posterFolder: values['poster-path'] ?? process.env.LEGACY_POSTER_PATH,
  onLine: (line) => console.log(formatLine(line)),
});
console.log(formatSummary(report));
process.exit(exitCode(report));
