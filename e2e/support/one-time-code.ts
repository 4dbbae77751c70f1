import type { Page } from '@playwright/test';

// A large purchase's verification step: the stand-in's outbox holds the one-time code it "sent"
// to the customer, which is typed in with the customer's email, then Verify.

export async function verifyWithMailedCode(page: Page, standinUrl: string, email: string) {
  const mail = await (await page.request.get(`${standinUrl}/__standin/outbox?to=${email}`)).json();
  await page.getByLabel('One-time code').fill(mail.at(-1).code);
  await page.getByLabel('Your existing email address').fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();
}
