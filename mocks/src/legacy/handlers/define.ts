import type { LegacyOperation, LegacyRawOf } from '@tix/contract/legacy/index';
import type { z } from 'zod';
import type { StandinData } from '../model.ts';
import type { Outbox } from '../outbox.ts';
import type { UploadedFile } from '../request.ts';
import type { Session, SessionAccount } from '../sessions.ts';

/** Parameters after coercion and validation by the operation's own schema. */
export type ParamsOf<O> = O extends LegacyOperation<infer P, z.ZodType> ? z.output<P> : never;

export interface HandlerContext {
  readonly data: StandinData;
  readonly outbox: Outbox;
  /** Multipart file parts, by field name (the catalogue's `files`). */
  readonly files: Readonly<Record<string, UploadedFile>>;
  /** The session named by the request's PHPSESSID cookie, if it is live. */
  readonly session: Session | null;
  /** Starts a new session and sets its PHPSESSID cookie on the answer. */
  startSession(account: SessionAccount): Session;
  /** Destroys the current session and expires the cookie. */
  endSession(): void;
  now(): Date;
  /**
   * A row id as this legacy writes it into text of its own making (an address's query): as it
   * is, or opaque on the spec-strict profile, as its answers' id fields are (the BFF sends it back).
   */
  printedId(id: number): string;
}

export type Handler<O extends LegacyOperation> = (
  params: ParamsOf<O>,
  ctx: HandlerContext,
) => LegacyRawOf<O> | Promise<LegacyRawOf<O>>;

export interface RegisteredHandler {
  readonly operation: LegacyOperation;
  run(params: unknown, ctx: HandlerContext): Promise<unknown>;
}

/** Pairs a catalogue operation with its handler; the types come from the catalogue entry. */
export function handle<O extends LegacyOperation>(operation: O, fn: Handler<O>): RegisteredHandler {
  // The protocol layer parsed `params` with `operation.params` before calling run.
  return { operation, run: async (params, ctx) => fn(params as ParamsOf<O>, ctx) };
}

/**
 * A refusal that is not an answer of the legacy protocol (the real service would send something
 * the catalogue does not describe): the stand-in answers `status` with a plain-text `message`.
 */
export class StandinError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
