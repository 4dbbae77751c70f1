import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { RecordAccounts, RecordRole } from './journeys/reads.ts';

// `npm run record`'s flags and variables, in legacy:check's style: logins by flag or variable,
// passwords ONLY from variables (a flag shows in `ps` and in shell history), never printed.

export const RECORD_USAGE = `Usage: npm run record -- [options]

  (no --target)         record the in-process stand-in with the journeys and the Chromium walk,
                        into mocks/wiremock (or --out)
  --target URL          record another legacy at this base URL (or RECORD_TARGET): the reads of
                        the test accounts below, or whatever a person clicks with --capture
  --out FOLDER          where the recording goes (FOLDER/mappings); required with --target or
                        --capture; replay it with: npm run replay -- --from FOLDER
  --op-param NAME       the operation query parameter (or LEGACY_OP_PARAM; default q)
  --customer LOGIN      test accounts, one per role (or RECORD_CUSTOMER, RECORD_BUSINESS,
  --business LOGIN        RECORD_PARTNER, RECORD_PROMOTER; legacy:check's LEGACY_CHECK_<ROLE>
  --partner LOGIN         work too); their passwords ONLY from RECORD_<ROLE>_PASSWORD (or
  --promoter LOGIN        LEGACY_CHECK_<ROLE>_PASSWORD): never a flag
  --promoter-business ID  the organisation the promoter logs in under (or RECORD_PROMOTER_BUSINESS)
  --writes              let writes through to the target (default: reads and logins only; the
                        automatic run makes none, a person may in --capture): TEST ACCOUNTS ONLY
  --capture             record while a person clicks through the app (BFF and built SPA on
                        --port, default 8080, pointed at the recorder); Ctrl-C stops and writes
  --port N              the app's (the BFF's) port: in capture mode (or PORT; default 8080), else
                        (or RECORD_BFF_PORT) a free one unless given
  --wiremock-port N     WireMock's port (or RECORD_WIREMOCK_PORT; default: a free one)
  --gate-port N         the read gate's port (or RECORD_GATE_PORT; default: a free one)
  --build-dir FOLDER    where capture mode builds the SPA (default: a temporary folder, removed
                        when it stops; the checkout's web/dist is never touched)

Exit code: 0 when written, 1 on failure, 2 on bad usage.`;

export const ROLES: readonly RecordRole[] = ['customer', 'business', 'partner', 'promoter'];

export interface RecordOptions {
  /** The legacy to record; undefined: the in-process stand-in. */
  target?: string;
  /** Absolute folder the recording is written to. */
  out: string;
  opParam: string;
  accounts: RecordAccounts;
  writes: boolean;
  capture: boolean;
  port: number;
  /** Chosen ports of the recorder's parts; undefined: a free one (the BFF: `port` in capture mode). */
  ports: { wiremock?: number; gate?: number; bff?: number };
  /** Capture mode's SPA build folder; undefined: a temporary one. */
  buildDir?: string;
  /** Lines for the operator (a login given without its password). */
  warnings: string[];
}

export class UsageError extends Error {}
/** `--help`: the usage, and nothing recorded. */
export class HelpRequested extends Error {}

/** Reads the flags and variables; throws UsageError on bad usage. */
export function parseRecordArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  defaults: { standinOut: string; cwd: string },
): RecordOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      target: { type: 'string' },
      out: { type: 'string' },
      'op-param': { type: 'string' },
      customer: { type: 'string' },
      business: { type: 'string' },
      partner: { type: 'string' },
      promoter: { type: 'string' },
      'promoter-business': { type: 'string' },
      writes: { type: 'boolean', default: false },
      capture: { type: 'boolean', default: false },
      port: { type: 'string' },
      'wiremock-port': { type: 'string' },
      'gate-port': { type: 'string' },
      'build-dir': { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) throw new HelpRequested();
  if (values.password !== undefined)
    throw new UsageError('Passwords are never flags: set RECORD_<ROLE>_PASSWORD instead.');
  const target = values.target ?? env.RECORD_TARGET;
  if (target !== undefined) {
    try {
      new URL(target);
    } catch {
      throw new UsageError('--target is not a URL.');
    }
  }
  if ((target !== undefined || values.capture) && !values.out)
    throw new UsageError('--out FOLDER is required with --target or --capture (the recording goes there).');
  const accounts: RecordAccounts = {};
  const warnings: string[] = [];
  for (const role of ROLES) {
    const upper = role.toUpperCase();
    const login = values[role] ?? env[`RECORD_${upper}`] ?? env[`LEGACY_CHECK_${upper}`];
    const password = env[`RECORD_${upper}_PASSWORD`] ?? env[`LEGACY_CHECK_${upper}_PASSWORD`];
    if (login && password) accounts[role] = { login, password };
    else if (login)
      warnings.push(`The ${role} login is given but RECORD_${upper}_PASSWORD is not set: skipped.`);
  }
  const promoterBusiness = values['promoter-business'] ?? env.RECORD_PROMOTER_BUSINESS;
  if (accounts.promoter) {
    if (promoterBusiness) accounts.promoter.businessId = promoterBusiness;
    else {
      warnings.push('The promoter needs its organisation (--promoter-business): skipped.');
      delete accounts.promoter;
    }
  }
  if (target !== undefined && !values.capture && Object.keys(accounts).length === 0)
    warnings.push('No test account: only the public reads are recorded.');
  const port = portOf('--port', values.port ?? env.PORT ?? '8080') ?? 8080;
  const ports = {
    wiremock: portOf('--wiremock-port', values['wiremock-port'] ?? env.RECORD_WIREMOCK_PORT),
    gate: portOf('--gate-port', values['gate-port'] ?? env.RECORD_GATE_PORT),
    bff: values.capture ? port : portOf('--port', values.port ?? env.RECORD_BFF_PORT),
  };
  return {
    target,
    out: resolve(defaults.cwd, values.out ?? defaults.standinOut),
    opParam: values['op-param'] ?? env.LEGACY_OP_PARAM ?? 'q',
    accounts,
    writes: values.writes,
    capture: values.capture,
    port,
    ports: Object.fromEntries(Object.entries(ports).filter(([, v]) => v !== undefined)),
    ...(values['build-dir'] ? { buildDir: resolve(defaults.cwd, values['build-dir']) } : {}),
    warnings,
  };
}

/** A port given by flag or variable (undefined when not given); throws UsageError on a bad one. */
function portOf(flag: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`${flag} is not a port.`);
  return port;
}
