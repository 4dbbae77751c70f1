import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { TICKETS_COPY } from '../../web/src/features/tickets/messages.ts';
import { WALK_TICKET } from '../walk/routes.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

// A buyer holding a ticket adds the event to a calendar: the .ics parses, starts and ends when the
// ticket says (South African time) and carries the venue.

test('a ticket’s event downloads as an .ics with its times in South Africa and the venue', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('customer@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/customerdashboard$/);

  await page.goto(`/zoom?eventid=${WALK_TICKET.eventId}&ticket=${WALK_TICKET.ticket}`);
  const facts = page.locator('dl');
  const venue = (await facts.locator('dt:has-text("Venue") + dd').textContent()) ?? '';
  const time = (await facts.locator('dt:has-text("Time") + dd').textContent()) ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: TICKETS_COPY.addToCalendar }).click();
  const file = await (await download).path();
  const vevent = new ICAL.Component(ICAL.parse(await readFile(file, 'utf8'))).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the file holds no event');
  const event = new ICAL.Event(vevent);

  expect(event.location).toBe(venue);
  expect(event.summary).toBeTruthy();
  // The instants, read in Africa/Johannesburg, are the times the ticket shows.
  const sast = (t: ICAL.Time) =>
    new Intl.DateTimeFormat('en-ZA', {
      timeZone: 'Africa/Johannesburg',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(t.toJSDate());
  expect(event.startDate.zone?.tzid).toBe('UTC');
  const [start = '', end = ''] = time.split(' – ');
  expect(sast(event.startDate)).toBe(start.trim());
  if (end) expect(sast(event.endDate)).toBe(end.trim());
  expect(event.endDate.compare(event.startDate)).toBe(1);
});
