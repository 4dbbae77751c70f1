import { expect, type Page } from '@playwright/test';

// A draft event made ready for its campaign as /editevent's steps leave it: General tickets loaded
// and a poster uploaded, through the BFF's API as the logged-in organiser (the campaign journeys
// on the rich and on the spec-strict legacy start here).

/** A 1×1 PNG: the smallest poster the upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function prepareDraftForCampaign(page: Page, eventId: string, baseURL: string | undefined) {
  const origin = { origin: baseURL ?? '' };
  const loaded = await page.request.post(`/api/organiser/events/${eventId}/tickets`, {
    headers: origin,
    data: { category: 'general', adultTickets: '100', adultPrice: '100', kidsTickets: '0', kidsPrice: '' },
  });
  expect(loaded.status(), await loaded.text()).toBe(200);
  const poster = await page.request.post(`/api/organiser/events/${eventId}/poster`, {
    headers: { ...origin, 'x-requested-with': 'XMLHttpRequest' },
    multipart: { file: { name: 'walk.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(poster.status(), await poster.text()).toBe(200);
}
