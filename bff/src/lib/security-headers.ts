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
 * What helmet does to a response, recorded once: it sets the same headers on every answer (no
 * directive here depends on the request), so they are replayed from a list instead of running
 * its fourteen middlewares per request.
 */
export function recordedHelmet(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let error: unknown = null;
  helmet(options)({} as never, res as never, (e?: unknown) => {
    error = e ?? null;
  });
  if (error) throw error;
  return { set, removed };
}

/**
 * The security headers and the request id, as an onRequest hook: helmet's headers recorded once
 * (above), and set on each answer. (@fastify/helmet builds the middleware again on every request,
 * CSP directives parsed each time: a few per cent of the BFF's CPU on a small read.) They go
 * into Fastify's own headers of the reply, not onto the raw response: with no header on the raw
 * response, Node writes Fastify's headers as they are instead of setting and checking each one
 * again (`writeHead`'s slow path).
 */
export function securityHeaders(config: Config): onRequestHookHandler {
  const { set, removed } = recordedHelmet(helmetOptions(config));
  const names = set.map(([name]) => name.toLowerCase());
  const values = set.map(([, value]) => value);
  return (req, reply, done) => {
    for (const name of removed) reply.removeHeader(name);
    for (let i = 0; i < names.length; i++) reply.header(names[i] as string, values[i]);
    reply.header('x-request-id', req.id);
    done();
  };
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
