import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../src/lib/serializer.ts';

/** A one-route app answering `answer` under a response schema, with the BFF's serializer. */
async function answering(answer: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get(
    '/x',
    { schema: { response: { 200: z.object({ id: z.string(), count: z.number().int() }) } } },
    () => answer,
  );
  await app.ready();
  return app;
}

describe("the BFF's answer serializer", () => {
  it('writes the schema’s fields, in its order, and nothing the schema does not name', async () => {
    const app = await answering({ count: 2, id: '7', secret: 'not for the browser' });
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":"7","count":2}');
  });

  it('fails an answer that drifts from the contract under test, rather than coercing it', async () => {
    const app = await answering({ id: '7', count: '2' });
    expect((await app.inject('/x')).statusCode).toBe(500);
  });
});
