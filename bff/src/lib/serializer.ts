import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The answers' serializer. A handler's answer is the BFF's own normalised value, typed by the
 * contract at compile time: each route's response schema (zod) is turned into JSON Schema once,
 * at start-up, and compiled by fast-json-stringify (Fastify's own serializer), which writes only
 * the schema's properties, in its order, without checking every value of every answer as zod's
 * serializer did (a large share of the BFF's CPU per read). A schema JSON Schema cannot express
 * (a custom type: the PDF download) keeps zod's checking serializer. OpenAPI 3.0's `nullable`
 * rather than draft-07's `anyOf` with null: fast-json-stringify writes a nullable field
 * directly, where an `anyOf` makes it run a validator to pick the branch.
 */
/** Test runs (Vitest sets NODE_ENV=test) check every answer against the contract as well. */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';

/**
 * The schema without `additionalProperties: false`. zod's objects strip keys they do not name,
 * and fast-json-stringify writes only the properties a schema names anyway; but in a union it
 * picks the branch by validating the value, and a closed object refuses a value with one key
 * more (a booster's session carries its organiser) where zod would have stripped it.
 */
export function openObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = openObjects(value);
  }
  return out;
}

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let schema: Record<string, unknown>;
  try {
    schema = openObjects(
      z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'openapi-3.0' }),
    ) as Record<string, unknown>;
  } catch {
    return zodSerializerCompiler(route);
  }
  const fast = fastJson(schema);
  if (!CHECK_ANSWERS) return fast;
  // Under test, every answer is also checked against the contract (zod), so a handler drifting
  // from its schema fails its tests instead of being coerced silently in production.
  const checked = zodSerializerCompiler(route);
  return (data) => {
    checked(data);
    return fast(data);
  };
};

/**
 * The serializer of a route whose handler builds its answer with exactly the response schema's
 * fields, in its order, of its types (a normaliser writing each field by name): V8's own
 * JSON.stringify writes the same bytes as the schema's serializer, several times cheaper on a
 * list of many short strings (fast-json-stringify escapes each string in JavaScript). The schema
 * still validates nothing in production either way; it stays the route's documented answer.
 * Under test every answer is checked against the contract (zod) and its bytes against the
 * schema serializer's, so a field the handler adds, drops or reorders fails the route's tests.
 */
export const exactAnswerSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  if (!CHECK_ANSWERS) return (data) => JSON.stringify(data);
  const bySchema = serializerCompiler(route);
  return (data) => {
    const expected = bySchema(data);
    const written = JSON.stringify(data);
    if (written !== expected) {
      throw new Error(
        `${route.method} ${route.url}: the answer is not exactly its schema's (written ${written}, schema ${expected})`,
      );
    }
    return written;
  };
};
