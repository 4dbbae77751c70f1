import { createHash } from 'node:crypto';
import { legacy } from '@tix/contract';
import { RESPONSE_TEMPLATE, relativeDates } from './relative-dates.ts';

const { catalogue, isSecretParam } = legacy;

/** The parts of a WireMock stub mapping we read and rewrite. */
export interface StubMapping {
  id?: string;
  uuid?: string;
  name?: string;
  persistent?: boolean;
  request: {
    method?: string;
    url?: string;
    urlPath?: string;
    queryParameters?: Record<string, Matcher>;
    formParameters?: Record<string, Matcher>;
    headers?: Record<string, Matcher>;
    bodyPatterns?: Record<string, unknown>[];
  };
  response: {
    status?: number;
    body?: string;
    base64Body?: string;
    bodyFileName?: string;
    headers?: Record<string, string | string[]>;
    transformers?: string[];
  };
  priority?: number;
  scenarioName?: string;
  requiredScenarioState?: string;
  newScenarioState?: string;
}
export type Matcher = {
  equalTo?: string;
  matches?: string;
  contains?: string;
  caseInsensitive?: boolean;
  hasExactly?: Matcher[];
  absent?: boolean;
};

/** Parameters whose values change on every run (random ids): matched by presence, like secrets. */
export const VOLATILE_PARAMS = new Set(['clientid', 'visitor']);

/**
 * Values of secret parameters that are public test data (the README's demo password and the
 * replay suite's wrong password): kept exact so success and failure replay distinctly.
 */
export const PUBLIC_TEST_VALUES = new Set(['Demo1234!', 'not-the-password']);

const DROP_HEADERS = new Set([
  'date',
  'keep-alive',
  'x-powered-by',
  'connection',
  'transfer-encoding',
  'content-length',
]);

export interface ScrubContext {
  /** The operation query parameter (LEGACY_OP_PARAM). */
  opParam: string;
  /**
   * Real legacy session ids seen in the recording, mapped to stable replay names. record.ts fills
   * it with the ACCOUNT each session belongs to (`replay-organiser`), so every login of one account
   * replays one session whatever journey made it; ids it does not know get `replay-session-N`.
   */
  sessions: Map<string, string>;
  /** The day of recording in South Africa (YYYY-MM-DD): dates become relative to it. */
  recordedDay?: string;
  /**
   * Secret values kept exact (default PUBLIC_TEST_VALUES, the README's demo password): none for a
   * real legacy, whose test accounts' passwords are never stored.
   */
  publicTestValues?: ReadonlySet<string>;
}

/**
 * A calendar date sent to the legacy matches any calendar date. Recorded answers carry their
 * dates relative to the day of replay (relative-dates.ts), and the BFF sends back dates it read
 * from them (an edit re-sends the event's days): an exact date would match on the day of
 * recording only.
 */
const ANY_DATE: Matcher = { matches: '\\d{4}-\\d{2}-\\d{2}' };
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Secret parameters (contract's SECRET_PARAMS, the list the BFF's logs redact) match by presence. */
const matcherFor = (name: string, value: string, publicValues: ReadonlySet<string>): Matcher =>
  VOLATILE_PARAMS.has(name) || (isSecretParam(name) && !publicValues.has(value))
    ? { matches: '.+' }
    : CALENDAR_DATE.test(value)
      ? ANY_DATE
      : { equalTo: value };

function paramsMatchers(search: URLSearchParams, ctx: ScrubContext): Record<string, Matcher> {
  const out: Record<string, Matcher> = {};
  const publicValues = ctx.publicTestValues ?? PUBLIC_TEST_VALUES;
  for (const [k, v] of [...search.entries()].sort(([a], [b]) => a.localeCompare(b)))
    out[k] = matcherFor(k, v, publicValues);
  return out;
}

/** Parameters that pick an operation's variant (`subQuery=CONFIRM_CODE` and the like). */
const SUBQUERY_PARAMS = new Set(
  [...catalogue.values()].flatMap((op) => (op.subquery ? [op.subquery.param] : [])),
);

/**
 * Parts whose value picks what a multipart operation does though the catalogue declares no
 * subquery for them: EMAIL-MARKETING saves an SMS or sends an email by these.
 */
