// Failures a front-end developer picks in mock mode, to see how a screen handles them: every
// answer (or only those of one endpoint) can be an error, slow, or an empty list. Chosen with
// `?mock=error|slow|empty|off` (and `&mock-endpoint=<path fragment>`) on any page, or from the
// mock panel; kept for the visit by the browser entry (browser.ts). docs/mock-mode.md.

export const FAILURE_MODES = ['off', 'error', 'slow', 'empty'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export interface MockFailure {
  mode: FailureMode;
  /** Only requests whose path contains this (e.g. `/api/events`); every `/api` request if empty. */
  endpoint: string;
}

/** How long a 'slow' answer waits: long enough to see every spinner, short of the BFF's deadline. */
export const SLOW_MS = 3000;

const OFF: MockFailure = { mode: 'off', endpoint: '' };
let current: MockFailure = OFF;
const listeners = new Set<(f: MockFailure) => void>();

export const getMockFailure = (): MockFailure => current;

export function setMockFailure(next: Partial<MockFailure>): void {
  const mode = FAILURE_MODES.includes(next.mode as FailureMode) ? (next.mode as FailureMode) : 'off';
  current = { mode, endpoint: mode === 'off' ? '' : (next.endpoint ?? '').trim() };
  for (const listener of listeners) listener(current);
}

export function onMockFailureChange(listener: (f: MockFailure) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The failure that applies to a request, if any. */
export function failureFor(request: Request): Exclude<FailureMode, 'off'> | null {
  if (current.mode === 'off') return null;
  const path = new URL(request.url).pathname;
  if (current.endpoint && !path.includes(current.endpoint)) return null;
  // The session read stays honest, or no screen past the login could be tried.
  if (current.mode !== 'slow' && path === '/api/session' && !current.endpoint) return null;
  return current.mode;
}

/** A value with every list in it emptied (and its counts zeroed): what 'empty' answers. */
export function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      /^(total|count)/i.test(key) && typeof v === 'number' ? 0 : emptied(v),
    ]),
  );
}

/** Reads `?mock=` and `?mock-endpoint=` from a page address; null when it names no failure. */
export function failureFromQuery(search: string): MockFailure | null {
  const query = new URLSearchParams(search);
  const mode = query.get('mock');
  if (mode === null || !FAILURE_MODES.includes(mode as FailureMode)) return null;
  return { mode: mode as FailureMode, endpoint: query.get('mock-endpoint') ?? '' };
}
