import type { Page } from '@playwright/test';
import { SHELL_COPY } from '../../web/src/app/layouts/role-shell-copy.ts';
import { type DemoRole, demoLogin, logInAs } from '../support/login.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// A logged-in viewer's own landing comes rendered from the BFF with their session (issue 48,
// docs/decisions/0051): their content is in the first response, which no cache may keep, and the
// app takes that HTML over without errors.

const NAMES: Record<DemoRole, string> = {
  customer: 'Thandi Dlamini',
  business: 'Demo Events Co',
  partner: 'Lerato Mokoena',
  promoter: 'Sipho Ndlovu',
};
/**
 * Loads `path` until it comes rendered: a render past the BFF's 1 s deadline gives the shell by
 * design, which a machine busy with other work reaches now and then. Never rendered fails.
 */
async function loadRendered(page: Page, path: string): Promise<{ html: string; cacheControl?: string }> {
  let out = { html: '', cacheControl: undefined as string | undefined };
  await expect(async () => {
    const response = await page.goto(path);
    out = { html: (await response?.text()) ?? '', cacheControl: response?.headers()['cache-control'] };
    expect(out.html).toContain('id="ssr-data"');
  }).toPass({ timeout: 30_000 });
  return out;
}

/** Other accounts' names a landing may rightly show: a promoter sells for the demo organiser. */
const SHOWN_TOO: Partial<Record<DemoRole, DemoRole>> = { promoter: 'business' };

test.describe('without JavaScript, a logged-in viewer still reads their landing', () => {
  test.use({ javaScriptEnabled: false });

  test('a customer: their tickets, in a page no cache keeps, its controls off until the app runs', async ({
    page,
    context,
  }) => {
    await logInAs(context.request, 'customer');
    const { cacheControl } = await loadRendered(page, '/customerdashboard');
    expect(cacheControl).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${NAMES.customer}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /for Jozi Jazz Under the Stars$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: SHELL_COPY.showMenu })).toBeVisible();
    // The role area's controls wait for the app: nothing can be sent as the browser's own form.
    await expect(page.getByRole('main').locator('fieldset').first()).toHaveAttribute('disabled', '');
  });

  test('a customer asking for another role’s landing gets no page rendered', async ({ page, context }) => {
    await logInAs(context.request, 'customer');
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

for (const role of ['customer', 'business', 'partner', 'promoter'] as const) {
  test(`the ${role}'s landing is theirs in the HTML, and the app takes it over without errors`, async ({
    page,
    context,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await logInAs(context.request, role);
    const { html, cacheControl } = await loadRendered(page, demoLogin(role).landingPage);
    expect(cacheControl).toBe('private, no-store');
    expect(html).toContain(NAMES[role]);
    const others = (Object.keys(NAMES) as DemoRole[]).filter((r) => r !== role && r !== SHOWN_TOO[role]);
    for (const other of others.map((r) => NAMES[r])) {
      expect(html).not.toContain(other);
    }
    // Once the app runs the page, the sidebar's toggle works (the desktop opens it by itself).
    const hide = page.getByRole('button', { name: SHELL_COPY.hideMenu });
    await expect(hide).toBeEnabled();
    await hide.click();
    await expect(page.getByRole('button', { name: SHELL_COPY.showMenu })).toBeVisible();
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
}
