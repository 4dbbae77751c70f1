import { expect, type Locator, type Page } from '@playwright/test';
import { UPLOAD_COPY } from '../../web/src/features/marketing/messages.ts';

// /uploaddata's first step, as a person does it: choose a CSV and wait for the preview to count
// its people (the SMS journeys on the rich and on the spec-strict legacy start here).

/** A CSV of `people` distinct recipients (`extra` lines after them, as they are). */
export function recipientsCsv(people: number, extra: string[] = []): string {
  const lines = ['name,phone'];
  for (let i = 0; i < people; i++) lines.push(`Guest${i} Mokoena,07${String(30_000_000 + i)}`);
  return `${[...lines, ...extra].join('\n')}\n`;
}

/** Chooses the file on /uploaddata; the preview, once it counts `people` rows. */
export async function chooseRecipients(page: Page, csv: string, people: number): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: UPLOAD_COPY.title })).toBeVisible();
  const preview = page.getByRole('region', { name: UPLOAD_COPY.preview });
  // The screen may still be settling from the client-side navigation: choose the file again
  // until the preview answers (a person cannot pick a file within those milliseconds).
  await expect(async () => {
    await page.getByLabel(UPLOAD_COPY.fileLabel).setInputFiles({
      name: 'guests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(preview.getByText(UPLOAD_COPY.rows(people))).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return preview;
}
