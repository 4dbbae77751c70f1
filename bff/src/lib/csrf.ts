import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { HttpProblem, problem } from './problem.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Unsafe methods must come from our own pages: a same-origin Sec-Fetch-Site, or (when a browser
 * does not send it) a same-origin Origin. Form and multipart posts also need a custom header,
 * which a cross-site HTML form cannot add.
 */
export function csrfGuard(config: Config): onRequestHookHandler {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const check = (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    // Only these answers depend on where the request came from: a page, a file or a read does
    // not (a Vary on them would split every cache of the site's files by Sec-Fetch-Site).
    reply.header('vary', 'Origin, Sec-Fetch-Site');
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const sameOrigin =
      site !== undefined
        ? site === 'same-origin'
        : origin !== undefined && (origin === publicOrigin || origin === `${req.protocol}://${req.host}`);
    if (!sameOrigin) {
      throw new HttpProblem(
        problem(
          403,
          'Cross-site request refused',
          'This request did not come from the site itself and was refused.',
        ),
      );
    }
    const type = req.headers['content-type'] ?? '';
    if (
      (type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded')) &&
      req.headers['x-requested-with'] === undefined
    ) {
      throw new HttpProblem(
        problem(403, 'Missing request header', 'Form posts must carry the X-Requested-With header.'),
      );
    }
  };
  // A callback hook, not an async one: no promise and microtask per request.
  return (req, reply, done) => {
    try {
      check(req, reply);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };
}
