import { type LegacyOperation, legacy } from '@tix/contract';
import { applySetCookies, type CookieJar, cookieHeader } from '../legacy/cookies.ts';
import { parseLegacyJson } from '../legacy/parse.ts';
import { type Difference, differences, formatDifference } from './drift.ts';
import { type Known, PROBES, type Role } from './probes.ts';

// `npm run legacy:check`: logs in to a legacy service with one test account per role, calls every
// read-only operation of the catalogue, and says for each whether the answer matches the
// catalogue's raw schema. See docs/legacy-check.md.

export type AccountRole = Exclude<Role, 'public'>;
export interface Account {
  readonly login: string;
  readonly password: string;
}

export interface CheckOptions {
  /** The legacy base URL (webservices.php and the scripts are resolved against it). */
  readonly base: string;
  /** Name of the query parameter that picks the operation (LEGACY_OP_PARAM). */
  readonly opParam: string;
  readonly accounts: Partial<Record<AccountRole, Account>>;
  /** Also run the few reversible writes (test accounts only). */
  readonly writes?: boolean;
  readonly timeoutMs?: number;
  /** Each line as it is decided. */
  readonly onLine?: (line: CheckLine) => void;
}

export type Status = 'ok' | 'drift' | 'missing' | 'error' | 'skipped';

export interface CheckLine {
  /** The catalogue key, or `loginWeb.php (customer)` for a login. */
  readonly key: string;
  readonly role: Role;
  readonly status: Status;
  /** Why (error, missing, skipped), in words that carry no secret. */
  readonly reason?: string;
  readonly differences?: readonly Difference[];
}

export interface CheckReport {
  readonly lines: readonly CheckLine[];
  readonly counts: Readonly<Record<Status, number>>;
}

/** True for an operation the check may call freely: the catalogue's judgement. */
export const readOnlyOperations = (): LegacyOperation[] => legacy.operationList.filter(legacy.isReadOnly);

/** What the check sends and never prints: replaced by `***` in any text it does print. */
class Secrets {
  private readonly values = new Set<string>();
  add(...values: (string | undefined)[]): void {
    for (const v of values) if (v && v.length >= 3) this.values.add(v);
  }
  redact(text: string): string {
    let out = text;
    for (const v of this.values) out = out.split(v).join('***');
    return out;
  }
}

type Answer =
  | { kind: 'json'; value: unknown }
  | { kind: 'missing'; reason: string }
  | { kind: 'error'; reason: string };

/** One legacy caller with one cookie jar (one test account's legacy session). */
class LegacySession {
  jar: CookieJar = {};
  constructor(
    private readonly options: CheckOptions,
    private readonly secrets: Secrets,
  ) {}

  async call(op: LegacyOperation, params: Record<string, string>): Promise<Answer> {
    const base = new URL(this.options.base.endsWith('/') ? this.options.base : `${this.options.base}/`);
    const url = new URL(op.path.replace(/^\//, ''), base);
    if (op.op) url.searchParams.set(this.options.opParam, op.op);
    const all: Record<string, string> = { ...params };
    if (op.subquery) all[op.subquery.param] = op.subquery.value;
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = cookieHeader(this.jar);
    if (cookie) headers.cookie = cookie;
    let body: string | FormData | undefined;
    if (op.encoding === 'query') {
      for (const [k, v] of Object.entries(all)) url.searchParams.set(k, v);
    } else if (op.encoding === 'form') {
      body = new URLSearchParams(all).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      const form = new FormData();
      for (const [k, v] of Object.entries(all)) form.set(k, v);
      body = form;
    }
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: op.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
      const code = cause && 'code' in cause ? String(cause.code) : '';
      return {
        kind: 'error',
        reason: name === 'TimeoutError' ? 'network: timed out' : `network: ${code || name}`,
      };
    }
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) this.jar = applySetCookies(this.jar, setCookies);
    for (const value of Object.values(this.jar)) this.secrets.add(value);
    const status = response.status;
    const firstLine = this.secrets.redact(text.trim().split('\n')[0] ?? '').slice(0, 120);
    // How a PHP front controller says it does not know a name: a missing script, a branch that
    // prints nothing; the stand-in says "Unknown operation" (400) or "no handler yet" (501).
    if (status === 404) return { kind: 'missing', reason: 'HTTP 404: no such script' };
    if (status === 501) return { kind: 'missing', reason: `HTTP 501: ${firstLine}` };
    if (status === 400 && /unknown (operation|subquery)/i.test(text))
      return { kind: 'missing', reason: `HTTP 400: ${firstLine}` };
    if (status >= 300 && status < 400) return { kind: 'error', reason: `HTTP ${status} (redirect)` };
    if (status >= 400) return { kind: 'error', reason: `HTTP ${status}${firstLine ? `: ${firstLine}` : ''}` };
    if (text.trim() === '') return { kind: 'missing', reason: 'empty answer (the service printed nothing)' };
    try {
      return { kind: 'json', value: parseLegacyJson(text).value };
    } catch {
      return { kind: 'error', reason: 'the answer is not JSON' };
    }
  }
}

