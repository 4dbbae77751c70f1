import type { LegacyOperation } from '@tix/contract';
import { applySetCookies, type CookieJar, cookieHeader } from '../legacy/cookies.ts';
import { fillIdentity, type Identity } from '../legacy/identity.ts';
import { parseLegacyJson } from '../legacy/parse.ts';
import { legacyQuery } from '../legacy/query.ts';
import type { Secrets } from './secrets.ts';

// One test account's legacy session, calling an operation the way the BFF's client does: the same
// query (the BFF's own `legacyQuery`), the same identity parameters (the BFF's `fillIdentity`, from
// the login), and a public read sent as the BFF sends it, with no cookie and no identity. Unlike the
// client it keeps what the BFF only logs: the content type and any PHP notice before the JSON.

/** What came back, as the check judges it. */
export type Answer =
  | { kind: 'json'; value: unknown; contentType: string; notice: string }
  | { kind: 'empty'; contentType: string }
  | { kind: 'missing'; reason: string }
  | { kind: 'error'; reason: string };

export interface SessionOptions {
  readonly base: string;
  readonly opParam: string;
  readonly timeoutMs?: number | undefined;
}

/** A PHP notice as printed: its first line without HTML, short, with secrets blanked. */
function noticeText(skipped: string, secrets: Secrets): string {
  const plain = skipped
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return secrets.redact(plain).slice(0, 100);
}

export class LegacySession {
  jar: CookieJar = {};
  /** Who the BFF would say is calling, once logged in. */
  identity: Identity | null = null;

  constructor(
    private readonly options: SessionOptions,
    private readonly secrets: Secrets,
  ) {}

  /**
   * Calls `op`. `asPublic`: as the BFF's public reads (no cookie, no identity); otherwise with this
   * session's cookies and identity, as `req.legacy` does.
   */
  async call(op: LegacyOperation, params: Record<string, unknown>, asPublic = false): Promise<Answer> {
    const filled = asPublic ? params : fillIdentityOrKeep(params, op, this.identity);
    const base = new URL(this.options.base.endsWith('/') ? this.options.base : `${this.options.base}/`);
    const url = new URL(op.path.replace(/^\//, ''), base);
    const query = legacyQuery(this.options.opParam, op, filled);
    if (query) url.search = `?${query}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = asPublic ? undefined : cookieHeader(this.jar);
    if (cookie) headers.cookie = cookie;
    let body: string | FormData | undefined;
    const fields = op.subquery ? { ...filled, [op.subquery.param]: op.subquery.value } : filled;
    if (op.encoding === 'form') {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.set(k, String(v));
      body = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (op.encoding === 'multipart') {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.set(k, String(v));
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
    if (!asPublic) {
      const setCookies = response.headers.getSetCookie();
      if (setCookies.length) this.jar = applySetCookies(this.jar, setCookies);
      for (const value of Object.values(this.jar)) this.secrets.add(value);
    }
    const contentType = (response.headers.get('content-type') ?? 'none').split(';')[0]?.trim() ?? 'none';
    const status = response.status;
    const firstLine = this.secrets.redact(text.trim().split('\n')[0] ?? '').slice(0, 120);
    // How a PHP front controller says it does not know a name: a missing script; the stand-in
    // says "Unknown operation" (400) or "no handler yet" (501).
    if (status === 404) return { kind: 'missing', reason: 'HTTP 404' };
    if (status === 501) return { kind: 'missing', reason: `HTTP 501: ${firstLine}` };
    if (status === 400 && /unknown (operation|subquery)/i.test(text))
      return { kind: 'missing', reason: `HTTP 400: ${firstLine}` };
    if (status >= 300 && status < 400) return { kind: 'error', reason: `HTTP ${status} (redirect)` };
    if (status >= 400) return { kind: 'error', reason: `HTTP ${status}${firstLine ? `: ${firstLine}` : ''}` };
    if (text.replace(/^\uFEFF/, '').trim() === '') return { kind: 'empty', contentType };
    try {
      const parsed = parseLegacyJson(text);
      return {
        kind: 'json',
        value: parsed.value,
        contentType,
        notice: parsed.skipped ? noticeText(parsed.skipped, this.secrets) : '',
      };
    } catch {
      return { kind: 'error', reason: `the answer is not JSON (${contentType})` };
    }
  }
}

/**
 * The BFF's identity filling. Where the BFF would refuse the call before it leaves (no identity
 * for a required parameter), the check sends the params as given: the line then says what the
 * legacy makes of it.
 */
function fillIdentityOrKeep(
  params: Record<string, unknown>,
  op: LegacyOperation,
  identity: Identity | null,
): Record<string, unknown> {
  try {
    return fillIdentity(params, op, identity);
  } catch {
    return params;
  }
}
