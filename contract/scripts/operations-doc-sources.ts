import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LegacyOperation } from '../src/legacy/define.ts';

// Where the operations table learns which operations the stand-in implements and which the
// WireMock mappings recorded. Both read what exists today and answer "none" for what does not.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Catalogue keys out of whatever shape `implementedOperations` has: a list or set of keys or of
 * operations, a map or record keyed by key, or a function returning one of those.
 */
export function keysOf(value: unknown): Set<string> {
  if (typeof value === 'function') return keysOf(Reflect.apply(value, undefined, []));
  const keys = new Set<string>();
  const add = (item: unknown) => {
    if (typeof item === 'string') keys.add(item);
    else if (isObject(item) && typeof item.key === 'string') keys.add(item.key);
  };
  if (value instanceof Map) for (const key of value.keys()) add(key);
  else if (Array.isArray(value) || value instanceof Set) for (const item of value) add(item);
  else if (isObject(value)) for (const key of Object.keys(value)) keys.add(key);
  return keys;
}

/** The stand-in's implemented operations, or none while `mocks/src/legacy/index.ts` does not exist. */
export async function loadImplementedOperations(root: string): Promise<Set<string>> {
  const file = join(root, 'mocks/src/legacy/index.ts');
  if (!existsSync(file)) return new Set();
  // A computed specifier: the contract's type check must not follow into the mocks workspace.
  const mod: unknown = await import(pathToFileURL(file).href);
  const implemented = isObject(mod) ? mod.implementedOperations : undefined;
  // A missing export would quietly say the stand-in implements nothing.
  if (implemented === undefined) throw new Error(`${file} no longer exports implementedOperations`);
  return keysOf(implemented);
}

/** Every mapping of `mocks/wiremock/mappings/*.json` (a file holds one mapping or `{mappings: []}`). */
export function loadMappings(root: string): unknown[] {
  const dir = join(root, 'mocks/wiremock/mappings');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const parsed: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      return isObject(parsed) && Array.isArray(parsed.mappings) ? parsed.mappings : [parsed];
    });
}

interface MappedRequest {
  method: string | null;
  /** Literal path, or a regular expression over the path. */
  path: string | RegExp | null;
  params: Map<string, string>;
}

const equalTo = (matcher: unknown): string | null =>
  isObject(matcher) && typeof matcher.equalTo === 'string' ? matcher.equalTo : null;

function readRequest(mapping: unknown): MappedRequest | null {
  if (!isObject(mapping) || !isObject(mapping.request)) return null;
  const request = mapping.request;
  const params = new Map<string, string>();
  let path: string | RegExp | null = null;
  const literal = request.urlPath ?? request.urlPathTemplate ?? request.url;
  if (typeof literal === 'string') {
    const [pathPart = '', query = ''] = literal.split('?', 2);
    path = pathPart;
    for (const [k, v] of new URLSearchParams(query)) params.set(k, v);
  } else {
    const pattern = request.urlPathPattern ?? request.urlPattern;
    if (typeof pattern === 'string') path = new RegExp(pattern.split('\\?')[0] ?? pattern);
  }
  for (const group of [request.queryParameters, request.formParameters]) {
    if (!isObject(group)) continue;
    for (const [name, matcher] of Object.entries(group)) {
      const value = equalTo(matcher);
      if (value !== null) params.set(name, value);
    }
  }
  // Recorded form bodies may stay as a body pattern: `q=OP&subquery=...`.
  if (Array.isArray(request.bodyPatterns)) {
    for (const pattern of request.bodyPatterns) {
      const body = isObject(pattern) ? (pattern.equalTo ?? pattern.contains) : undefined;
      if (typeof body !== 'string') continue;
      // A multipart part the recorder kept: `name="subQuery"\r\n\r\nCONFIRM_CODE\r\n`.
      const part = /name="([^"]+)"\r\n\r\n([^\r\n]*)\r\n/.exec(body);
      if (part?.[1] && part[2] !== undefined) {
        if (!params.has(part[1])) params.set(part[1], part[2]);
      } else if (body.includes('=') && !body.trim().startsWith('{') && !body.includes('name="')) {
        for (const [k, v] of new URLSearchParams(body)) if (!params.has(k)) params.set(k, v);
      }
    }
  }
  const method = typeof request.method === 'string' && request.method !== 'ANY' ? request.method : null;
  return { method, path, params };
}

const pathMatches = (mapped: MappedRequest['path'], opPath: string): boolean => {
  const wanted = `/${opPath.replace(/^\//, '')}`;
  if (mapped === null) return true;
  if (mapped instanceof RegExp) return mapped.test(wanted);
  return `/${mapped.replace(/^\//, '')}`.endsWith(wanted);
};

/**
 * Catalogue keys recorded by the mappings: the op parameter names the operation (or the url path
 * ends with a script's path), the method agrees, and a subquery variant needs its subquery value.
 */
export function recordedOperations(
  mappings: readonly unknown[],
  operations: readonly LegacyOperation[],
  opParam = 'q',
): Set<string> {
  const recorded = new Set<string>();
  for (const mapping of mappings) {
    const request = readRequest(mapping);
    if (!request) continue;
    const candidates = operations.filter(
      (o) =>
        (o.op === null ? !request.params.has(opParam) : request.params.get(opParam) === o.op) &&
        pathMatches(request.path, o.path) &&
        (request.method === null || request.method === o.method),
    );
    const variants = candidates.filter(
      (o) => o.subquery && request.params.get(o.subquery.param) === o.subquery.value,
    );
    const chosen = variants.length > 0 ? variants : candidates.filter((o) => !o.subquery);
    for (const o of chosen) recorded.add(o.key);
  }
  return recorded;
}