const EMPTY_COUNTS: Record<Status, number> = { ok: 0, drift: 0, missing: 0, error: 0, skipped: 0 };

/** Identity parameters of an operation filled from the role's account id, as the BFF does. */
function identityParams(op: LegacyOperation, role: Role, known: Known): Record<string, string> {
  const out: Record<string, string> = {};
  const id = role === 'public' ? undefined : known.accounts[role];
  if (!id) return out;
  for (const name of op.identity ?? []) {
    const owner = legacy.IDENTITY_OWNER[name];
    if (owner === null || owner === role) out[name] = id;
  }
  return out;
}

/** Judges one answer against the operation's raw schema. */
export function judge(op: LegacyOperation, answer: Answer): Omit<CheckLine, 'key' | 'role'> {
  if (answer.kind === 'missing') return { status: 'missing', reason: answer.reason };
  if (answer.kind === 'error') return { status: 'error', reason: answer.reason };
  const found = differences(op.response, answer.value);
  return found.length ? { status: 'drift', differences: found } : { status: 'ok' };
}

export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const secrets = new Secrets();
  for (const account of Object.values(options.accounts)) secrets.add(account?.login, account?.password);
  const lines: CheckLine[] = [];
  const push = (line: CheckLine) => {
    lines.push(line);
    options.onLine?.(line);
  };
  const known: Known = { accounts: {} };
  const sessions: Partial<Record<Role, LegacySession>> = { public: new LegacySession(options, secrets) };
  const loginFailed: Partial<Record<Role, string>> = {};

  // Logins: one legacy session per test account.
  for (const role of ['customer', 'business', 'partner'] as const) {
    const account = options.accounts[role];
    const key = `${legacy.LOGIN.key} (${role})`;
    if (!account) {
      loginFailed[role] = `no ${role} test account given`;
      push({ key, role, status: 'skipped', reason: loginFailed[role] });
      continue;
    }
    const session = new LegacySession(options, secrets);
    const answer = await session.call(legacy.LOGIN, {
      os: 'web',
      posterUri: '',
      email: account.login,
      password: account.password,
      partner: role === 'partner' ? 'yes' : 'no',
    });
    const verdict = judge(legacy.LOGIN, answer);
    const ok = answer.kind === 'json' ? legacy.loginSuccess.safeParse(answer.value) : null;
    if (ok?.success && ok.data.data.account_type === role) {
      known.accounts[role] = String(ok.data.data.account_id);
      sessions[role] = session;
      push({ key, role, ...verdict });
    } else {
      const refused =
        answer.kind === 'json' && verdict.status === 'ok'
          ? ok?.success
            ? `logged in as a ${ok.data.data.account_type} account, not ${role}`
            : 'login refused (check the login and password)'
          : undefined;
      loginFailed[role] = `the ${role} login failed`;
      push({ key, role, ...verdict, ...(refused ? { status: 'error', reason: refused } : {}) });
    }
  }

  // In the probes' order (an answer teaches the calls after it), then any read without a probe.
  const reads = readOnlyOperations();
  const order = Object.keys(PROBES);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  reads.sort((a, b) => rank(a.key) - rank(b.key));
  for (const op of reads) {
    const probe = PROBES[op.key];
    if (!probe) {
      push({
        key: op.key,
        role: 'public',
        status: 'skipped',
        reason: 'no probe in bff/src/legacy-check/probes.ts',
      });
      continue;
    }
    const { role } = probe;
    if (probe.never || !probe.params) {
      push({ key: op.key, role, status: 'skipped', reason: probe.never ?? 'no parameters known' });
      continue;
    }
    const session = sessions[role];
    if (!session) {
      push({ key: op.key, role, status: 'skipped', reason: loginFailed[role] ?? `no ${role} session` });
      continue;
    }
    const params = probe.params(known);
    if (typeof params === 'string') {
      push({ key: op.key, role, status: 'skipped', reason: params });
      continue;
    }
    const answer = await session.call(op, { ...params, ...identityParams(op, role, known) });
    const verdict = judge(op, answer);
    if (verdict.status === 'ok' && answer.kind === 'json') probe.learn?.(answer.value, known);
    push({ key: op.key, role, ...verdict });
  }

  if (options.writes) {
    for (const role of ['customer', 'business'] as const) {
      const session = sessions[role];
      if (session) for (const line of await profileEditSetBack(session, role, known)) push(line);
    }
  }

  // End the legacy sessions the check opened.
  for (const role of ['customer', 'business', 'partner'] as const) {
    await sessions[role]?.call(legacy.LOGOUT, {}).catch(() => undefined);
  }

  const counts = { ...EMPTY_COUNTS };
  for (const line of lines) counts[line.status]++;
  return { lines, counts };
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

