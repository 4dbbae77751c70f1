import type { Page } from '@playwright/test';
import { BANK_TRANSFER_MESSAGES } from '../../contract/src/forms/checkout.ts';
import { MARKETING_MESSAGES } from '../../contract/src/forms/marketing.ts';
import { MODEL_MESSAGES } from '../../contract/src/forms/models.ts';
import { LOAD_TICKETS_MESSAGES as TICKET_MESSAGES } from '../../contract/src/forms/tickets.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { COMPOSE_COPY, UPLOAD_COPY } from '../../web/src/features/marketing/messages.ts';
import { ADD_MODEL_COPY } from '../../web/src/features/models/messages.ts';
import { EDIT_EVENT_COPY } from '../../web/src/features/organiser-events/edit-event-messages.ts';
import { EVENT_SETUP_COPY } from '../../web/src/features/organiser-events/messages.ts';
import { PAYOUT_COPY } from '../../web/src/features/organiser-money/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Feedback an organiser (and a buyer) gets while working (issue 28, item 6): a message goes once
// its field is fixed; a file is checked for size and kind when chosen, not at Upload; a CSV's
// unreadable lines are named; an upload shows that it is busy and says when it is done; every
// screen keeps its shell and the app's buttons.

async function logIn(page: Page, email: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(email);
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(landing);
}
const asOrganiser = (page: Page) => logIn(page, 'organiser@demo.co.za', /\/dashboard$/);

