import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Event } from '@tix/contract';
import { toBuffer } from 'qrcode';
import sharp from 'sharp';
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

/** The page's text: each TJ array's hex strings joined (pdfkit splits words for kerning). */
const words = (pdf: Buffer) =>
  [...drawing(pdf).matchAll(/\[(.*?)\] TJ/g)]
    .map((m) =>
      [...(m[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

describe('a poster that cannot be drawn safely (issue 42)', () => {
  const leftOut = async (poster: { contentType: string; body: Buffer }) => {
    const qrOnly = images(await eventFlyerPdf({ event, poster: null, url }));
    const pdf = await eventFlyerPdf({ event, poster, url });
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(images(pdf)).toBe(qrOnly);
    // The flyer says why it has no picture.
    expect(words(pdf)).toContain('Poster left out');
    return words(pdf);
  };

  it('leaves out a PNG decompression bomb (6000 × 6000 in a small file), read from its header', async () => {
    const bomb = await sharp({
      create: { width: 6000, height: 6000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await leftOut({ contentType: 'image/png', body: bomb })).toContain('too large');
  });

  it('leaves out a picture too wide, in another format (a WebP 16 000 pixels wide)', async () => {
    const wide = await sharp({ create: { width: 16_000, height: 20, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect(await leftOut({ contentType: 'image/webp', body: wide })).toContain('too large');
  });

  it('leaves out an SVG of nested references (a billion laughs of <use>) without drawing it', async () => {
    let defs = '<g id="l0"><rect width="1" height="1"/><rect x="1" width="1" height="1"/></g>';
    for (let i = 1; i <= 25; i++)
      defs += `<g id="l${i}"><use href="#l${i - 1}"/><use href="#l${i - 1}" x="1"/></g>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs>${defs}</defs><use href="#l25"/></svg>`;
    expect(svg.length).toBeLessThan(2000);
    await leftOut({ contentType: 'image/svg+xml', body: Buffer.from(svg) });
  });

  it('leaves out an SVG declaring entities (the XML kind of bomb)', async () => {
    const svg = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`;
    await leftOut({ contentType: 'image/svg+xml', body: Buffer.from(svg) });
  });

  it('still draws an ordinary GIF poster, made a small JPEG first', async () => {
    const gif = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    const qrOnly = images(await eventFlyerPdf({ event, poster: null, url }));
    const pdf = await eventFlyerPdf({ event, poster: { contentType: 'image/gif', body: gif }, url });
    expect(images(pdf)).toBeGreaterThan(qrOnly);
    expect(pdf.toString('latin1')).toMatch(/\/DCTDecode/);
  });
});