/**
 * The reversible write: the profile's TikTok handle changed to a marker, read back, and set back
 * to what it was, with every other field sent as read.
 */
async function profileEditSetBack(session: LegacySession, role: 'customer' | 'business', known: Known) {
  const lines: CheckLine[] = [];
  const read = role === 'customer' ? legacy.CUSTOMERDETAILS : legacy.BUSINESSDETAILS;
  const field = 'tiktok';
  const key = `${legacy.EDITACCOUNTDETAILS.key} (${role}, ${field} changed and set back)`;
  const readProfile = async () => {
    const answer = await session.call(read, identityParams(read, role, known));
    return answer.kind === 'json' && !Array.isArray(answer.value) && typeof answer.value === 'object'
      ? (answer.value as Record<string, unknown>)
      : null;
  };
  const before = await readProfile();
  if (!before) {
    lines.push({ key, role, status: 'skipped', reason: `${read.key} gave no profile to start from` });
    return lines;
  }
  const original = text(before[field]) ?? '';
  const base: Record<string, string> = {
    accountname: text(before[role === 'customer' ? 'customername' : 'businessname']) ?? '',
    phone: text(before.phone) ?? '',
    email: text(before.email) ?? '',
  };
  for (const social of ['facebook', 'twitter', 'instagram', 'linkedin', 'tiktok'])
    if (text(before[social]) !== undefined) base[social] = text(before[social]) ?? '';
  if (text(before.address) !== undefined) base.address = text(before.address) ?? '';
  const marker = `legacy-check ${new Date().toISOString().slice(0, 19)}`;
  const edit = await session.call(legacy.EDITACCOUNTDETAILS, { ...base, [field]: marker });
  const verdict = judge(legacy.EDITACCOUNTDETAILS, edit);
  const refusal =
    edit.kind === 'json' ? legacy.refusalMessage(legacy.EDITACCOUNTDETAILS.failure, edit.value) : null;
  if (verdict.status !== 'ok' || refusal !== null) {
    lines.push({
      key,
      role,
      ...verdict,
      ...(refusal !== null ? { status: 'error', reason: 'refused the edit' } : {}),
    });
    return lines;
  }
  const changed = await readProfile();
  const restore = await session.call(legacy.EDITACCOUNTDETAILS, { ...base, [field]: original });
  const after = await readProfile();
  const restored = after !== null && (text(after[field]) ?? '') === original;
  if (restore.kind !== 'json' || !restored) {
    lines.push({
      key,
      role,
      status: 'error',
      reason: `could not set ${field} back: set it by hand on the ${role} test account`,
    });
  } else if (text(changed?.[field]) !== marker) {
    lines.push({
      key,
      role,
      status: 'drift',
      reason: `the edit answered success but ${read.key} did not show it`,
    });
  } else {
    lines.push({ key, role, status: 'ok' });
  }
  return lines;
}

/** One report line: `ok    PROVINCES`, `drift EVENTS  [0].price: expected ...`. */
export function formatLine(line: CheckLine): string {
  const head = `${line.status.padEnd(7)} ${line.key}`;
  const parts: string[] = [];
  if (line.reason) parts.push(line.reason);
  if (line.differences?.length) parts.push(line.differences.map(formatDifference).join('; '));
  return parts.length ? `${head}  ${parts.join('; ')}` : head;
}

export function formatSummary(report: CheckReport): string {
  const c = report.counts;
  return `summary: ${report.lines.length} checked: ${c.ok} ok, ${c.drift} drift, ${c.missing} missing, ${c.error} error, ${c.skipped} skipped`;
}
