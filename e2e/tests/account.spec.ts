import type { APIRequestContext, Page } from '@playwright/test';
import { LEGACY_MESSAGES } from '../../mocks/src/flows/legacy-messages.ts';
import {
  ACCOUNT_COPY,
  RECOVERY_COPY,
  REGISTRATION_COPY,
  VERIFICATION_COPY,
} from '../../web/src/features/account/messages.ts';
import { FEEDBACK_COPY } from '../../web/src/features/feedback/messages.ts';
import { LIKES_COPY } from '../../web/src/features/likes/messages.ts';
import {
  CHANGE_PASSWORD_COPY,
  DELETION_COPY,
  EDIT_COPY,
  PROFILE_COPY,
} from '../../web/src/features/profile/messages.ts';
import { STANDIN_URL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

/** The last code the stand-in "emailed" to this address. */
async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  // The page asks for the code once the request is sent; wait for the message to arrive too.
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${STANDIN_URL}/__standin/outbox?to=${encodeURIComponent(to)}`);
        code = ((await res.json()) as { code?: string }[]).at(-1)?.code;
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .toBeTruthy();
  return code ?? '';
}

async function verify(page: Page, request: APIRequestContext, email: string) {
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: VERIFICATION_COPY.heading })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel(VERIFICATION_COPY.code).fill(await codeFor(request, email));
  await page.getByRole('button', { name: VERIFICATION_COPY.submit, exact: true }).click();
}

async function logIn(page: Page, email: string, password: string, partner = false) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(email);
  await page.getByLabel(ACCOUNT_COPY.password).fill(password);
  if (partner) await page.getByLabel("I'm an affiliate partner").check();
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
}

test('a guest registers as a customer, edits the profile, changes the password and logs in again', async ({
  page,
  request,
}) => {
  const email = 'sipho.e2e@example.co.za';
  await page.goto('/registration');
  await expectAccessible(page);
  await page.getByRole('link', { name: /Ticket buyer/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: REGISTRATION_COPY.customerHeading }),
  ).toBeVisible();
  await page.getByRole('button', { name: REGISTRATION_COPY.submit }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter first name and surname.');
  await expectAccessible(page);
  await page.getByLabel(REGISTRATION_COPY.firstName).fill('Sipho');
  await page.getByLabel(REGISTRATION_COPY.surname).fill('Ndlovu');
  await page.getByLabel(REGISTRATION_COPY.email).fill(email);
  await page.getByLabel(REGISTRATION_COPY.phone).fill('0720000100');
  await page.getByLabel(REGISTRATION_COPY.password, { exact: true }).fill('Secret123');
  await page.getByLabel(REGISTRATION_COPY.confirmPassword).fill('Secret123');
  await page.getByRole('button', { name: REGISTRATION_COPY.submit }).click();
  expect(page.url()).not.toContain('Secret123');
  await verify(page, request, email);
  await expect(page).toHaveURL(/\/customerdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sipho Ndlovu' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: PROFILE_COPY.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: PROFILE_COPY.socials })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: PROFILE_COPY.edit, exact: true }).click();
  await expect(page.getByLabel(PROFILE_COPY.name, { exact: true })).toHaveValue('Sipho Ndlovu');
  await page.getByLabel(PROFILE_COPY.name, { exact: true }).fill('');
  await page.getByRole('button', { name: EDIT_COPY.save }).click();
  await expect(page.getByRole('alert')).toHaveText('All fields are required');
  await page.getByLabel(PROFILE_COPY.name, { exact: true }).fill('Sipho Mthembu');
  await page.getByRole('button', { name: EDIT_COPY.save }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been updated' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/changepassword');
  await page.getByLabel(CHANGE_PASSWORD_COPY.next, { exact: true }).fill('Changed123');
  await page.getByLabel(CHANGE_PASSWORD_COPY.confirm).fill('Changed123');
  await page.getByRole('button', { name: CHANGE_PASSWORD_COPY.submit }).click();
  await expect(page.getByRole('alert')).toHaveText('To update your password, please enter your current one.');
  await page.getByLabel(CHANGE_PASSWORD_COPY.current).fill('Secret123');
  await page.getByRole('button', { name: CHANGE_PASSWORD_COPY.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'Secret123');
  await expect(page.getByRole('alert')).toHaveText(LEGACY_MESSAGES.loginFailed);
  await logIn(page, email, 'Changed123');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sipho Mthembu' })).toBeVisible();
});

test('an organiser registers and lands on the organiser dashboard', async ({ page, request }) => {
  const email = 'karoo.e2e@example.co.za';
  await page.goto('/organiser-registration');
  await page.getByLabel(REGISTRATION_COPY.businessName).fill('Karoo Live');
  await page.getByLabel(REGISTRATION_COPY.email).fill(email);
  await page.getByLabel(REGISTRATION_COPY.phone).fill('0720000300');
  await page.getByLabel(REGISTRATION_COPY.password, { exact: true }).fill('short');
  await page.getByLabel(REGISTRATION_COPY.confirmPassword).fill('short');
  await page.getByRole('button', { name: REGISTRATION_COPY.submit }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long.');
  await page.getByLabel(REGISTRATION_COPY.password, { exact: true }).fill('Secret123');
  await page.getByLabel(REGISTRATION_COPY.confirmPassword).fill('Secret123');
  await page.getByRole('button', { name: REGISTRATION_COPY.submit }).click();
  await verify(page, request, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Karoo Live' })).toBeVisible();
});

test('a partner signs up with a social handle and lands on /in', async ({ page, request }) => {
  const email = 'naledi.e2e@example.co.za';
  await page.goto('/partner');
  await page.getByLabel(REGISTRATION_COPY.personName).fill('Naledi Khumalo');
  await page.getByLabel(REGISTRATION_COPY.email).fill(email);
  await page.getByLabel(REGISTRATION_COPY.phone).fill('0720000301');
  await page.getByRole('button', { name: REGISTRATION_COPY.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please provide at least one social media handle or profile URL.',
  );
  await expectAccessible(page);
  await page.getByLabel(REGISTRATION_COPY.instagram).fill('@naledi');
  await page.getByLabel(/How will you promote/).fill('Through my music channel');
  await page.getByLabel(REGISTRATION_COPY.bio).fill('Music lover');
  await page.getByLabel(REGISTRATION_COPY.followerEstimate).selectOption('2K-10K');
  await page.getByLabel(REGISTRATION_COPY.password, { exact: true }).fill('Secret123');
  await page.getByLabel(REGISTRATION_COPY.confirmPassword).fill('Secret123');
  await page.getByRole('button', { name: REGISTRATION_COPY.submit }).click();
  await verify(page, request, email);
  await expect(page).toHaveURL(/\/in$/);
  await page.goto('/profile');
  await expect(page.getByText('@naledi')).toBeVisible();
});

test('a customer recovers a forgotten password', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: ACCOUNT_COPY.forgotPassword }).click();
  await expect(page).toHaveURL(/\/password$/);
  await page.getByRole('button', { name: RECOVERY_COPY.submit }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter email or phone number');
  await expectAccessible(page);
  await page.getByLabel(RECOVERY_COPY.emailOrPhone).fill('0710000001');
  await page.getByRole('button', { name: RECOVERY_COPY.submit }).click();
  await expect(page).toHaveURL(/\/set-password$/);
  await page.getByLabel(RECOVERY_COPY.code).fill('000000');
  await page.getByRole('button', { name: RECOVERY_COPY.verify }).click();
  await expect(page.getByRole('alert')).toHaveText('The code you entered is incorrect');
  await page.getByLabel(RECOVERY_COPY.code).fill(await codeFor(request, 'customer@demo.co.za'));
  await page.getByRole('button', { name: RECOVERY_COPY.verify }).click();
  await page.getByLabel(RECOVERY_COPY.newPassword).fill('Recovered123');
  await page.getByLabel(RECOVERY_COPY.confirmPassword).fill('Recovered123');
  await expectAccessible(page);
  await page.getByRole('button', { name: RECOVERY_COPY.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: RECOVERY_COPY.saved })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: RECOVERY_COPY.logIn, exact: true }).click();
  await logIn(page, 'customer@demo.co.za', 'Recovered123');
  await expect(page).toHaveURL(/\/customerdashboard$/);
});

test('a customer sends feedback and opens a liked event', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'customer@demo.co.za', DEMO_PASSWORD);
  // Logging in returns to the page that asked for it.
  await expect(page).toHaveURL(/\/feedback$/);
  const send = page.getByRole('button', { name: FEEDBACK_COPY.submit });
  await expect(send).toBeDisabled();
  await page.getByLabel('Broken link').check();
  await expect(page.getByText('1/7')).toBeVisible();
  await page.getByLabel(FEEDBACK_COPY.context).selectOption('event');
  await page.getByLabel(FEEDBACK_COPY.feedback, { exact: true }).fill('The venue map did not load');
  await expectAccessible(page);
  await send.click();
  const thanks = page.getByRole('status').filter({ hasText: "We've received your feedback. Thank you!" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeHidden({ timeout: 8000 });

  await page.goto('/likes');
  await expect(page.getByRole('heading', { level: 1, name: LIKES_COPY.heading })).toBeVisible();
  const first = page.locator('a[href^="/event/"]').first();
  await expect(first).toBeVisible();
  await expectAccessible(page);
  await first.click();
  await expect(page).toHaveURL(/\/event\/\d+\/tickets$/);
});

test('an organiser deletes the account with the emailed code and the session ends', async ({
  page,
  request,
}) => {
  await logIn(page, 'organiser@demo.co.za', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/acc_del');
  await page.getByLabel(DELETION_COPY.email).fill('organiser@demo.co.za');
  await page.getByLabel(DELETION_COPY.password).fill('not-my-password');
  await page.getByLabel(DELETION_COPY.reason).fill('Closing the business');
  await page.getByRole('button', { name: DELETION_COPY.request }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password you entered is incorrect');
  await expectAccessible(page);
  await page.getByLabel(DELETION_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: DELETION_COPY.request }).click();
  await expect(page.getByLabel(DELETION_COPY.code)).toBeVisible();
  await page.getByLabel(DELETION_COPY.code).fill(await codeFor(request, 'organiser@demo.co.za'));
  await page.getByRole('button', { name: DELETION_COPY.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: DELETION_COPY.done })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'organiser@demo.co.za', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(LEGACY_MESSAGES.loginFailed);
});
