import { gzipSync } from 'node:zlib';
import { BROWSE_COPY } from '../../web/src/features/browse/messages.ts';
import { expect, test } from './fixtures.ts';

// The home's JavaScript budget (issue 15): at most 100 KB gzip for everything a guest's first
// visit downloads, lazy chunks included, measured as `npm run bench` does (each file gzipped at
// level 6). A size, not a time: new screens belong in the lazy areas chunk
// (web/src/app/areas.tsx), and one that lands in the home's JS fails here, not months later.
const HOME_JS_BUDGET_KB = 100;

test('a guest’s first visit to the home downloads at most 100 KB of JavaScript (gzip)', async ({ page }) => {
  const sizes = new Map<string, number>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\.m?js(?:\?|$)/.test(response.url())) return;
    reads.push(
      response.body().then(
        (body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 6 }).length),
        () => undefined,
      ),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // The app has taken the page over: the search box is enabled only after hydration.
  await expect(page.getByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeVisible();
  await expect(page.getByRole('searchbox').first()).toBeEnabled();
  await Promise.all(reads);

  const kb = [...sizes.values()].reduce((sum, n) => sum + n, 0) / 1024;
  const files = [...sizes].map(([path, n]) => `${path} ${(n / 1024).toFixed(1)} KB`).join(', ');
  expect(sizes.size, 'the home loads its app').toBeGreaterThan(0);
  expect(kb, `home JS: ${kb.toFixed(1)} KB gzip (${files})`).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
});
