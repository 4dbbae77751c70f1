import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactAnswerSerializerCompiler, serializerCompiler } from '../src/lib/serializer.ts';

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

  it('picks a union’s branch as zod does, leaving out the keys the branch does not name', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const session = z.discriminatedUnion('loggedIn', [
      z.object({ loggedIn: z.literal(false) }),
      z.object({ loggedIn: z.literal(true), accountId: z.string() }),
    ]);
    // A booster's session user carries its organiser as well: not part of the answer.
    app.get('/s', { schema: { response: { 200: session } } }, () => ({
      loggedIn: true,
      accountId: '401',
      businessId: '201',
    }));
    await app.ready();
    const res = await app.inject('/s');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"loggedIn":true,"accountId":"401"}');
  });
});

describe('the serializer of answers built exactly to their schema', () => {
  const schema = z.object({ id: z.string(), count: z.number().int(), note: z.string().nullable() });
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };

  it('writes the bytes the schema’s serializer writes', () => {
    const answer = { id: 'a "quoted" \\ id\u2028', count: 2, note: null };
    expect(exactAnswerSerializerCompiler(route)(answer)).toBe(serializerCompiler(route)(answer));
  });

  it('fails under test an answer with a field the schema does not name, or out of its order', () => {
    const write = exactAnswerSerializerCompiler(route);
    expect(() => write({ id: '7', count: 2, note: null, secret: 'x' })).toThrow(/not exactly its schema/);
    expect(() => write({ count: 2, id: '7', note: null })).toThrow(/not exactly its schema/);
    expect(() => write({ id: '7', count: 2 })).toThrow();
  });
});
