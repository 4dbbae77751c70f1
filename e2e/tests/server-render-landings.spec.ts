import { SHELL_COPY } from '../../web/src/app/layouts/role-shell.tsx';
import { type DemoRole, demoLogin, logInAs } from '../support/login.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// A logged-in viewer's own landing comes rendered from the BFF with their session (issue 48,
// docs/decisions/0047): their content is in the first response, which no cache may keep, and the
// app takes that HTML over without errors.

const NAMES: Record<DemoRole, string> = {
  customer: 'Thandi Dlamini',
  business: 'Demo Events Co',
  partner: 'Lerato Mokoena',
  promoter: 'Sipho Ndlovu',
};

test.describe('without JavaScript, a logged-in viewer still reads their landing', () => {
  test.use({ javaScriptEnabled: false });

  test('a customer: their tickets, in a page no cache keeps, its controls off until the app runs', async ({
    page,
    context,
  }) => {
    await logInAs(context.request, 'customer');
    const response = await page.goto('/customerdashboard');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${NAMES.customer}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /for Jozi Jazz Under the Stars$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: SHELL_COPY.showMenu })).toBeVisible();
    // The role area's controls wait for the app: nothing can be sent as the browser's own form.
    await expect(page.getByRole('main').getByRole('group').first()).toBeDisabled();
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
    const response = await page.goto(demoLogin(role).landingPage);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="ssr-data"');
    expect(html).toContain(NAMES[role]);
    for (const other of Object.values(NAMES).filter((name) => name !== NAMES[role])) {
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
