import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Event } from '@tix/contract';
import { toBuffer } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { eventFlyerPdf } from '../src/domain/event-flyer.ts';

// The flyer's drawing: A5, the poster (PNG, JPEG, or SVG as vectors), the QR code always.

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
/** The page's drawing operators: every Flate stream of the PDF, inflated. */
const drawing = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
/** #123456 as pdfkit writes a fill colour. */
const POSTER_FILL = /0\.0705\d* 0\.2039\d* 0\.3372\d* scn/;

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

    // Not a poster at all: the flyer goes on without one.
    const junk = { contentType: 'image/gif', body: Buffer.from('GIF89a') };
    expect(images(await eventFlyerPdf({ event, poster: junk, url }))).toBe(qrOnly);

    // A very long name with a poster still makes one page.
    const long = { ...event, name: 'A very long event name '.repeat(12), venue: 'Somewhere far '.repeat(10) };
    const crowded = await eventFlyerPdf({
      event: long,
      poster: { contentType: 'image/png', body: png },
      url,
    });
    expect(crowded.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('draws an SVG poster as vectors, above the name', async () => {
    const svg = (inner = '') =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="#123456"/>${inner}</svg>`,
      );
    const without = drawing(await eventFlyerPdf({ event, poster: null, url }));
    expect(without).not.toMatch(POSTER_FILL);
    const pdf = await eventFlyerPdf({ event, poster: { contentType: 'image/svg+xml', body: svg() }, url });
    const ops = drawing(pdf);
    expect(ops).toMatch(POSTER_FILL);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    // The poster comes first on the page, the name under it.
    expect(ops.search(POSTER_FILL)).toBeLessThan(ops.indexOf('BT'));
  });

  it('draws only inline images inside an SVG poster, never a path on the server', async () => {
    const png = (await toBuffer('inline', { type: 'png', width: 64 })).toString('base64');
    const body = (href: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><image href="${href}" width="100" height="100"/></svg>`,
      );
    const qrOnly = images(await eventFlyerPdf({ event, poster: null, url }));
    const inline = await eventFlyerPdf({
      event,
      poster: { contentType: 'image/svg+xml', body: body(`data:image/png;base64,${png}`) },
      url,
    });
    expect(images(inline)).toBeGreaterThan(qrOnly);
    // A real PNG on this server's disk: pdfkit would read and embed it if it were handed the path.
    const dir = await mkdtemp(join(tmpdir(), 'flyer-'));
    const path = join(dir, 'secret.png');
    await writeFile(path, Buffer.from(png, 'base64'));
    try {
      const onDisk = await eventFlyerPdf({
        event,
        poster: { contentType: 'image/svg+xml', body: body(path) },
        url,
      });
      expect(images(onDisk)).toBe(qrOnly);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
