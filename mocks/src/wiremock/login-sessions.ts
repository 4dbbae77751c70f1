import { operationOf, type StubMapping } from './postprocess.ts';

// Names each recorded legacy session after the ACCOUNT its login answer names (loginWeb.php's
// data.account_type and data.account_id, BOOSTERLOGIN's boosterid), from the recording alone: no
// knowledge of the legacy's internals. Every login of one account then replays one session, so a
// read recorded under an earlier login answers the latest login of the same account.

/** Stable names for well-known accounts (`business-201` → `replay-organiser`); others are derived. */
export type AccountNames = Readonly<Record<string, string>>;

const COOKIE = /PHPSESSID=([^;\s]+)/;

/** The account a recorded login answer names (`customer-1001`, `booster-401`), or none. */
export function accountOfLogin(key: string, body: string | undefined): string | null {
  if (body === undefined) return null;
  let answer: unknown;
  try {
    // A PHP notice may come before the JSON: read from the first brace.
    answer = JSON.parse(body.slice(Math.max(0, body.indexOf('{'))));
  } catch {
    return null;
  }
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  if (key === 'loginWeb.php') {
    const data = record.data as Record<string, unknown> | undefined;
    const type = data?.account_type;
    const id = data?.account_id;
    return typeof type === 'string' && (typeof id === 'string' || typeof id === 'number')
      ? `${type}-${id}`
      : null;
  }
  if (key === 'BOOSTERLOGIN') {
    const id = record.boosterid;
    return typeof id === 'string' || typeof id === 'number' ? `booster-${id}` : null;
  }
  return null;
}

/** Login scripts whose answer names the account: their own request carries no session to match. */
export const LOGIN_KEYS = new Set(['loginWeb.php', 'BOOSTERLOGIN']);

const sessionOfSetCookie = (headers: StubMapping['response']['headers']): string | null => {
  for (const [k, v] of Object.entries(headers ?? {}))
    if (k.toLowerCase() === 'set-cookie')
      for (const c of Array.isArray(v) ? v : [v]) {
        const id = c.match(COOKIE)?.[1];
        if (id && id !== 'deleted') return id;
      }
  return null;
};

const cookieOf = (m: StubMapping): string | undefined =>
  m.request.headers?.Cookie?.equalTo ?? m.request.headers?.cookie?.equalTo;

function opKeyOf(m: StubMapping, opParam: string): string | undefined {
  const url = new URL(m.request.url ?? m.request.urlPath ?? '/', 'http://recorded');
  for (const [k, v] of Object.entries(m.request.queryParameters ?? {})) {
    const value = v.equalTo ?? v.hasExactly?.[0]?.equalTo;
    if (value !== undefined) url.searchParams.set(k, value);
  }
  return operationOf(url.pathname, url.searchParams, opParam)?.key;
}

/** A safe session name for an account key (`business-ab12` → `replay-business-ab12`). */
const nameFor = (account: string, names: AccountNames) =>
  names[account] ?? `replay-${account.replace(/[^\w-]/g, '_')}`;

/**
 * Names each legacy session after the account logged in on it: a login's answer names the session
 * it set (or, when the legacy keeps the session the request came with, that one). `traffic` is
 * every call in the order made (WireMock's request journal): the recorder keeps one stub per
 * distinct request, so the second login of an account, with the same body, is in the journal only.
 * A login answer always sets its session's cookie on replay, so the BFF carries the account's name
 * whatever session it held before. Returns the mappings with names in place of ids, and the names
 * used (to pass to the scrubber as already stable).
 */
export function nameSessionsByLogin(
  mappings: readonly StubMapping[],
  opParam: string,
  names: AccountNames = {},
  traffic: readonly StubMapping[] = mappings,
): { mappings: StubMapping[]; sessions: Map<string, string> } {
  const ids = new Map<string, string>();
  const sessions = new Map<string, string>();
  for (const call of traffic) {
    const key = opKeyOf(call, opParam);
    const account = key && LOGIN_KEYS.has(key) ? accountOfLogin(key, call.response.body) : null;
    const id = account
      ? (sessionOfSetCookie(call.response.headers) ?? cookieOf(call)?.match(COOKIE)?.[1])
      : null;
    if (!account || !id) continue;
    const name = nameFor(account, names);
    ids.set(id, name);
    sessions.set(name, name);
  }
  const rename = (id: string) => ids.get(id) ?? id;
  const out = mappings.map((original) => {
    const m: StubMapping = structuredClone(original);
    const key = opKeyOf(m, opParam);
    const account = key && LOGIN_KEYS.has(key) ? accountOfLogin(key, m.response.body) : null;
    if (account) {
      const id = sessionOfSetCookie(m.response.headers) ?? cookieOf(m)?.match(COOKIE)?.[1];
      const name = id ? rename(id) : nameFor(account, names);
      sessions.set(name, name);
      // The login's answer sets the named session, whatever the legacy sent.
      const headers = { ...(m.response.headers ?? {}) };
      const key = Object.keys(headers).find((k) => k.toLowerCase() === 'set-cookie') ?? 'Set-Cookie';
      const others = [headers[key] ?? []].flat().filter((c) => !c.startsWith('PHPSESSID='));
      const session = [headers[key] ?? []].flat().find((c) => c.startsWith('PHPSESSID='));
      headers[key] = [
        session?.replace(COOKIE, `PHPSESSID=${name}`) ?? `PHPSESSID=${name}; path=/; HttpOnly`,
        ...others,
      ];
      m.response.headers = headers;
      // A login matches whoever asks, with or without an earlier session.
      if (m.request.headers) {
        delete m.request.headers.Cookie;
        delete m.request.headers.cookie;
      }
      return m;
    }
    const cookie = cookieOf(m);
    if (cookie && m.request.headers) {
      const renamed = cookie.replace(COOKIE, (_, id: string) => `PHPSESSID=${rename(id)}`);
      m.request.headers = { ...m.request.headers, Cookie: { equalTo: renamed } };
      delete m.request.headers.cookie;
    }
    for (const [k, v] of Object.entries(m.response.headers ?? {}))
      if (k.toLowerCase() === 'set-cookie' && m.response.headers)
        m.response.headers[k] = (Array.isArray(v) ? v : [v]).map((c) =>
          c.replace(COOKIE, (_, id: string) => `PHPSESSID=${id === 'deleted' ? id : rename(id)}`),
        );
    return m;
  });
  return { mappings: out, sessions };
}

/**
 * The logins a written recording answers, by account type (`customer: ['person-1@replay.invalid']`):
 * what QA types on replay (any password), read from the login stubs' matchers, so a capture made
 * with whatever accounts a person used still tells QA how to log in.
 */
export function loginsOf(stubs: readonly StubMapping[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const stub of stubs) {
    if ((stub.response.status ?? 200) >= 400) continue;
    const booster = Object.values(stub.request.queryParameters ?? {}).some(
      (m) => m.equalTo === 'BOOSTERLOGIN',
    );
    if (stub.request.urlPath !== '/loginWeb.php' && !booster) continue;
    const login = (booster ? stub.request.queryParameters : stub.request.formParameters)?.email?.equalTo;
    const account = accountOfLogin(booster ? 'BOOSTERLOGIN' : 'loginWeb.php', stub.response.body);
    if (!login || !account) continue;
    const type = account.split('-')[0] ?? 'account';
    out[type] = [...new Set([...(out[type] ?? []), login])].sort();
  }
  return out;
}
