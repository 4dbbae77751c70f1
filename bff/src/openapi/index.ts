import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { sessionCookieName } from '../plugins/session.ts';
import { addIntegerFormats } from './integers.ts';
import { operationOf, tagNames } from './operations.ts';
import { problemResponse, problemSchema, problemStatuses } from './problems.ts';
import { RATE_LIMIT_HEADERS, RETRY_AFTER } from './rate-limit.ts';

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
  return {
    ...result,
    schema: {
      ...schema,
      operationId,
      tags: [tag],
      // Public endpoints still read the cookie when there is one (a pending registration or
      // recovery, the organiser's own search results), so it is optional there.
      security: endpoint.access === 'public' ? [{}, { session: [] }] : [{ session: [] }],
      response: responses,
    },
  };
}

/** The OpenAPI document at /api/docs (JSON at /api/docs/json), generated from the contract. */
export default fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ticketing marketplace BFF', version: '0.1.0', description: DESCRIPTION },
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
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