/** Chooses a file again until the screen answers (a client-side navigation may still settle). */
async function choose(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  seen: string,
) {
  await expect(async () => {
    await page.getByLabel(label).setInputFiles(file);
    await expect(page.getByText(seen).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('the SMS composer drops "Enter your message" once a message is typed', async ({ page }) => {
  await asOrganiser(page);
  await page.goto('/marketing?alias=EXISTINGAUDIENCE&type=sms');
  const text = page.getByLabel(COMPOSE_COPY.smsLabel);
  await expect(text).toBeVisible();
  await page.getByRole('button', { name: COMPOSE_COPY.proceed }).click();
  await expect(page.getByText(MARKETING_MESSAGES.textRequired)).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await text.fill('Gates open at 18:00.');
  await expect(page.getByText(MARKETING_MESSAGES.textRequired)).toHaveCount(0);
  await expect(text).not.toHaveAttribute('aria-invalid', 'true');
});

test('a recipients CSV is refused when chosen if too big, and its unreadable lines are named', async ({
  page,
}) => {
  await asOrganiser(page);
  await page.goto('/uploaddata?type=sms');
  await expect(page.getByRole('heading', { level: 1, name: UPLOAD_COPY.title })).toBeVisible();

  // 3.5 MB of plausible lines: refused at once, never previewed as thousands of people.
  const big = [
    'name,phone',
    ...Array.from({ length: 120_000 }, (_, i) => `Guest Number ${i} Mokoena,07${String(30_000_000 + i)}`),
  ];
  const buffer = Buffer.from(big.join('\n'));
  expect(buffer.length).toBeGreaterThan(3_000_000);
  await choose(
    page,
    UPLOAD_COPY.fileLabel,
    { name: 'big.csv', mimeType: 'text/csv', buffer },
    MARKETING_MESSAGES.fileSize,
  );
  await expect(page.getByRole('region', { name: UPLOAD_COPY.preview })).toHaveCount(0);
  await expect(page.getByLabel(UPLOAD_COPY.fileLabel)).toHaveAttribute('aria-invalid', 'true');

  // A quote never closed swallows the rest of the file: the line is named.
  const broken = 'name,phone\n"Thandi Mokoena,0821234567\nSipho Dube,0831234567\n';
  await choose(
    page,
    UPLOAD_COPY.fileLabel,
    { name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) },
    UPLOAD_COPY.unreadableLine(2, 'quote'),
  );
  const preview = page.getByRole('region', { name: UPLOAD_COPY.preview });
  await expect(preview.getByText(UPLOAD_COPY.unreadableLines(1))).toBeVisible();
  await expect(page.getByText(MARKETING_MESSAGES.fileSize)).toHaveCount(0);

  // A header and nothing else: no people, and the screen says why.
  await choose(
    page,
    UPLOAD_COPY.fileLabel,
    { name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('name,phone\n') },
    UPLOAD_COPY.unreadableLine(2, 'no-lines'),
  );
  await expect(preview.getByText(MARKETING_MESSAGES.noRecipients)).toBeVisible();

  // A spreadsheet saved as .xlsx is not text.
  await choose(
    page,
    UPLOAD_COPY.fileLabel,
    {
      name: 'guests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x08, 0]),
    },
    MARKETING_MESSAGES.fileType,
  );
  await expectAccessible(page);
});

test('uploading an audience shows it is busy, then says it is done on the composer', async ({ page }) => {
  await asOrganiser(page);
  await page.goto('/uploaddata?type=sms');
  const csv = 'name,phone\nThandi Mokoena,0821234567\nSipho Dube,0831234567\n';
  await choose(
    page,
    UPLOAD_COPY.fileLabel,
    { name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    UPLOAD_COPY.rows(2),
  );
  // Hold the upload until the busy state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/**/marketing/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: UPLOAD_COPY.upload }).click();
  const busy = page.getByRole('button', { name: UPLOAD_COPY.uploading });
  await expect(busy).toBeDisabled();
  await expect(page.getByLabel(UPLOAD_COPY.fileLabel)).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/marketing\?alias=NEWAUDIENCE&type=sms&count=2$/);
  await expect(page.getByText(UPLOAD_COPY.uploaded(2))).toBeVisible();
});

test('an email attachment of the wrong kind is refused when chosen', async ({ page }) => {
  await asOrganiser(page);
  await page.goto('/marketing?alias=EXISTINGAUDIENCE&type=email');
  await choose(
    page,
    COMPOSE_COPY.attachmentLabel,
    {
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ\x90\x00not a document'),
    },
    MARKETING_MESSAGES.attachmentType,
  );
  await expect(page.getByLabel(COMPOSE_COPY.attachmentLabel)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(COMPOSE_COPY.attachmentLabel).setInputFiles({
    name: 'lineup.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByText(MARKETING_MESSAGES.attachmentType)).toHaveCount(0);
});

test('/payout has the app’s buttons, and /models keeps the organiser’s menu', async ({ page }) => {
  await asOrganiser(page);
  await page.goto('/payout?eventid=1');
  for (const name of [new RegExp(PAYOUT_COPY.back), new RegExp(`^${PAYOUT_COPY.refresh}$`)]) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    const look = await button.evaluate((b) => {
      const style = getComputedStyle(b);
      return {
        height: b.getBoundingClientRect().height,
        weight: style.fontWeight,
        radius: style.borderTopLeftRadius,
      };
    });
    // A native button is about 21 px tall, weight 400, square-ish: the app's is 44 px, 600, rounded.
    expect(look.height).toBeGreaterThanOrEqual(44);
    expect(look.weight).toBe('600');
    expect(look.radius).not.toBe('0px');
  }

  await page.goto('/models?eventid=2');
  await expect(page.getByRole('navigation', { name: 'Organizer menu' })).toBeVisible();
  await expectAccessible(page);
  // The public page of the same models stays public: no organiser menu for a guest.
  const guest = await (await page.context().browser()?.newContext())?.newPage();
  if (!guest) throw new Error('no browser');
  await guest.goto('/models?org_uid=201&e_uid=4');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.getByRole('navigation', { name: 'Organizer menu' })).toHaveCount(0);
  await expect(guest).toHaveURL(/\/models\?org_uid=201&e_uid=4$/);
});

test('a model picture is checked when chosen; a load-tickets message goes once fixed', async ({ page }) => {
  await asOrganiser(page);
  await page.goto('/addmodels?eventid=2');
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await choose(
    page,
    ADD_MODEL_COPY.picture,
    { name: 'me.png', mimeType: 'image/png', buffer: big },
    MODEL_MESSAGES.pictureSize,
  );
  await choose(
    page,
    ADD_MODEL_COPY.picture,
    { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a not a png') },
    MODEL_MESSAGES.pictureType,
  );

  await page.goto('/editevent?eventid=42');
  await page.getByRole('button', { name: EDIT_EVENT_COPY.loadTickets }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: EVENT_SETUP_COPY.loadButton }).click();
  await expect(dialog.getByText(TICKET_MESSAGES.categoryRequired)).toBeVisible();
  await dialog.getByLabel(EVENT_SETUP_COPY.tier).selectOption('general');
  await expect(dialog.getByText(TICKET_MESSAGES.categoryRequired)).toHaveCount(0);
});

test('a proof of payment of the wrong kind is refused when chosen, and the upload shows it is busy', async ({
  page,
}) => {
  await logIn(page, 'customer@demo.co.za', /\/customerdashboard$/);
  await page.goto('/buy?eventid=7&ticketid=5021');
  await page.getByRole('button', { name: 'One ticket more' }).click();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await page.getByLabel('Phone number').fill('0710000001');
  await page.getByLabel('Email address').fill('customer@demo.co.za');
  await page.getByLabel('Full name').fill('Thandi Dlamini');
  await choose(
    page,
    'Proof of payment (PDF, PNG or JPEG, up to 5 MB)',
    { name: 'slip.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text, not a PDF') },
    BANK_TRANSFER_MESSAGES.proofType,
  );
  await page.getByLabel(/Proof of payment/).setInputFiles({
    name: 'slip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByText(BANK_TRANSFER_MESSAGES.proofType)).toHaveCount(0);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit proof of payment' }).click();
  await expect(page.getByRole('button', { name: 'Uploading your proof…' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/successeft\?/);
});
