import { Pool, FormData as UndiciFormData, errors as undiciErrors } from 'undici';
import type { Config } from '../config.ts';
import { badAnswer, LegacyError, timedOut, unavailable } from './errors.ts';
import type { LegacyAsset, LegacyTransport, WireAnswer, WireBody, WireRequest } from './transport.ts';

/** Maps undici's failures to the BFF's legacy errors. */
function transportError(operation: string, error: unknown): LegacyError {
  if (error instanceof LegacyError) return error;
  if (error instanceof undiciErrors.ResponseExceededMaxSizeError) return badAnswer(operation);
  const name = error instanceof Error ? error.name : '';
  if (
    name === 'TimeoutError' ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return timedOut(operation);
  }
  return unavailable(operation);
}

function bodyOf(body: WireBody | undefined): string | UndiciFormData | undefined {
  if (!body) return undefined;
  if (body.type === 'form') return body.text;
  const form = new UndiciFormData();
  for (const [k, v] of body.fields) form.set(k, v);
  for (const { field, file, name } of body.files) form.set(field, file, name);
  return form;
}

/** The legacy over HTTP: one undici pool of keep-alive connections to its origin. */
export class PoolTransport implements LegacyTransport {
  private readonly pool: Pool;

  constructor(
    origin: string,
    private readonly config: Config,
  ) {
    this.pool = new Pool(origin, {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      connect: { timeout: config.LEGACY_CONNECT_TIMEOUT_MS },
      headersTimeout: config.LEGACY_UPLOAD_DEADLINE_MS,
      bodyTimeout: config.LEGACY_UPLOAD_DEADLINE_MS,
      // A larger body fails the call (a bad answer): undici counts the bytes as they arrive.
      maxResponseSize: config.LEGACY_MAX_RESPONSE_BYTES,
    });
  }

  async send(request: WireRequest): Promise<WireAnswer> {
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.pool.request({
        method: request.method,
        path: request.query ? `${request.path}?${request.query}` : request.path,
        headers: request.headers,
        body: bodyOf(request.body),
        // undici's own timers (one per connection) rather than an AbortSignal.timeout per call:
        // no timer, signal and listener to allocate on every read of the hot path.
        headersTimeout: request.timeoutMs,
        bodyTimeout: request.timeoutMs,
      });
    } catch (error) {
      throw transportError(request.operation, error);
    }
    const setCookie = response.headers['set-cookie'];
    const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    try {
      // undici's own collector (no async iterator, promise and listeners per chunk).
      return { status: response.statusCode, setCookies, text: await response.body.text() };
    } catch (error) {
      throw transportError(request.operation, error);
    }
  }

  async asset(path: string, requestId: string): Promise<LegacyAsset | null> {
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.pool.request({
        method: 'GET',
        path,
        headers: { 'x-request-id': requestId },
        signal: AbortSignal.timeout(this.config.LEGACY_READ_DEADLINE_MS),
      });
    } catch (error) {
      throw transportError(path, error);
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (response.statusCode !== 200 || !contentType.startsWith('image/')) {
      await response.body.dump();
      if (response.statusCode >= 500) throw unavailable(path);
      return null;
    }
    try {
      const bytes = await response.body.bytes();
      return { contentType, body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    } catch (error) {
      throw transportError(path, error);
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
