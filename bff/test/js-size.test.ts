import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countJs, type DownloadingPage } from '../../scripts/lib/js-size.ts';

// The one JS counter behind the e2e budgets and the bench's figures (scripts/lib/js-size.ts).
type Listener = Parameters<DownloadingPage['on']>[1];

/** A page that downloads the given files (a rejected body stands for one Chromium dropped). */
function pageDownloading(files: Record<string, string | Error>) {
  let listener: Listener = () => undefined;
  const page: DownloadingPage = {
    on: (_event, l) => {
      listener = l;
    },
  };
  const load = () => {
    for (const [url, body] of Object.entries(files))
      listener({
        url: () => url,
        body: () => (body instanceof Error ? Promise.reject(body) : Promise.resolve(Buffer.from(body))),
      });
  };
  return { page, load };
}

describe('the JS a page downloads', () => {
  it('counts each script once, gzipped at level 6, and nothing else', async () => {
    const app = 'export const a = 1;\n'.repeat(200);
    const chunk = 'export default function screen() { return null; }\n';
    const { page, load } = pageDownloading({
      'http://x/assets/app-1.js?v=2': app,
      'http://x/assets/chunk.mjs': chunk,
      'http://x/assets/app-1.js': app,
      'http://x/assets/style.css': 'body{}',
      'http://x/assets/gone.js': new Error('closed'),
    });
    const sizes = countJs(page);
    load();
    const { files, bytes, kb, list } = await sizes();

    const gz = (text: string) => gzipSync(text, { level: 6 }).length;
    expect([...files.keys()].sort()).toEqual(['/assets/app-1.js', '/assets/chunk.mjs']);
    expect(bytes).toBe(gz(app) + gz(chunk));
    expect(kb).toBeCloseTo(bytes / 1024);
    expect(list.startsWith('/assets/app-1.js')).toBe(true);
  });
});
