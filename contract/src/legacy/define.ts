import type { z } from 'zod';
import type { FailureRule } from './failure.ts';
import type { Found } from './raw.ts';

/** How the parameters travel: in the query string, as a urlencoded form, or as multipart. */
export type Encoding = 'query' | 'form' | 'multipart';
export type Domain =
  | 'browse'
  | 'account'
  | 'checkout'
  | 'tickets'
  | 'organiser-events'
  | 'campaigns'
  | 'marketing'
  | 'customers'
  | 'promoters'
  | 'booster'
  | 'printing'
  | 'models'
  | 'analytics'
  | 'payouts'
  | 'refunds'
  | 'transactions'
  | 'bank'
  | 'affiliate';

/** One file part of a multipart operation. */
export interface FilePart {
  readonly required: boolean;
  /** File name extensions the spec allows, when it names them. */
  readonly accept?: readonly string[];
}

/**
 * One legacy operation, exactly as the legacy service understands it. `op` is the value of the
 * operation query parameter for `webservices.php`; scripts with their own path (loginWeb.php,
 * /api/select/payment/method) have `op: null`.
 */
export interface LegacyOperation<
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  I extends readonly string[] = readonly string[],
> {
  /** Unique key in the catalogue: the op name, plus `:SUBQUERY` for subquery variants. */
  readonly key: string;
  readonly op: string | null;
  /** Subquery variants carry a fixed extra parameter (name as the legacy spells it). */
  readonly subquery?: { readonly param: string; readonly value: string };
  readonly method: 'GET' | 'POST';
  readonly encoding: Encoding;
  /** Path relative to the legacy base URL. */
  readonly path: string;
  readonly domain: Domain;
  /** Parameters as the legacy names them. */
  readonly params: P;
  /** The raw answer as the legacy sends it, quirks included. */
  readonly response: R;
  /** Parameters that name an account: filled by the BFF from the session, never by a client. */
  readonly identity?: I;
  /**
   * Identity-named parameters that name another account than the caller's (the organiser of the
   * event being viewed or bought, the organisation a promoter logs in to), with the reason. The
   * BFF must take them from server-side data (the event, the picked merchant), not the session.
   */
  readonly otherAccountParams?: Readonly<Record<string, string>>;
  /**
   * Multipart file parts, by legacy field name. They travel beside `params` (as binary parts), so
   * `params` lists only the text fields.
   */
  readonly files?: Readonly<Record<string, FilePart>>;
  /** What a refusal looks like: the legacy client turns it into a 422 with the legacy's message. */
  readonly failure: FailureRule;
  /** True where the spec says the answer is "not shown": the schema is as permissive as callers allow. */
  readonly responseNotShown?: boolean;
  /**
   * True where nothing of the product reads the answer (view logging, logout): the client does not
   * judge it. Any body a working legacy sends (JSON, plain text, nothing) is accepted; only the
   * HTTP status counts (docs/decisions/0049-second-reading-of-the-spec.md).
   */
  readonly answerUnused?: true;
  /** Routes of the SPA whose screens use this operation. */
  readonly screens: readonly string[];
  /** Which spec part names it (1, 2 or 3). */
  readonly specPart: 1 | 2 | 3;
  /**
   * Whether calling it only reads. Left out, it is judged from the method: a GET that is not in
   * STATE_CHANGING_GETS (catalogue.ts) reads. Set it where that judgement is wrong (a GET login).
   * `npm run legacy:check` calls every read-only operation against the real service.
   */
  readonly readOnly?: boolean;
  /** Ours: an operation the spec does not show, designed by us (docs/decisions/0004-operations-the-spec-does-not-show.md). */
  readonly notInSpec?: string;
  /**
   * A by-id read: any of PHP's forms of nothing (raw.ts) means no such object, and the BFF answers
   * 404 with this message (not-found.ts). Its response is `orNothing(...)`; callers get the object.
   */
  readonly notFound?: string;
}

/** What a by-id read gives its caller: the object, nothing-forms taken out (the BFF answers 404). */
export type AnswerOf<O> =
  O extends LegacyOperation<z.ZodType, infer R>
    ? O extends { readonly notFound: string }
      ? Found<z.output<R>>
      : z.output<R>
    : never;

export function defineOperation<
  P extends z.ZodType,
  R extends z.ZodType,
  const I extends readonly string[] = readonly [],
  const N extends string | undefined = undefined,
>(
  operation: Omit<LegacyOperation<P, R, I>, 'key' | 'notFound'> & { key?: string; notFound?: N },
): LegacyOperation<P, R, I> & { readonly notFound: N } {
  const key =
    operation.key ??
    (operation.op
      ? operation.subquery
        ? `${operation.op}:${operation.subquery.value}`
        : operation.op
      : operation.path);
  // `notFound` is absent (undefined) on every operation that is not a by-id read.
  return { ...operation, key } as LegacyOperation<P, R, I> & { readonly notFound: N };
}

export type LegacyParamsOf<O> =
  O extends LegacyOperation<infer P, z.ZodType, readonly string[]> ? z.input<P> : never;
export type LegacyRawOf<O> =
  O extends LegacyOperation<z.ZodType, infer R, readonly string[]> ? z.output<R> : never;
/** Identity parameters of an operation: the BFF fills them from the session. */
export type IdentityOf<O> = O extends LegacyOperation<z.ZodType, z.ZodType, infer I> ? I[number] : never;
/** What a caller of the BFF's legacy client passes: the declared params less the identity ones. */
export type OutgoingParamsOf<O> = Omit<LegacyParamsOf<O>, IdentityOf<O>>;
