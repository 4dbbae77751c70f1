import { countJs } from '../../scripts/lib/js-size.ts';
import { BROWSE_COPY } from '../../web/src/features/browse/messages.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

// The JavaScript budgets (issues 15 and 29): everything a first visit downloads, lazy chunks
// included, counted as `npm run bench` counts it (scripts/lib/js-size.ts: each file gzipped at
// level 6). Sizes, not times: a new dependency that lands in a first page's JS fails here with
// each file's size, not months later. The home: at most 100 KB (new screens belong in the lazy
// areas chunk, web/src/app/areas.tsx). Each role's landing, logged in with the README's demo
// logins: at most 110 KB (heavy libraries such as zod, charts and QR codes load with the screen or
// form that needs them, docs/performance.md).
const HOME_JS_BUDGET_KB = 100;
const LANDING_JS_BUDGET_KB = 110;

test('a guest’s first visit to the home downloads at most 100 KB of JavaScript (gzip)', async ({ page }) => {
  const js = countJs(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  // The app has taken the page over: the search box is enabled only after hydration.
  await expect(page.getByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeVisible();
  await expect(page.getByRole('searchbox').first()).toBeEnabled();

  const { files, kb, list } = await js();
  expect(files.size, 'the home loads its app').toBeGreaterThan(0);
  expect(kb, `home JS: ${kb.toFixed(1)} KB gzip (${list})`).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** The README's demo logins and where each lands. */
const LANDINGS = [
  { role: 'customer', path: '/customerdashboard', email: 'customer@demo.co.za' },
  { role: 'organiser', path: '/dashboard', email: 'organiser@demo.co.za' },
  { role: 'affiliate', path: '/in', email: 'partner@demo.co.za', partner: true },
  { role: 'promoter', path: '/Boosterdashboard', email: 'booster@demo.co.za', merchantId: '201' },
] as const;

for (const landing of LANDINGS) {
  test(`the ${landing.role}’s landing (${landing.path}) downloads at most 110 KB of JavaScript (gzip)`, async ({
    page,
  }) => {
    const res =
      'merchantId' in landing
        ? await page.request.post('/api/booster/session', {
            headers: SAME_ORIGIN,
            data: { email: landing.email, password: DEMO_PASSWORD, merchantId: landing.merchantId },
          })
        : await page.request.post('/api/session', {
            headers: SAME_ORIGIN,
            data: { emailOrPhone: landing.email, password: DEMO_PASSWORD, partner: 'partner' in landing },
          });
    expect(res.ok(), `login of ${landing.email}`).toBe(true);

    const js = countJs(page);
    await page.goto(landing.path, { waitUntil: 'networkidle' });
    // The landing itself, not a redirect to log in, with its heading drawn.
    await expect(page).toHaveURL(new RegExp(`${landing.path}$`));
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();

    const { kb, list } = await js();
    expect(kb, `${landing.path} JS: ${kb.toFixed(1)} KB gzip (${list})`).toBeLessThanOrEqual(
      LANDING_JS_BUDGET_KB,
    );
  });
}
