import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { preparingHtml } from './src/app/mock-mode/preparing.ts';

// Mock mode (`vite --mode mock`, and `vite preview` of the mock build) has no server behind it:
// MSW's worker answers every `/api` call in the browser. These pieces make that visible.

/** Where the dev server lists the `/api` calls that reached it (the dev-server walk reads it). */
export const ESCAPED_PATH = '/__mock-mode/escaped';

/** The status a request gets when it reached the dev server: no real server answers with it. */
export const ESCAPED_STATUS = 599;
export const ESCAPED_TITLE = 'Escaped mock mode';

/**
 * An `/api` call that reached the server escaped the worker: it is answered 599 with a problem
 * naming it, logged in the terminal, and listed at ESCAPED_PATH, instead of the SPA's index.html
 * (a 200 the app would misread) or a proxy error.
 */
function refuseApi(escaped: string[], log: (message: string) => void): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse) => {
    const what = `${req.method ?? 'GET'} /api${req.url ?? ''}`;
    escaped.push(what);
    log(`[mock mode] ${what} reached the dev server: the service worker did not answer it.`);
    res.statusCode = ESCAPED_STATUS;
    res.setHeader('content-type', 'application/problem+json');
    res.end(
      JSON.stringify({
        type: 'about:blank',
        title: ESCAPED_TITLE,
        status: ESCAPED_STATUS,
        detail: `${what} left the browser: in mock mode the service worker answers every /api call.`,
      }),
    );
  };
}

/**
 * A payment provider's page is a full navigation, often a posted form (PayFast's), which MSW's
 * worker never sees: the form's fields come back as a GET of the same address, which the app
 * answers in the browser with the stand-in's provider over the mock world (src/app/mock-mode/
 * provider-page.ts). Nothing is answered here but the redirect.
 */
function providerFormAsGet(): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const fields = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      res.statusCode = 303;
      res.setHeader('location', `/__pay${(req.url ?? '').split('?')[0]}?${fields.toString()}`);
      res.end();
    });
  };
}

function listEscaped(escaped: string[]): Connect.NextHandleFunction {
  return (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify(escaped));
  };
}

/** Mock mode's server side: the preparing status in index.html, and no `/api` answered by a server. */
export function mockModeServer(): Plugin {
  const escaped: string[] = [];
  const install = (middlewares: Connect.Server, log: (message: string) => void) => {
    middlewares.use('/api', refuseApi(escaped, log));
    middlewares.use(ESCAPED_PATH, listEscaped(escaped));
    middlewares.use('/__pay', providerFormAsGet());
  };
  return {
    name: 'tix-mock-mode-server',
    configureServer(server) {
      install(server.middlewares, (m) => server.config.logger.error(m, { timestamp: true }));
    },
    configurePreviewServer(server) {
      install(server.middlewares, (m) => server.config.logger.error(m, { timestamp: true }));
    },
    transformIndexHtml(html) {
      return html.replace('<div id="root"></div>', `<div id="root">${preparingHtml()}</div>`);
    },
  };
}
