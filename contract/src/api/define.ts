import type { z } from 'zod';
import type { AccountType } from '../domain/constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, any logged-in account, or only the listed account types. */
export type Access = 'public' | 'user' | readonly AccountType[];

/** One BFF endpoint, as plain data: the BFF registers it, the web calls it, MSW answers it. */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** Fastify-style path: `/api/events/:eventId`. */
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  readonly query?: Q;
  readonly params?: P;
  readonly body?: B;
  readonly response: R;
  /** Status of a successful answer (200 unless said). */
  readonly status?: number;
  /** Catalogue keys of the legacy operations it calls. */
  readonly legacy: readonly string[];
  /** Money-moving POSTs accept an Idempotency-Key. */
  readonly idempotent?: boolean;
}

export const endpoint = <Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<Q, P, B, R>,
): Endpoint<Q, P, B, R> => e;

export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, infer P, z.ZodType, z.ZodType> ? z.input<P> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;

/** RFC 9457 problem details, the shape of every BFF error. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string>;
}
