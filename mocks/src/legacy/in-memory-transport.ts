import type { LegacyAsset, LegacyTransport, WireAnswer, WireRequest } from '@tix/bff/legacy/transport';
import type { Fields, UploadedFile } from './request.ts';
import type { Standin } from './store.ts';
import { answerWire, type ProtocolOptions } from './wire.ts';

// The BFF's legacy client, answered by the stand-in in memory (mock mode): the client's encoded
// request (script path, query, form or multipart body, cookies) is decoded as PHP would and
// answered by answerWire, the same function behind the stand-in's HTTP server. No network.

const RICH: ProtocolOptions = { strict: true, opParam: 'q', profile: 'rich' };

const fieldsOf = (params: URLSearchParams): Fields => Object.fromEntries(params);

export class InMemoryTransport implements LegacyTransport {
  /** `standin` is read on each call: the world can be replaced (a reset, a restored visit). */
  constructor(
    private readonly standin: () => Standin,
    private readonly options: ProtocolOptions = RICH,
  ) {}

  async send(request: WireRequest): Promise<WireAnswer> {
    const fields: Fields = {};
    const files: Record<string, UploadedFile> = {};
    let encoding = 'none';
    if (request.body?.type === 'form') {
      encoding = 'form';
      Object.assign(fields, fieldsOf(new URLSearchParams(request.body.text)));
    } else if (request.body?.type === 'multipart') {
      encoding = 'multipart';
      for (const [name, value] of request.body.fields) fields[name] = value;
      for (const { field, file, name } of request.body.files)
        files[field] = {
          filename: name,
          mimetype: file.type,
          data: new Uint8Array(await file.arrayBuffer()),
        };
    }
    const answer = await answerWire(
      this.standin(),
      {
        method: request.method,
        path: request.path,
        query: fieldsOf(new URLSearchParams(request.query)),
        encoding,
        fields,
        files,
        cookie: request.headers.cookie,
      },
      this.options,
    );
    return { status: answer.status, setCookies: answer.setCookies, text: answer.body };
  }

  /** Images are mock mode's adapter's to serve (msw/adapter.ts); the BFF's flyer goes without. */
  async asset(): Promise<LegacyAsset | null> {
    return null;
  }

  async close(): Promise<void> {}
}
