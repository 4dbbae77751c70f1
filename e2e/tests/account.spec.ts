import type { APIRequestContext, Page } from '@playwright/test';
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
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel('Verification code').fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function logIn(page: Page, email: string, password: string, partner = false) {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password').fill(password);
  if (partner) await page.getByLabel("I'm an affiliate partner").check();
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('a guest registers as a customer, edits the profile, changes the password and logs in again', async ({
  page,
  request,
}) => {
  const email = 'sipho.e2e@example.co.za';
  await page.goto('/registration');
  await expectAccessible(page);
  await page.getByRole('link', { name: /Ticket buyer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket buyer registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter first name and surname.');
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Sipho');
  await page.getByLabel('Surname').fill('Ndlovu');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0720000100');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect(page.url()).not.toContain('Secret123');
  await verify(page, request, email);
  await expect(page).toHaveURL(/\/customerdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sipho Ndlovu' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Social media' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Sipho Ndlovu');
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('All fields are required');
  await page.getByLabel('Name', { exact: true }).fill('Sipho Mthembu');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been updated' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/changepassword');
  await page.getByLabel('New password', { exact: true }).fill('Changed123');
  await page.getByLabel('Confirm new password').fill('Changed123');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toHaveText('To update your password, please enter your current one.');
  await page.getByLabel('Current password').fill('Secret123');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'Secret123');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email/phone or password');
  await logIn(page, email, 'Changed123');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sipho Mthembu' })).toBeVisible();
});

test('an organiser registers and lands on the organiser dashboard', async ({ page, request }) => {
  const email = 'karoo.e2e@example.co.za';
  await page.goto('/organiser-registration');
  await page.getByLabel('Business name').fill('Karoo Live');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0720000300');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long.');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await verify(page, request, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Karoo Live' })).toBeVisible();
});

test('a partner signs up with a social handle and lands on /in', async ({ page, request }) => {
  const email = 'naledi.e2e@example.co.za';
  await page.goto('/partner');
  await page.getByLabel('Name and surname').fill('Naledi Khumalo');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0720000301');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please provide at least one social media handle or profile URL.',
  );
  await expectAccessible(page);
  await page.getByLabel('Instagram').fill('@naledi');
  await page.getByLabel(/How will you promote/).fill('Through my music channel');
  await page.getByLabel('Bio or tagline').fill('Music lover');
  await page.getByLabel('Estimated followers').selectOption('2K-10K');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await verify(page, request, email);
  await expect(page).toHaveURL(/\/in$/);
  await page.goto('/profile');
  await expect(page.getByText('@naledi')).toBeVisible();
});

test('a customer recovers a forgotten password', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password$/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter email or phone number');
  await expectAccessible(page);
  await page.getByLabel('Email or phone number').fill('0710000001');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/set-password$/);
  await page.getByLabel('One-time code').fill('000000');
  await page.getByRole('button', { name: 'Verify identity' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code you entered is incorrect');
  await page.getByLabel('One-time code').fill(await codeFor(request, 'customer@demo.co.za'));
  await page.getByRole('button', { name: 'Verify identity' }).click();
  await page.getByLabel('New password').fill('Recovered123');
  await page.getByLabel('Confirm password').fill('Recovered123');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New password saved' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await logIn(page, 'customer@demo.co.za', 'Recovered123');
  await expect(page).toHaveURL(/\/customerdashboard$/);
});

test('a customer sends feedback and opens a liked event', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'customer@demo.co.za', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customerdashboard$/);
  await page.goto('/feedback');
  const send = page.getByRole('button', { name: 'Send feedback' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Broken link').check();
  await expect(page.getByText('1/7')).toBeVisible();
  await page.getByLabel('What is your feedback about?').selectOption('event');
  await page.getByLabel('Your feedback', { exact: true }).fill('The venue map did not load');
  await expectAccessible(page);
  await send.click();
  const thanks = page.getByRole('status').filter({ hasText: "We've received your feedback. Thank you!" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeHidden({ timeout: 8000 });

  await page.goto('/likes');
  await expect(page.getByRole('heading', { level: 1, name: 'Liked events' })).toBeVisible();
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
  await page.getByLabel('Email').fill('organiser@demo.co.za');
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByLabel('Why do you want to delete your account?').fill('Closing the business');
  await page.getByRole('button', { name: 'Send confirmation code' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password you entered is incorrect');
  await expectAccessible(page);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Send confirmation code' }).click();
  await expect(page.getByLabel('Confirmation code')).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await codeFor(request, 'organiser@demo.co.za'));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account deleted' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'organiser@demo.co.za', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email/phone or password');
});
