import type { FastifyInstance } from 'fastify';
import { chaosSchema } from './chaos.ts';
import { implementedOperations } from './handlers/index.ts';
import { outboxHtml } from './outbox.ts';
import type { Standin } from './store.ts';

// The stand-in's own routes for tests and people: outbox, reset, chaos, health.

export function registerAdmin(app: FastifyInstance, standin: Standin): void {
  app.get('/__standin/health', () => ({
    status: 'ok',
    now: standin.now().toISOString(),
    operations: implementedOperations().length,
    chaos: standin.chaos.current,
  }));

  app.get<{ Querystring: { to?: string } }>('/__standin/outbox', (request) =>
    standin.outbox.list(request.query.to),
  );

  app.get<{ Querystring: { to?: string } }>('/__standin/outbox.html', (request, reply) =>
    reply.type('text/html; charset=utf-8').send(outboxHtml(standin.outbox.list(request.query.to))),
  );

  app.post('/__standin/reset', (_request, reply) => {
    standin.reset();
    return reply.code(204).send();
  });

  app.get('/__standin/chaos', () => standin.chaos.current);

  app.post('/__standin/chaos', (request, reply) => {
    const parsed = chaosSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('Expected JSON {mode: latency|reset|500|php-warning|garbage|off, ms?}\n');
    }
    standin.chaos.set(parsed.data);
    return parsed.data;
  });
}