const VARIANT_PARTS = new Set(['marketing_type', 'subquerytwo']);

/** One part of a recorded multipart body: its name, and its headers and value as sent. */
export interface MultipartField {
  name: string;
  /** From `name="..."` to the end of the value, exactly as the recorded body has it. */
  segment: string;
  value: string;
}

const PART =
  /(?<=Content-Disposition: form-data; )name="([^"]*)"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/g;

/** The parts of a recorded multipart/form-data body; none when the body is not one. */
export function multipartFields(body: string): MultipartField[] {
  if (!body.startsWith('--') || !body.includes('Content-Disposition: form-data')) return [];
  return [...body.matchAll(PART)].map((m) => ({
    name: m[1] ?? '',
    segment: `${m[0].slice(0, -'\r\n--'.length)}\r\n`,
    value: m[2] ?? '',
  }));
}

/**
 * Multipart requests are matched by the names of their parts, sorted (values hold files, secrets
 * and personal data), plus the value of a variant parameter such as `subQuery`, so the two steps
 * of one operation do not collapse into one stub.
 */
export function multipartMatchers(fields: readonly MultipartField[]): Matcher[] {
  return [...fields]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) =>
      (SUBQUERY_PARAMS.has(f.name) || VARIANT_PARTS.has(f.name)) && !isSecretParam(f.name)
        ? { contains: f.segment }
        : { contains: `name="${f.name}"` },
    );
}

/** A stable replay name for a legacy session cookie value. */
function sessionName(ctx: ScrubContext, value: string): string {
  if (value === 'deleted') return value;
  let name = ctx.sessions.get(value);
  if (!name) {
    const unnamed = [...ctx.sessions.values()].filter((n) => n.startsWith('replay-session-')).length;
    name = `replay-session-${unnamed + 1}`;
    ctx.sessions.set(value, name);
  }
  return name;
}

/** The catalogue's operation a recorded request made, by its op parameter (and subquery) or path. */
export function operationOf(
  path: string,
  params: URLSearchParams,
  opParam: string,
): legacy.LegacyOperation | undefined {
  const name = params.get(opParam);
  const candidates = [...catalogue.values()].filter((op) =>
    name ? op.op === name : op.op === null && `/${op.path}` === path,
  );
  return (
    candidates.find((op) => op.subquery && params.get(op.subquery.param) === op.subquery.value) ??
    candidates.find((op) => !op.subquery)
  );
}

/**
 * Parameters of a write that pick what it does (its variant), kept exact when a write is loosened:
 * subquery parameters, the marketing channel, the payment method, postpone or cancel, activate or
 * deactivate, approve or decline, the account type.
 */
const WRITE_VARIANT_PARAMS = new Set([
  ...SUBQUERY_PARAMS,
  ...VARIANT_PARTS,
  'subqueryone',
  'type',
  'payment_method',
  'payout_type',
  'source',
  'activation',
  'endpoint',
  'account_type',
  'accounttype',
  'isAffiliate',
  'partner',
  // REQUEST-TICKET-REFUND: present (Pending) to cancel a request, absent to make one.
  'refund_status',
]);

/**
 * Writes whose values ARE the request (who logs in, whose email or phone is looked up, whose
 * password is checked, whose password is reset): never loosened.
 */
const EXACT_WRITES = new Set([
  'loginWeb.php',
  'logout.php',
  'getUserEmail',
  'getUserPhone',
  'VERIFYIDENTITY',
  // A reset names the account it was asked for (its answer carries the account's name).
  'RECOVERPASSWORD',
]);

const ANY_VALUE: Matcher = { matches: '[\\s\\S]*' };

/** True when the operation's schema accepts the request without this parameter. */
function optionalParam(op: legacy.LegacyOperation | undefined, name: string): boolean {
  const shape = op && 'shape' in op.params ? (op.params.shape as Record<string, unknown>) : {};
  const schema = shape[name] as { safeParse?: (v: unknown) => { success: boolean } } | undefined;
  return schema?.safeParse?.(undefined).success ?? false;
}

/**
 * A successful write answers with its recorded answer whatever values QA types: its parameters are
 * matched by presence (optional ones not at all, nor the absence of unsent ones), except those that
 * pick its variant, the account ids the BFF fills from the session, and secrets (already matched by
 * presence, or exact for the public test password).
 */
