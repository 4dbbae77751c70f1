import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { LegacyError } from '../legacy/errors.ts';
import { HttpProblem, problem, TOO_MANY_ATTEMPTS } from '../lib/problem.ts';
import { clearSession } from './session.ts';

const CLIENT_ERRORS: Record<number, string> = {
  400: 'The request is not valid.',
  404: 'Nothing is here.',
  405: 'This method is not allowed here.',
  406: 'This answer cannot be given in the format asked for.',
  408: 'The request took too long to arrive.',
  411: 'The request must say how long its body is.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'This type of content is not accepted.',
  431: 'The request headers are too large.',
};

/** One error handler: every failure becomes RFC 9457 problem JSON; 5xx internals stay in the log. */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    let body = problem(500, 'Something went wrong', 'Something went wrong on our side. Please try again.');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(request)';
        errors[field] ??= v.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'The request is not valid.';
      body = problem(400, 'Invalid request', first, errors);
    } else if (error instanceof HttpProblem) {
      body = error.problem;
    } else if (error instanceof LegacyError) {
      body = problem(error.status, error.title, error.message);
      // The legacy's login has ended: the BFF's session ends with it.
      if (error.status === 401) clearSession(req);
      req.log.warn({ op: error.operation, status: error.status }, error.title);
    } else if (error.statusCode === 429) {
      body = problem(429, 'Too many attempts', TOO_MANY_ATTEMPTS);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // The framework's own messages can quote the request (a content type, a header): a fixed
      // sentence per status instead, so nothing a client sent is echoed back.
      body = problem(
        error.statusCode,
        'Invalid request',
        CLIENT_ERRORS[error.statusCode] ?? CLIENT_ERRORS[400] ?? '',
      );
    } else if (isResponseSerializationError(error)) {
      req.log.error(
        { err: error, issues: error.cause.issues.slice(0, 5) },
        'answer does not match the contract',
      );
    } else {
      req.log.error({ err: error }, 'unhandled error');
    }
    reply.code(body.status).type('application/problem+json').send(body);
  });
});
