// How a legacy call travels, apart from what it says: the client (client.ts) encodes the request
// (path, query, form or multipart body, cookies) and decodes the answer; a transport only carries
// them. In Node an undici pool (pool-transport.ts); in mock mode the stand-in, in memory.

/** A form or multipart body as the client encoded it. */
export type WireBody =
  | { readonly type: 'form'; readonly text: string }
  | {
      readonly type: 'multipart';
      readonly fields: readonly (readonly [string, string])[];
      readonly files: readonly { readonly field: string; readonly file: Blob; readonly name: string }[];
    };

/** One request to the legacy, encoded. */
export interface WireRequest {
  /** The catalogue key, for errors and logs. */
  readonly operation: string;
  readonly method: 'GET' | 'POST';
  /** The script's path, resolved against the base URL (e.g. `/webservices.php`). */
  readonly path: string;
  /** The encoded query string, without `?` (empty when none). */
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: WireBody | undefined;
  readonly timeoutMs: number;
}

/** The legacy's answer: status, the cookies it set, and the body as text. */
export interface WireAnswer {
  readonly status: number;
  readonly setCookies: readonly string[];
  readonly text: string;
}

/** An image the legacy serves. */
export interface LegacyAsset {
  readonly contentType: string;
  readonly body: Buffer;
}

export interface LegacyTransport {
  /** Sends one request; a failure to reach the legacy or to read its answer is a LegacyError. */
  send(request: WireRequest): Promise<WireAnswer>;
  /** An image at `path`: null when there is none or it is not an image. */
  asset(path: string, requestId: string): Promise<LegacyAsset | null>;
  close(): Promise<void>;
}
