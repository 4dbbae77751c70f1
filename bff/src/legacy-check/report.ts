import { formatDifference } from './drift.ts';
import { FAILING, type Status, type Verdict } from './judge.ts';
import type { Role } from './probes.ts';

// The report of `npm run legacy:check`: one line per call, a line per fallback under it, then a
// summary. Nothing here carries a value of an answer, a login, a password or a cookie.

export interface CheckLine extends Verdict {
  /** The catalogue key; `loginWeb.php (customer)` for a login; `KEY (unknown id)`. */
  readonly key: string;
  readonly role: Role;
}

export interface CheckReport {
  readonly lines: readonly CheckLine[];
  readonly counts: Readonly<Record<Status, number>>;
  /** Reads judged by use (uses.ts) and by shape only. */
  readonly judged: { readonly use: number; readonly shape: number };
}

export const EMPTY_COUNTS: Readonly<Record<Status, number>> = {
  ok: 0,
  fallback: 0,
  drift: 0,
  unusable: 0,
  undocumented: 0,
  missing: 0,
  error: 0,
  skipped: 0,
};

/** How the answer came: its content type and any PHP notice before the JSON. */
function transport(line: CheckLine): string {
  const parts: string[] = [];
  if (line.contentType) parts.push(line.contentType);
  if (line.notice) parts.push(`PHP notice before the JSON: "${line.notice}"`);
  return parts.length ? ` [${parts.join('; ')}]` : '';
}

/**
 * One call's lines: `ok PROVINCES: 9 provinces [text/html]`, and one per fallback,
 * `fallback FETCH-EVENT-DETAILS: no balance: <what the product does>`, as the assumptions list's
 * `check` names them (grep the report for it).
 */
export function formatLine(line: CheckLine): string {
  const head = `${line.status} ${line.key}`;
  const parts: string[] = [];
  if (line.reason) parts.push(line.reason);
  if (line.differences?.length) parts.push(line.differences.map(formatDifference).join('; '));
  if (line.undocumented?.length) parts.push(line.undocumented.join('; '));
  if (line.decisions?.length) parts.push(line.decisions.join(', '));
  if (line.notSent?.length) parts.push(`not sent, though the spec lists them: ${line.notSent.join(', ')}`);
  if (line.judgedBy === 'shape') parts.push('(shape only)');
  const out = [`${parts.length ? `${head}: ${parts.join('; ')}` : head}${transport(line)}`];
  for (const f of line.fallbacks ?? []) out.push(`fallback ${line.key}: no ${f.field}: ${f.whenAbsent}`);
  return out.join('\n');
}

export function formatSummary(report: CheckReport): string {
  const c = report.counts;
  const failing = [...FAILING].map((s) => `${c[s]} ${s}`).join(', ');
  return (
    `summary: ${report.lines.length} checked: ${c.ok} ok, ${c.fallback} fallback, ${failing}, ${c.skipped} skipped` +
    ` (${report.judged.use} judged by use, ${report.judged.shape} by shape only)`
  );
}

/** The exit code: 0 when every line is ok, fallback or skipped. */
export const exitCode = (report: CheckReport): number =>
  report.lines.some((l) => FAILING.has(l.status)) ? 1 : 0;
