import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { HUB_COPY } from '../../web/src/features/organiser-events/hub-messages.ts';
import { SHARE_COPY } from '../../web/src/ui/share-copy.ts';
import { APP_URL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Issue 28, the share kit on the event hub and the public event page: every share link carries
// the event page's address, the QR code decodes to it, and the organiser's flyer is a PDF.

const EVENT_URL = `${APP_URL}/event/1/tickets`;

/** What a PNG's QR code says (jsqr reads the pixels pngjs decodes). */
function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

async function expectShareLinks(page: Page) {
  const hrefs = await page
    .locator('a[data-share]')
    .evaluateAll((links) => links.map((a) => [a.getAttribute('data-share'), a.getAttribute('href') ?? '']));
  const encoded = encodeURIComponent(EVENT_URL);
  expect(Object.fromEntries(hrefs)).toEqual({
    whatsapp: expect.stringMatching(new RegExp(`^https://wa\\.me/\\?text=.*${encoded}$`)),
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    x: expect.stringMatching(new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encoded}&`)),
    email: expect.stringMatching(new RegExp(`^mailto:\\?subject=.*&body=.*${encoded}$`)),
  });
}

test('the public event page shares its address, copies it and shows its QR code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
  // On a phone the kit is below the fold: its QR code is drawn when it comes near the screen,
  // in a place kept for it, not while the page loads.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/event/1/tickets');
  const kit = page.getByRole('region', { name: SHARE_COPY.heading });
  await expect(page.getByRole('heading', { name: SHARE_COPY.heading })).toBeVisible();
  await expect(kit).not.toBeInViewport();
  const qrImage = page.getByRole('img', { name: /^QR code of the event page/ });
  await expect(qrImage).toHaveCount(0);
  await kit.scrollIntoViewIfNeeded();
  await expect(qrImage).toBeVisible();
  await expect(page.getByLabel(SHARE_COPY.linkLabel)).toHaveValue(EVENT_URL);
  await expectShareLinks(page);
  await page.getByRole('button', { name: SHARE_COPY.copy }).click();
  await expect(page.getByText(SHARE_COPY.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EVENT_URL);

  const src = await qrImage.getAttribute('src');
  expect(src).toMatch(/^data:image\/png;base64,/);
  expect(decodeQr(Buffer.from((src ?? '').split(',')[1] ?? '', 'base64'))).toBe(EVENT_URL);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  }
  await expectAccessible(page);
});

test('the event hub shares the event: QR code as a PNG and a printable flyer', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/editevent?eventid=1');
  await expect(page.getByRole('heading', { name: SHARE_COPY.heading })).toBeVisible();
  await expectShareLinks(page);
  await page.getByRole('region', { name: SHARE_COPY.heading }).scrollIntoViewIfNeeded();

  const [qr] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: SHARE_COPY.qrDownload }).click(),
  ]);
  expect(qr.suggestedFilename()).toBe('event-1-qr.png');
  expect(decodeQr(await readFile(await qr.path()))).toBe(EVENT_URL);

  const [flyer] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: HUB_COPY.flyer }).click(),
  ]);
  expect(flyer.suggestedFilename()).toBe('flyer-event-1.pdf');
  const pdf = await readFile(await flyer.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The seed's poster is a JPEG, drawn into the flyer as it came (the QR code is a PNG).
  expect(pdf.toString('latin1')).toContain('/DCTDecode');
  await expectAccessible(page);
});
