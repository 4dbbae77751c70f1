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
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let schema: Record<string, unknown>;
  try {
    schema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'openapi-3.0' });
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(schema);
};
