import type { z } from 'zod';
import type { AccountType } from '../domain/constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, any logged-in account, or only the listed account types. */
export type Access = 'public' | 'user' | readonly AccountType[];

/**
 * Objects an endpoint can name that belong to someone. The BFF checks each kind against the
 * session before any legacy call (bff/src/http/ownership.ts has one check per kind, typed by this
 * list), and a test matrix calls every such endpoint with another account's object.
 */
export const OWNED_OBJECTS = {
  'customer-ticket': "one of the customer's tickets (eventId and ticketId)",
  'customer-purchase': 'a payment the customer started in this session (ticket_number and event_id)',
  'customer-payment': "a payment among the customer's own transactions (paymentId)",
  'event-sales': "an event's sales: the organiser's own event, or one the customer bought for (eventId)",
  'organiser-event':
    "one of the logged-in organiser's own events (eventId): its details, tickets, poster, campaign, lifecycle",
  'organiser-campaign': "a campaign (campaignId) whose event is one of the logged-in organiser's own",
  'organiser-refund-request':
    "a refund request (requestId) of one of the logged-in organiser's own events (eventId)",
  'organiser-model': "a model (modelId) on one of the logged-in organiser's own events",
  transaction: "a payment the customer made, or one of the organiser's event (transactionId)",
  'marketing-message': "one of the logged-in organiser's marketing messages (textId)",
  recruit: "one of the logged-in partner's own recruits (recruitId)",
  'organiser-promoter': "one of the logged-in organiser's own promoters (promoterId)",
  'booster-event': 'an event of the organiser the logged-in booster sells for (eventId)',
} as const;
export type OwnedObject = keyof typeof OWNED_OBJECTS;

/** Who owns what an endpoint names: a kind the BFF checks, or why the ids name public things. */
export type Ownership = { readonly owned: OwnedObject } | { readonly public: string };

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
  /**
   * Required when the request names an object by id (see `idFields`): whose it must be. The BFF
   * checks it from the session before calling the legacy.
   */
  readonly owner?: Ownership;
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

/** Field names that name an object: an endpoint taking one must declare its `owner`. */
export const ID_FIELD = /(^id$|Id$|_id$|_number$|Number$|^paymentId$)/;
