import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { problem } from './problem.ts';

/** The security headers of every answer: a CSP fit for the SPA and the payment providers. */
export const helmetOptions = (config: Config): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The card provider's page receives a posted form; Ozow's is a plain redirect.
      formAction: ["'self'", new URL(config.payfastUrl).origin, new URL(config.ozowUrl).origin],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: config.secureCookies ? [] : null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Our own pages see where the visitor came from (login returns there after a full page load);
  // no other site ever gets a referrer from us.
  referrerPolicy: { policy: 'same-origin' },
});

/**
 * The security headers, as an onRequest hook: helmet's middleware built once. (@fastify/helmet
 * builds the middleware again on every request, CSP directives parsed each time: a few per cent
 * of the BFF's CPU on a small read.)
 */
export function securityHeaders(config: Config): onRequestHookHandler {
  const secure = helmet(helmetOptions(config));
  // helmet 8 throws its errors and calls `next` with no argument.
  return (req, reply, done) => secure(req.raw, reply.raw, done as () => void);
}

/**
 * Fastify answers some requests before any hook runs (a URL it cannot decode): those get the
 * same headers, the request id and a problem JSON that echoes nothing of the request.
 */
export function frameworkErrors(config: Config) {
  const secure = helmet(helmetOptions(config));
  return (_error: Error, req: FastifyRequest, reply: FastifyReply) => {
    secure(req.raw, reply.raw, () => {
      const body = problem(400, 'Invalid request', 'This address is not valid.');
      reply.header('x-request-id', req.id).code(400).type('application/problem+json').send(body);
    });
  };
}
