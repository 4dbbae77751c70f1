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
 * The headers of the API's answers (/api/...), after OWASP's REST Security Cheat Sheet: the ones
 * that protect a JSON (or file) answer, and no more. The page's headers (helmet's, above) are
 * about documents: what a page may load, how it is isolated, its referrers, prefetching; an answer
 * read by fetch() uses none of them. An API answer instead loads nothing and frames nothing
 * (`default-src 'none'`, stricter than the page's policy), is never sniffed as HTML, is never
 * framed, is read by our own origin only (CORP) and is not stored by any cache (`no-store`; the
 * routes that may be cached, posters and model pictures, set their own). HSTS as the page's.
 */
export function apiHeaders(page: readonly (readonly [string, string])[]): [string, string][] {
  const hsts = page.find(([name]) => name.toLowerCase() === 'strict-transport-security');
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['cache-control', 'no-store'],
    ...(hsts ? [['strict-transport-security', hsts[1]] as [string, string]] : []),
  ];
}

/** Which headers an answer to this URL carries: the API's for /api/..., the page's otherwise. */
export function headersFor(config: Config) {
  const { set, removed } = recordedHelmet(helmetOptions(config));
  const page = set.map(([name, value]) => [name.toLowerCase(), value] as [string, string]);
  const api = apiHeaders(page);
  return { removed, headers: (url: string) => (url.startsWith('/api/') ? api : page) };
}

/**
 * The security headers and the request id, as an onRequest hook: helmet's headers recorded once
 * (above) for pages and files, the short API set for /api answers. They go into Fastify's own
 * headers of the reply, not onto the raw response: with no header on the raw response, Node
 * writes Fastify's headers as they are instead of setting and checking each one again
 * (`writeHead`'s slow path). (@fastify/helmet builds the middleware again on every request, CSP
 * directives parsed each time: a few per cent of the BFF's CPU on a small read.)
 */
export function securityHeaders(config: Config): onRequestHookHandler {
  const { removed, headers } = headersFor(config);
  return (req, reply, done) => {
    for (const name of removed) reply.removeHeader(name);
    const list = headers(req.url);
    for (let i = 0; i < list.length; i++) {
      const header = list[i] as [string, string];
      reply.header(header[0], header[1]);
    }
    reply.header('x-request-id', req.id);
    done();
  };
}

/**
 * Fastify answers some requests before any hook runs (a URL it cannot decode): those get the
 * same headers as any answer to their URL, the request id and a problem JSON that echoes nothing
 * of the request.
 */
export function frameworkErrors(config: Config) {
  const { headers } = headersFor(config);
  return (_error: Error, req: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of headers(req.url ?? '/')) reply.header(name, value);
    const body = problem(400, 'Invalid request', 'This address is not valid.');
    reply.header('x-request-id', req.id).code(400).type('application/problem+json').send(body);
  };
}
