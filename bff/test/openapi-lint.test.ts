import { Document, type RulesetDefinition, Spectral } from '@stoplight/spectral-core';
import owasp from '@stoplight/spectral-owasp-ruleset';
import { Json } from '@stoplight/spectral-parsers';
import { api, endpointList } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_PROBLEMS } from '../src/openapi/problems.ts';
import { bffFor, SAME_ORIGIN } from './helpers.ts';

// The OpenAPI document is linted with Spectral's OWASP ruleset and must have no errors. Two rules
// are off, each for a reason that is about the BFF, not about the document:
const ruleset: RulesetDefinition = {
  extends: [owasp],
  rules: {
    // Only the routes with their own limit (login, codes, recovery, registration, feedback,
    // buyer look-up) send X-RateLimit-* headers, and their operations declare them (checked below
    // against real answers). Other routes have no limit of their own, so declaring the headers
    // there would be false.
    'owasp:api4:2023-rate-limit': 'off',
    // The API is same-origin only (the SPA is served by the BFF, writes must come from the site
    // itself): it sends no Access-Control-Allow-Origin, so the document does not declare one.
    'owasp:api8:2023-define-cors-origin': 'off',
  },
};

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

let app: FastifyInstance;
let text: string;
let doc: OpenApi;
const operations: [string, string, Operation][] = [];

beforeAll(async () => {
  // The document needs no legacy service: nothing listens on port 9.
  app = await bffFor('http://127.0.0.1:9/');
  text = (await app.inject('/api/docs/json')).body;
  doc = JSON.parse(text) as OpenApi;
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(methods)) operations.push([method, path, operation]);
});
afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('has no errors under the OWASP ruleset', async () => {
    const spectral = new Spectral();
    spectral.setRuleset(ruleset);
    const results = await spectral.run(new Document(text, Json));
    const errors = results.filter((r) => r.severity === 0).map((r) => `${r.code} ${r.path.join('.')}`);
    expect(errors).toEqual([]);
  }, 30_000);

  it('names every contract endpoint once, tagged with its domain', () => {
    expect(operations).toHaveLength(endpointList.length);
    const ids = operations.map(([, , operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [method, path, operation] of operations) {
      const [tag] = operation.tags ?? [];
      const group: Record<string, { method: string; path: string }> = tag ? api[tag as keyof typeof api] : {};
      const endpoint = group[operation.operationId ?? ''];
      expect(endpoint, `${method} ${path}`).toBeDefined();
      expect(endpoint?.method.toLowerCase()).toBe(method);
      expect(endpoint?.path.replace(/:(\w+)/g, '{$1}')).toBe(path);
    }
  });

  it('lists handler-specific problems only under names the contract has', () => {
    const ids = operations.map(([, , operation]) => operation.operationId);
    expect(ids).toEqual(expect.arrayContaining(Object.keys(HANDLER_PROBLEMS)));
  });

  it('requires the session cookie where the endpoint is guarded, and says what a guest gets', () => {
    for (const endpoint of endpointList) {
      const operation = doc.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      const guarded = endpoint.access !== 'public';
      expect(operation?.security).toEqual(guarded ? [{ session: [] }] : [{}, { session: [] }]);
      expect(Object.hasOwn(operation?.responses ?? {}, '401')).toBe(guarded);
      expect(operation?.responses['500']?.content).toEqual({
        'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
      });
    }
  });

  it('declares rate-limit headers exactly on the operations whose answers carry them', async () => {
    const limited = operations.filter(([, , op]) => op.responses['200']?.headers?.['X-RateLimit-Limit']);
    expect(limited.map(([, , op]) => op.operationId)).toContain('login');
    for (const [method, path, operation] of operations) {
      if (method !== 'post' || path.includes('{')) continue;
      const res = await app.inject({ method: 'POST', url: path, headers: SAME_ORIGIN, payload: {} });
      const declared = limited.some(([, , op]) => op === operation);
      expect(res.headers['x-ratelimit-limit'] !== undefined, `${operation.operationId}`).toBe(declared);
    }
  });
});
