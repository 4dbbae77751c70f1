import { gzipSync } from 'node:zlib';

// The JavaScript a page downloads, counted one way for the budgets (e2e/tests/budget.spec.ts) and
// the bench's figures: every .js or .mjs response, each file gzipped at level 6 (what a server
// sends), one count per path.

export interface JsSizes {
  /** Gzip bytes per file path. */
  files: ReadonlyMap<string, number>;
  /** Gzip bytes of all the files. */
  bytes: number;
  /** Gzip KB of all the files (1 KB = 1024 bytes). */
  kb: number;
  /** The files, largest first, as `path 12.3 KB`: what a failed budget names. */
  list: string;
}

const JS = /\.m?js(?:\?|$)/;

/** What the counter needs of a Playwright page: its responses. */
export interface DownloadingPage {
  on(event: 'response', listener: (response: { url(): string; body(): Promise<Buffer> }) => void): unknown;
}

/** Starts counting the JS files the page downloads; call the result once it has loaded. */
export function countJs(page: DownloadingPage): () => Promise<JsSizes> {
  const files = new Map<string, number>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!JS.test(response.url())) return;
    const path = new URL(response.url()).pathname;
    reads.push(
      response.body().then(
        (body) => void files.set(path, gzipSync(body, { level: 6 }).length),
        // A response without a body (a redirect, a closed page) downloads nothing.
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(reads);
    const bytes = [...files.values()].reduce((sum, n) => sum + n, 0);
    const list = [...files]
      .sort((a, b) => b[1] - a[1])
      .map(([path, n]) => `${path} ${(n / 1024).toFixed(1)} KB`)
      .join(', ');
    return { files, bytes, kb: bytes / 1024, list };
  };
}