function loosenWrite(
  matchers: Record<string, Matcher> | undefined,
  op: legacy.LegacyOperation | undefined,
  opParam: string,
): Record<string, Matcher> | undefined {
  if (!matchers) return matchers;
  const out: Record<string, Matcher> = {};
  for (const [name, m] of Object.entries(matchers)) {
    if (
      name === opParam ||
      WRITE_VARIANT_PARAMS.has(name) ||
      IDENTITY_PARAMS.has(name) ||
      isSecretParam(name)
    ) {
      out[name] = m;
      continue;
    }
    if (m.absent || optionalParam(op, name)) continue;
    out[name] = ANY_VALUE;
  }
  return out;
}

const IDENTITY_PARAMS: ReadonlySet<string> = new Set(legacy.IDENTITY_PARAMS);

/**
 * True when the recorded answer is not a success: an error status, the operation's failure form,
 * or an outcome its screen handles as a step (a refund asking for bank details first). Those stay
 * matched on their exact values, so the successful answer is the one any other values get.
 */
function refused(op: legacy.LegacyOperation | undefined, status: number, body: string | undefined): boolean {
  if (status >= 400) return true;
  if (!op || body === undefined) return false;
  const rule = op.failure.kind === 'not-success' ? { ...op.failure, outcomes: [] } : op.failure;
  try {
    return legacy.refusalMessage(rule, JSON.parse(body)) !== null;
  } catch {
    return false;
  }
}

function scrubCookieHeader(cookie: string, ctx: ScrubContext): string {
  return cookie
    .split(/;\s*/)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return name === 'PHPSESSID' ? `${name}=${sessionName(ctx, value)}` : pair;
    })
    .join('; ');
}

/** Turns one recorded mapping into a stable, scrubbed, order-insensitive stub. */
export function scrubMapping(m: StubMapping, ctx: ScrubContext): StubMapping {
  const url = new URL(m.request.url ?? m.request.urlPath ?? '/', 'http://recorded');
  const request: StubMapping['request'] = { method: m.request.method ?? 'GET', urlPath: url.pathname };
  // The recorder gives either a full `url` or `urlPath` plus `queryParameters`: keep both kinds.
  for (const [k, v] of Object.entries(m.request.queryParameters ?? {})) {
    const value = v.equalTo ?? v.hasExactly?.[0]?.equalTo;
    if (value !== undefined) url.searchParams.set(k, value);
  }
  if ([...url.searchParams.keys()].length) {
    request.queryParameters = paramsMatchers(url.searchParams, ctx);
    // Parameters the operation knows but this request did not send must be absent on replay,
    // or a recorded unfiltered list would answer a filtered request.
    const op = catalogue.get(url.searchParams.get(ctx.opParam) ?? '');
    const shape = op && 'shape' in op.params ? (op.params.shape as Record<string, unknown>) : {};
    for (const name of Object.keys(shape)) request.queryParameters[name] ??= { absent: true };
  }
  const cookie = m.request.headers?.Cookie?.equalTo ?? m.request.headers?.cookie?.equalTo;
  if (cookie?.includes('PHPSESSID=')) {
    // The whole cookie value: `replay-booster` must not match `replay-booster-403`'s requests.
    const session = scrubCookieHeader(cookie, ctx).match(/PHPSESSID=([^;]+)/)?.[1] ?? '';
    request.headers = {
      Cookie: { matches: `(.*;\\s*)?PHPSESSID=${session.replace(/[^\w-]/g, '\\$&')}(;.*)?` },
    };
  }
  const body = m.request.bodyPatterns?.[0];
  const form = body && typeof body.equalTo === 'string' ? body.equalTo : undefined;
  const parts = form === undefined ? [] : multipartFields(form);
  if (parts.length) {
    request.bodyPatterns = multipartMatchers(parts);
  } else if (form !== undefined && !form.trimStart().startsWith('{')) {
    request.formParameters = paramsMatchers(new URLSearchParams(form), ctx);
  } else if (m.request.bodyPatterns?.length) {
    // Multipart and others: match the field names only (values hold files and personal data).
    request.bodyPatterns = m.request.bodyPatterns.map((p) =>
      typeof p.equalTo === 'string' ? { contains: 'Content-Disposition: form-data' } : p,
    );
  }
  const op = operationOf(url.pathname, opSearch(url.searchParams, form), ctx.opParam);
  const write = op ? !legacy.isRetryable(op) && !EXACT_WRITES.has(op.key) : false;
  const refusal = refused(op, m.response.status ?? 200, m.response.body);
  if (write && !refusal) {
    request.queryParameters = loosenWrite(request.queryParameters, op, ctx.opParam);
    request.formParameters = loosenWrite(request.formParameters, op, ctx.opParam);
  }
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(m.response.headers ?? {})) {
    const key = k.toLowerCase();
    if (DROP_HEADERS.has(key)) continue;
    if (key === 'set-cookie') {
      const list = Array.isArray(v) ? v : [v];
      headers[k] = list.map((c) =>
        c.replace(/PHPSESSID=([^;]+)/, (_, value: string) => `PHPSESSID=${sessionName(ctx, value)}`),
      );
    } else headers[k] = v;
  }
  const response: StubMapping['response'] = { status: m.response.status ?? 200, headers };
  if (m.response.body !== undefined) {
    response.body = scrubBody(m.response.body);
    if (ctx.recordedDay) {
      const relative = relativeDates(response.body, ctx.recordedDay);
      response.body = relative.body;
      if (relative.templated) response.transformers = [RESPONSE_TEMPLATE];
    }
  }
  if (m.response.base64Body !== undefined) response.base64Body = m.response.base64Body;
  const out: StubMapping = { name: stubName(request, ctx.opParam), request, response, persistent: true };
  // Ones tied to a session are more specific: match them first; a refused write (matched on its
  // exact values) before the loosened successful one.
  out.priority = (request.headers ? 3 : 5) - (write && refusal ? 1 : 0);
  return out;
}

