import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { BROWSE_COPY } from '../../web/src/features/browse/messages.ts';
import { type DemoRole, demoLogin, logInAs } from '../support/login.ts';
import { expect, test } from './fixtures.ts';

// The JavaScript budgets (issues 15 and 29): everything a first visit downloads, lazy chunks
// included, measured as `npm run bench` does (each file gzipped at level 6). Sizes, not times: a
// new dependency that lands in a first page's JS fails here with each file's size, not months
// later. The home: at most 100 KB (new screens belong in the lazy areas chunk,
// web/src/app/areas.tsx). Each role's landing, logged in with the README's demo logins: at most
// 110 KB (heavy libraries such as zod, charts and QR codes load with the screen or form that needs
// them, docs/performance.md).
const HOME_JS_BUDGET_KB = 100;
const LANDING_JS_BUDGET_KB = 110;

/** Starts counting every JS file the page downloads; call the result for their gzip sizes. */
function countJs(page: Page) {
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
  return async () => {
    await Promise.all(reads);
    const kb = [...sizes.values()].reduce((sum, n) => sum + n, 0) / 1024;
    const files = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .map(([path, n]) => `${path} ${(n / 1024).toFixed(1)} KB`)
      .join(', ');
    return { count: sizes.size, kb, files };
  };
}

test('a guest’s first visit to the home downloads at most 100 KB of JavaScript (gzip)', async ({ page }) => {
  const js = countJs(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  // The app has taken the page over: the search box is enabled only after hydration.
  await expect(page.getByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeVisible();
  await expect(page.getByRole('searchbox').first()).toBeEnabled();

  const { count, kb, files } = await js();
  expect(count, 'the home loads its app').toBeGreaterThan(0);
  expect(kb, `home JS: ${kb.toFixed(1)} KB gzip (${files})`).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
});

/** Each role's landing, reached with the README's demo login. */
const LANDINGS: { role: DemoRole; name: string }[] = [
  { role: 'customer', name: 'customer' },
  { role: 'business', name: 'organiser' },
  { role: 'partner', name: 'affiliate' },
  { role: 'promoter', name: 'promoter' },
];

for (const { role, name } of LANDINGS) {
  const path = demoLogin(role).landingPage;
  test(`the ${name}’s landing (${path}) downloads at most 110 KB of JavaScript (gzip)`, async ({ page }) => {
    await logInAs(page.request, role);

    const js = countJs(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // The landing itself, not a redirect to log in, with its heading drawn.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();

    const { kb, files } = await js();
    expect(kb, `${path} JS: ${kb.toFixed(1)} KB gzip (${files})`).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
  });
}
