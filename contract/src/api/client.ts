import type { BodyOf, Endpoint, ParamsOf, Problem, QueryOf, ResponseOf } from './define.ts';

/** An answer that was not 2xx: carries the problem details the BFF sent (or made up for the network). */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.detail);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }
}

export interface CallOptions<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  baseUrl?: string;
}

/** Fills `:name` segments of a path. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** The URL of a call, also used as its SWR cache key. */
export function urlOf<E extends Endpoint>(
  e: E,
  options: Pick<CallOptions<E>, 'params' | 'query'> = {},
): string {
  return (
    buildPath(e.path, options.params as Record<string, unknown> | undefined) +
    buildQuery(options.query as Record<string, unknown> | undefined)
  );
}

const UNREACHABLE: Problem = {
  type: 'about:blank',
  title: 'Service unreachable',
  status: 503,
  detail: 'We could not reach the service. Check your connection and try again.',
};

/** Calls one endpoint. Resolves with the typed answer; rejects with ApiError for anything else. */
export async function call<E extends Endpoint>(e: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const url = (options.baseUrl ?? '') + urlOf(e, options);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: e.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(UNREACHABLE);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const problem =
      json && typeof json === 'object' && 'detail' in json
        ? (json as Problem)
        : {
            ...UNREACHABLE,
            status: response.status,
            detail:
              response.status >= 500
                ? UNREACHABLE.detail
                : `The request failed (${response.status}). Please try again.`,
          };
    throw new ApiError(problem);
  }
  return json as ResponseOf<E>;
}