/** The query plus a urlencoded form body's parameters: where an operation's subquery may travel. */
function opSearch(query: URLSearchParams, form: string | undefined): URLSearchParams {
  const all = new URLSearchParams(query);
  if (form !== undefined && !form.startsWith('--') && !form.trimStart().startsWith('{'))
    for (const [k, v] of new URLSearchParams(form)) if (!all.has(k)) all.set(k, v);
  for (const f of form ? multipartFields(form) : []) if (!all.has(f.name)) all.set(f.name, f.value);
  return all;
}

/** `EVENTS--a1b2c3d4`: the operation (or script) plus a hash of everything the request matches on. */
export function stubName(request: StubMapping['request'], opParam: string): string {
  const op =
    request.queryParameters?.[opParam]?.equalTo ??
    request.urlPath?.split('/').filter(Boolean).join('_') ??
    'root';
  const hash = createHash('sha1').update(JSON.stringify(request)).digest('hex').slice(0, 10);
  return `${op.replace(/[^\w.-]/g, '_')}--${hash}`;
}

/**
 * Drops repeats (same request matchers), keeping the NEWEST answer: `mappings` come oldest first,
 * so the state after the last journey (a created event listed, a sold ticket counted) is the one
 * replayed. The result is sorted by name, so a re-recording writes the same files in the same order.
 */
export function dedupe(mappings: StubMapping[]): StubMapping[] {
  const newest = new Map<string, StubMapping>();
  for (const m of mappings) {
    const key = m.name ?? JSON.stringify(m.request);
    newest.delete(key);
    newest.set(key, m);
  }
  return [...newest.values()].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
}

/** Answer fields that hold bank account numbers: only the last 4 digits are kept in a recording. */
const ACCOUNT_NUMBER_FIELDS = new Set(['account_number', 'accountnumber', 'accountNumber']);

function scrubValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      ACCOUNT_NUMBER_FIELDS.has(k) && (typeof v === 'string' || typeof v === 'number')
        ? String(v).replace(/\d(?=\d{4})/g, '0')
        : scrubValue(v),
    ]),
  );
}

/** Recorded JSON answers lose full bank account numbers (the BFF shows only the last 4 anyway). */
export function scrubBody(body: string): string {
  try {
    return JSON.stringify(scrubValue(JSON.parse(body)));
  } catch {
    return body;
  }
}
