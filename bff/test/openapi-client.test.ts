import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffFor } from './helpers.ts';

// A client generator can use /api/docs/json: openapi-typescript (7.13, pinned) writes the types,
// and a file of openapi-fetch calls, one per endpoint of the document (its path and method must
// exist in the generated types) plus typed uploads with their fields and file parts, compiles
// with tsc. Files are written under node_modules/.cache so openapi-fetch resolves.

const repo = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const dir = join(repo, 'node_modules/.cache', `openapi-client-${process.pid}`);

let app: FastifyInstance;
let doc: {
  servers?: { url: string }[];
  paths: Record<
    string,
    Record<string, { operationId?: string; requestBody?: { content: Record<string, unknown> } }>
  >;
  components: { schemas: Record<string, unknown> };
};

beforeAll(async () => {
  app = await bffFor('http://127.0.0.1:9/');
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  doc = response.json();
  await mkdir(dir, { recursive: true });
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('a client generated from the OpenAPI document', () => {
  it('has a server, named objects and multipart bodies with their file parts', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    for (const name of ['Event', 'Ticket', 'TicketType', 'Transaction', 'Session', 'Problem', 'Profile'])
      expect(doc.components.schemas, name).toHaveProperty(name);
    const multipart = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.requestBody?.content['multipart/form-data'])
      .map((op) => op.operationId)
      .sort();
    expect(multipart).toEqual([
      'addModel',
      'createMessage',
      'editModel',
      'submitBankTransfer',
      'uploadPoster',
      'uploadRecipients',
    ]);
  });

  it('compiles a typed call to every endpoint, uploads included', async () => {
    const ast = await openapiTS(doc as never, {
      // A file part is a Blob in the client (openapi-typescript's documented transform).
      transform: (schema) =>
        schema.format === 'binary'
          ? ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'))
          : undefined,
    });
    await writeFile(join(dir, 'api.d.ts'), astToString(ast));
    const calls: string[] = [];
    let count = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        if (!ops[method]) continue;
        count++;
        const M = method.toUpperCase();
        calls.push(
          `  await client.${M}(${JSON.stringify(path)}, any<FetchOptions<paths[${JSON.stringify(path)}]['${method}']>>());`,
        );
      }
    }
    const form = `bodySerializer: (body: Record<string, unknown>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(body)) if (v !== undefined) data.append(k, v instanceof Blob ? v : String(v));
      return data;
    }`;
    const source = `import createClient, { type FetchOptions } from 'openapi-fetch';
import type { components, paths } from './api';

declare function any<T>(): T;
const client = createClient<paths>({ baseUrl: 'https://tickets.example.co.za' });
const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

export async function everyEndpoint(): Promise<void> {
${calls.join('\n')}
}

export async function typedCalls(): Promise<void> {
  const events = await client.GET('/api/events', {});
  const first: components['schemas']['Event'] | undefined = events.data?.[0];
  void first;
  const session: components['schemas']['Session'] | undefined = (await client.GET('/api/session')).data;
  void session;
  await client.POST('/api/organiser/events/{eventId}/poster', {
    params: { path: { eventId: '1' } },
    body: { file },
    ${form},
  });
  await client.POST('/api/organiser/marketing/recipients', { body: { type: 'sms', file }, ${form} });
  await client.POST('/api/organiser/marketing/messages', {
    body: { audience: 'DATABASE', type: 'email', text: 'Hello', subject: 'News', file },
    ${form},
  });
  await client.POST('/api/organiser/events/{eventId}/models', {
    params: { path: { eventId: '1' } },
    body: { file, name: 'Ann', age: '21', gender: 'female', bio: 'Sings' },
    ${form},
  });
  await client.POST('/api/organiser/models/{modelId}', {
    params: { path: { modelId: '1' } },
    body: { name: 'Ann', age: '21', gender: 'female', bio: 'Sings' },
    ${form},
  });
  await client.POST('/api/purchases/bank-transfer', {
    body: { eventId: '1', ticketId: '2', quantity: '1', fullName: 'A B', email: 'a@b.co.za', phone: '0710000001', proof: file },
    ${form},
  });
}
`;
    await writeFile(join(dir, 'calls.ts'), source);
    expect(count).toBeGreaterThan(100);
    const tsc = join(repo, 'node_modules/typescript/bin/tsc');
    const args = [
      tsc,
      '--noEmit',
      '--strict',
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--lib',
      'es2022,dom',
      '--skipLibCheck',
      join(dir, 'calls.ts'),
    ];
    const result = await run(process.execPath, args, { cwd: dir }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe('');
  }, 120_000);
});
