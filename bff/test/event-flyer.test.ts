import type { Event } from '@tix/contract';
import { toBuffer } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { eventFlyerPdf } from '../src/domain/event-flyer.ts';

// The flyer's drawing: A5, the poster when pdfkit can draw it (PNG, JPEG), the QR code always.

const event = {
  id: '1',
  businessId: '201',
  name: 'Jozi Jazz Under the Stars',
  day: '2026-12-07',
  finishDay: null,
  startTime: '18:00:00',
  finishTime: null,
  venue: 'Mary Fitzgerald Square',
  description: null,
  category: null,
  province: null,
  balanceCents: null,
  businessName: null,
  sponsored: false,
  campaignStatus: 'running',
  posterUrl: null,
  theme: null,
} satisfies Event;
const url = 'https://tickets.example.co.za/event/1/tickets';
const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('the event flyer', () => {
  it('is one A5 page with the QR code, and the poster when it is a PNG or JPEG', async () => {
    const without = await eventFlyerPdf({ event, poster: null, url });
    const text = without.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 419\.5\d* 595\.2\d*\]/);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // The QR code (a PNG with transparency: an image and its soft mask).
    const qrOnly = images(without);
    expect(qrOnly).toBeGreaterThan(0);

    const png = await toBuffer('poster', { type: 'png', width: 400 });
    const withPoster = await eventFlyerPdf({ event, poster: { contentType: 'image/png', body: png }, url });
    expect(images(withPoster)).toBeGreaterThan(qrOnly);

    const svg = {
      contentType: 'image/svg+xml',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    };
    expect(images(await eventFlyerPdf({ event, poster: svg, url }))).toBe(qrOnly);

    // A very long name with a poster still makes one page.
    const long = { ...event, name: 'A very long event name '.repeat(12), venue: 'Somewhere far '.repeat(10) };
    const crowded = await eventFlyerPdf({
      event: long,
      poster: { contentType: 'image/png', body: png },
      url,
    });
    expect(crowded.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
