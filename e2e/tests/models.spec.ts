import type { Browser, Page } from '@playwright/test';
import { MODEL_MESSAGES, POINTS_MESSAGES } from '../../contract/src/forms/models.ts';
import { MODELS_TEXT } from '../../mocks/src/legacy/handlers/models.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import {
  ADD_MODEL_COPY,
  MODELS_COPY,
  POINTS_COPY,
  PROFILE_COPY,
  VOTE_COPY,
} from '../../web/src/features/models/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Models and paid voting: the organiser adds a model with a picture and sets the vote packages;
// a visitor votes free once a day and buys a paid package on the provider's page, and the total
// rises by the package's points only once the provider confirms.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EVENT = '2';

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function setPackage(page: Page, amount: string, points: string) {
  await page.getByLabel(POINTS_COPY.amount).selectOption({ label: amount });
  await page.getByLabel(POINTS_COPY.points).selectOption(points);
  await page.getByRole('button', { name: POINTS_COPY.save }).click();
  await expect(page.getByText(POINTS_MESSAGES.saved)).toBeVisible();
}

const total = (page: Page) => page.getByTestId('vote-total');
/** Someone else's browser: its own cookies. */
const newVisitor = async (browser: Browser) => (await browser.newContext()).newPage();

test('the organiser adds a model and packages; a visitor votes free once and pays for points', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto(`/models?eventid=${EVENT}`);
  await expect(page.getByRole('heading', { level: 1, name: MODELS_COPY.title })).toBeVisible();
  await expect(page.getByText(MODELS_COPY.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: MODELS_COPY.configure })).toBeVisible();
  await expect(page.getByText(MODELS_COPY.notConfigured)).toBeVisible();
  await expectAccessible(page);

  // The points: both must be set, then Configure becomes Adjust points with a tick.
  await page.getByRole('button', { name: MODELS_COPY.configure }).click();
  await page.getByLabel(POINTS_COPY.amount).selectOption({ label: POINTS_COPY.free });
  await page.getByRole('button', { name: POINTS_COPY.save }).click();
  await expect(page.getByText(POINTS_MESSAGES.bothRequired)).toBeVisible();
  await setPackage(page, POINTS_COPY.free, '5');
  await setPackage(page, 'R25.00', '10');
  await expectAccessible(page);
  await page.getByRole('button', { name: POINTS_COPY.close }).click();
  await expect(page.getByRole('button', { name: MODELS_COPY.adjustPoints })).toBeVisible();
  await expect(page.getByText(MODELS_COPY.configured)).toBeVisible();

  // The model: the spec's messages in order, the 18+ rule, then a picture checked by content.
  await page.getByRole('link', { name: MODELS_COPY.addModel }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: ADD_MODEL_COPY.addTitle })).toBeVisible();
  await page.getByRole('button', { name: ADD_MODEL_COPY.save }).click();
  await expect(page.getByText(MODEL_MESSAGES.pictureRequired)).toBeVisible();
  await page
    .getByLabel(ADD_MODEL_COPY.picture)
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await page.getByLabel(ADD_MODEL_COPY.name).fill('Lerato Mahlangu');
  await page.getByLabel(ADD_MODEL_COPY.age).fill('17');
  await page.getByRole('button', { name: ADD_MODEL_COPY.save }).click();
  await expect(page.getByText(MODEL_MESSAGES.ageInvalid)).toBeVisible();
  await page.getByLabel(ADD_MODEL_COPY.age).fill('24');
  await page.getByLabel(ADD_MODEL_COPY.gender).selectOption('female');
  await page.getByLabel(ADD_MODEL_COPY.bio).fill('Food blogger from Soweto.');
  await page.getByRole('button', { name: ADD_MODEL_COPY.save }).click();
  await expect(page.getByText(MODEL_MESSAGES.pictureType)).toBeVisible();
  // Nothing typed was lost.
  await expect(page.getByLabel(ADD_MODEL_COPY.name)).toHaveValue('Lerato Mahlangu');
  await page
    .getByLabel(ADD_MODEL_COPY.picture)
    .setInputFiles({ name: 'lerato.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: ADD_MODEL_COPY.save }).click();
  await expect(page.getByText(MODEL_MESSAGES.success)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: ADD_MODEL_COPY.back }).click();
  await expect(page.getByRole('link', { name: 'Lerato Mahlangu' })).toBeVisible();
  const publicUrl = await page.getByRole('textbox', { name: MODELS_COPY.publicUrl }).inputValue();

  // A visitor opens the public page: read-only, Vote and no Edit.
  const visitor = await newVisitor(browser);
  await visitor.goto(publicUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: MODELS_COPY.publicTitle })).toBeVisible();
  await expect(visitor.getByRole('link', { name: MODELS_COPY.addModel })).toHaveCount(0);
  await expectAccessible(visitor);
  await visitor.getByRole('link', { name: /Lerato Mahlangu/ }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Lerato Mahlangu' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: PROFILE_COPY.edit, exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('img', { name: 'Lerato Mahlangu' })).toBeVisible();
  await expectAccessible(visitor);
  await visitor.getByRole('link', { name: PROFILE_COPY.vote, exact: true }).click();
  await expect(visitor).toHaveURL(/\/vote\?model=Lerato/);
  await expect(total(visitor)).toHaveText('0');
  await expectAccessible(visitor);

  // Free: once a day.
  await visitor.getByRole('button', { name: VOTE_COPY.voteFree }).click();
  await expect(visitor.getByText(MODELS_TEXT.voted)).toBeVisible();
  await expect(total(visitor)).toHaveText('5');
  await visitor.getByRole('button', { name: VOTE_COPY.voteFree }).click();
  await expect(visitor.getByText(MODELS_TEXT.alreadyVoted)).toBeVisible();
  await expect(total(visitor)).toHaveText('5');

  // Paid: the provider's page first; the total moves only when the provider confirms.
  await visitor.getByRole('button', { name: VOTE_COPY.buy('R25.00') }).click();
  await expect(visitor.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  const before = await newVisitor(browser);
  await before.goto(publicUrl);
  await expect(before.getByText(MODELS_COPY.votes(5))).toBeVisible();
  await before.close();
  await visitor.getByRole('button', { name: 'Pay' }).click();
  await expect(visitor).toHaveURL(/\/vote\?.*payment=paid/);
  await expect(visitor.getByText(VOTE_COPY.paid)).toBeVisible();
  await expect(total(visitor)).toHaveText('15');
  await visitor.close();

  // The organiser sees the total and Edit on the profile.
  await page.reload();
  await page.getByRole('link', { name: 'Lerato Mahlangu' }).click();
  await expect(page.getByRole('link', { name: PROFILE_COPY.edit, exact: true })).toBeVisible();
  await expect(page.getByText('15', { exact: true })).toBeVisible();
});

test('a paid package abandoned at the provider adds nothing', async ({ browser }) => {
  const visitor = await newVisitor(browser);
  await visitor.goto('/models?org_uid=201&e_uid=4');
  await visitor.getByRole('link', { name: /Naledi Khumalo/ }).click();
  await visitor.getByRole('link', { name: PROFILE_COPY.vote, exact: true }).click();
  await expect(total(visitor)).toHaveText('0');
  await visitor.getByRole('button', { name: VOTE_COPY.buy('R25.00') }).click();
  await expect(visitor.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Cancel' }).click();
  await expect(visitor.getByText(VOTE_COPY.cancelled)).toBeVisible();
  await expect(total(visitor)).toHaveText('0');
});

test('the models pages fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  for (const path of [
    '/models?eventid=4',
    '/addmodels?eventid=4',
    '/models?org_uid=201&e_uid=4',
    '/vote?model=Naledi&m_uid=301&org_uid=201',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
});
