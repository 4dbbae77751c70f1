import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { sessionCookieName } from '../plugins/session.ts';
import { componentRegistry } from './components.ts';
import { addIntegerFormats } from './integers.ts';
import { MULTIPART_BODIES } from './multipart.ts';
import { operationOf, tagNames } from './operations.ts';
import { problemResponse, problemSchema, problemStatuses } from './problems.ts';
import { RATE_LIMIT_HEADERS, RETRY_AFTER } from './rate-limit.ts';

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: componentRegistry });
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

const DESCRIPTION = `The API the SPA calls. Every error is an RFC 9457 problem (\`application/problem+json\`).
Writes (POST, PUT, PATCH, DELETE) must come from the site itself: a \`Sec-Fetch-Site: same-origin\`
header, or an \`Origin\` of the site; form and multipart posts also carry \`X-Requested-With\`.`;

/** Route-level limits of @fastify/rate-limit (`config.rateLimit`): these routes send its headers. */
const isRateLimited = (route: RouteOptions) =>
  typeof route.config === 'object' && route.config !== null && 'rateLimit' in route.config;

/** Names, tags, security and problem answers of one contract route, from the contract itself. */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const { route } = input;
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const operation = operationOf(String(method), input.url);
  if (!operation) return result;
  const { operationId, tag, endpoint } = operation;
  const schema = result.schema as JsonSchema;
  const limited = isRateLimited(route);
  const responses = { ...(schema.response as Record<string, JsonSchema>) };
  if (limited) {
    for (const [status, answer] of Object.entries(responses))
      responses[status] = { ...answer, headers: RATE_LIMIT_HEADERS };
  }
  for (const status of problemStatuses(operationId, endpoint, limited)) {
    const headers =
      status === 429
        ? { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER }
        : limited && status < 500
          ? RATE_LIMIT_HEADERS
          : undefined;
    responses[status] = problemResponse(status, headers);
  }
  addIntegerFormats(schema);
  // Uploads: the fields and file parts the route's reader takes (the contract has no zod body).
  const multipart = MULTIPART_BODIES[operationId];
  return {
    ...result,
    schema: {
      ...schema,
      ...(multipart ? { body: multipart, consumes: ['multipart/form-data'] } : {}),
      operationId,
      tags: [tag],
      // Public endpoints still read the cookie when there is one (a pending registration or
      // recovery, the organiser's own search results), so it is optional there.
      security: endpoint.access === 'public' ? [{}, { session: [] }] : [{ session: [] }],
      response: responses,
    },
  };
}

/** The document's server: public (x-internal false), named by its environment. */
const serverOf = (publicUrl: string) =>
  publicUrl.startsWith('https:')
    ? {
        url: new URL(publicUrl).origin,
        description: 'This site (production: PUBLIC_URL)',
        'x-internal': false,
      }
    : { url: '/', description: 'This site (local: the origin serving this document)', 'x-internal': false };

const componentObject = createJsonSchemaTransformObject({ schemaRegistry: componentRegistry });

/**
 * The document with its named objects: integer formats added as on every route, and only the
 * components something refers to (the transform writes an `…Input` twin of every named schema,
 * used only where a request body takes one).
 */
function withComponents(document: JsonSchema): JsonSchema {
  const components = (document.components ?? {}) as { schemas?: Record<string, JsonSchema> };
  const schemas = { ...(components.schemas ?? {}) };
  addIntegerFormats(schemas);
  const used = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  const refersTo = (name: string, seen = new Set<string>()): boolean => {
    if (used.includes(`"#/components/schemas/${name}"`)) return true;
    seen.add(name);
    return Object.entries(schemas).some(
      ([other, schema]) =>
        !seen.has(other) &&
        JSON.stringify(schema).includes(`"#/components/schemas/${name}"`) &&
        refersTo(other, seen),
    );
  };
  for (const name of Object.keys(schemas))
    if (name.endsWith('Input') && !refersTo(name)) delete schemas[name];
  return { ...document, components: { ...components, schemas } };
}

/** The OpenAPI document at /api/docs (JSON at /api/docs/json), generated from the contract. */
export default fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ticketing marketplace BFF', version: '0.1.0', description: DESCRIPTION },
      // Paths start with /api: the server is the site's origin, PUBLIC_URL when it is https (a
      // deployment), else the origin the document is read from (local development and tests).
      servers: [serverOf(opts.config.PUBLIC_URL)],
      tags: tagNames.map((name) => ({ name })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(opts.config),
            description: 'The sealed session cookie the BFF sets at login (HttpOnly)',
          },
        },
        schemas: { Problem: problemSchema },
      },
    },
    transform,
    // The named objects (components.ts) into components.schemas, beside Problem.
    transformObject: (input) => withComponents(componentObject(input) as JsonSchema),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
