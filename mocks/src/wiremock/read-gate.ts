import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { legacy } from '@tix/contract';
import { operationOf } from './postprocess.ts';

// Between WireMock's recorder and a real legacy: forwards reads (and the logins that open the test
// accounts' sessions), and refuses every write unless writes were asked for, so recording a real
// service cannot change it by accident, whoever clicks what in capture mode. A refused call is
// answered 403 with REFUSED_HEADER set, and left out of the recording.

export const REFUSED_HEADER = 'x-record-refused';
/** Calls that change no data but must pass for the recording to see anything: logging in and out. */
const SESSION_KEYS = new Set(['loginWeb.php', 'BOOSTERLOGIN', 'logout.php']);

export interface ReadGate {
  url: string;
  /** Every call refused, `OPERATION` or the path, in order. */
  refused: string[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

/** What a request asks of the legacy: its operation, read or not. */
export function classify(
  method: string,
  pathAndQuery: string,
  body: Buffer,
  contentType: string,
  opParam: string,
): { label: string; allowed: boolean } {
  const url = new URL(pathAndQuery, 'http://gate');
  const params = new URLSearchParams(url.searchParams);
  if (contentType.includes('urlencoded'))
    for (const [k, v] of new URLSearchParams(body.toString('utf8'))) if (!params.has(k)) params.set(k, v);
  const named = params.get(opParam);
  const candidates = [...legacy.catalogue.values()].filter(
    (o) => (named ? o.op === named : o.op === null && `/${o.path}` === url.pathname) && o.method === method,
  );
  const op =
    candidates.find((o) => o.subquery && params.get(o.subquery.param) === o.subquery.value) ??
    candidates.find((o) => !o.subquery) ??
    operationOf(url.pathname, params, opParam);
  // A file the legacy serves (a poster) is read with a plain GET outside the catalogue.
  if (!op) return { label: named ?? url.pathname, allowed: method === 'GET' && !named };
  return { label: op.key, allowed: SESSION_KEYS.has(op.key) || legacy.isReadOnly(op) };
}

/** Starts the gate on a free loopback port in front of `target`. */
export async function startReadGate(
  target: string,
  opParam: string,
  writes: boolean,
  /** Its port; 0: a free one. */
  listenPort = 0,
): Promise<ReadGate> {
  const base = new URL(target.endsWith('/') ? target : `${target}/`);
  const refused: string[] = [];
  const server: Server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const method = req.method ?? 'GET';
      const { label, allowed } = classify(
        method,
        req.url ?? '/',
        body,
        req.headers['content-type'] ?? '',
        opParam,
      );
      if (!allowed && !writes) {
        refused.push(label);
        res.writeHead(403, { 'content-type': 'text/plain', [REFUSED_HEADER]: 'write' });
        res.end(`Recording is read-only: ${label} was not sent (npm run record -- --writes sends writes).`);
        return;
      }
      // The legacy may live under a path (`https://host/api/`): the BFF's paths go below it.
      const upstream = new URL(`${base.pathname.replace(/\/$/, '')}${req.url ?? '/'}`, base.origin);
      const headers = { ...req.headers, host: upstream.host };
      const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
      const out = send(upstream, { method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on('error', (error) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`The legacy did not answer: ${error.message}`);
      });
      out.end(body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise<void>((done) => server.listen(listenPort, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
