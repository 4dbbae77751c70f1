import type { Endpoint, Problem } from '@tix/contract/api/define';
import { type HttpHandler, HttpResponse, http } from 'msw';
import type { z } from 'zod';
import { emptied, failureFor, SLOW_MS } from './failures.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type Parts<E> =
  E extends Endpoint<infer Q, infer P, infer B, infer R>
    ? { query: Out<Q>; params: Out<P>; body: Out<B>; response: Out<R> }
    : never;

export interface Input<E> {
  query: Parts<E>['query'];
  params: Parts<E>['params'];
  body: Parts<E>['body'];
  request: Request;
}
type Resolver<E> = (
  input: Input<E>,
) => Parts<E>['response'] | Response | Promise<Parts<E>['response'] | Response>;

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/** An RFC 9457 problem answer, as the BFF sends it. */
export function problem(
  status: number,
  title: string,
  detail: string,
  errors?: Record<string, string>,
): Response {
  const body: Problem = { type: 'about:blank', title, status, detail, ...(errors ? { errors } : {}) };
  return HttpResponse.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
}

/** What the BFF answers while the legacy service is down (the 'error' failure of mock mode). */
export const unavailable = (): Response =>
  problem(
    503,
    'Service unavailable',
    'The ticketing service is unreachable right now. Please try again in a moment.',
  );

function invalid(error: z.ZodError): Response {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return problem(400, 'Invalid request', error.issues[0]?.message ?? 'Invalid request', errors);
}

function parse(
  schema: z.ZodType | undefined,
  value: unknown,
): { ok: true; data: unknown } | { ok: false; error: Response } {
  if (!schema) return { ok: true, data: undefined };
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, error: invalid(result.error) };
}

/**
 * An MSW handler for one contract endpoint: the path comes from the endpoint (Fastify's `:name`
 * segments are MSW's too), input is validated with the endpoint's schemas as the BFF would, and
 * the answer is checked against the response schema so the mocks cannot drift from the contract.
 */
export function answer<E extends Endpoint>(e: E, resolve: Resolver<E>): HttpHandler {
  return methods[e.method](`*${e.path}`, async ({ request, params }) => {
    const failure = failureFor(request);
    if (failure === 'error') return unavailable();
    if (failure === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    const query = parse(e.query, Object.fromEntries(new URL(request.url).searchParams));
    if (!query.ok) return query.error;
    const path = parse(e.params, params);
    if (!path.ok) return path.error;
    let raw: unknown;
    if (e.body) {
      try {
        raw = await request.clone().json();
      } catch {
        return problem(400, 'Invalid request', 'The request body must be JSON.');
      }
    }
    const body = parse(e.body, raw);
    if (!body.ok) return body.error;
    const input = { query: query.data, params: path.data, body: body.data, request } as Input<E>;
    const result = await resolve(input);
    if (result instanceof Response) return result;
    const empty = failure === 'empty' ? e.response.safeParse(emptied(result)) : null;
    const checked = empty?.success ? empty.data : e.response.parse(result);
    return new HttpResponse(JSON.stringify(checked), {
      status: e.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}
