import type { Event } from '@tix/contract';
import { exportDate } from '@tix/contract/domain/csv-exports';
import PDFDocument from 'pdfkit';
import { toBuffer } from 'qrcode';
import SVGtoPDF from 'svg-to-pdfkit';
import { POSTER_LEFT_OUT, safePoster, svgRefusal } from './poster-raster.ts';

// The event's printable flyer (issue 28): A5 portrait, the poster on top, then name, date and
// venue, and a QR code of the public event page with its address under it. A raster poster (JPEG,
// PNG, GIF, WebP) is made safe first (poster-raster.ts); a bounded SVG poster is drawn as vectors
// by svg-to-pdfkit. A poster that cannot be drawn safely leaves its space to a line saying so.

const A5 = { width: 419.53, height: 595.28 };
const MARGIN = 28;
const QR = 150;

export interface FlyerInput {
  event: Event;
  poster: { contentType: string; body: Buffer } | null;
  /** The public event page's absolute address. */
  url: string;
}

const POSTER_HEIGHT = 200;

const svgOf = (poster: FlyerInput['poster']): string | null => {
  if (poster === null) return null;
  const text = /^image\/svg\+xml\b/i.test(poster.contentType) ? poster.body.toString('utf8') : null;
  return text && /<svg[\s>]/i.test(text) ? text : null;
};

/**
 * Images inside an SVG poster: only inline PNG or JPEG data. svg-to-pdfkit would otherwise hand
 * any href to pdfkit, which reads a path from this server's disk.
 */
const inlineImageOnly = (link: string) =>
  /^data:image\/(png|jpe?g);base64,/i.test(link.trim()) ? link.replace(/\s+/g, '') : '';

type Drawn = { drawn: true } | { drawn: false; leftOut: string | null };

/**
 * Draws the poster at the top. A raster poster goes through `safePoster` (checked before it is
 * decoded, decoded off the event loop with a time limit, then embedded as a small JPEG); an SVG
 * is drawn as vectors only when it is bounded (no references, few elements: `svgRefusal`).
 * Whether it took its space, and why it was left out when it was.
 */
async function drawPoster(
  doc: PDFKit.PDFDocument,
  poster: FlyerInput['poster'],
  y: number,
  width: number,
): Promise<Drawn> {
  if (poster === null) return { drawn: false, leftOut: null };
  const svg = svgOf(poster);
  if (svg) {
    const refusal = svgRefusal(svg);
    if (refusal) return { drawn: false, leftOut: refusal };
    try {
      SVGtoPDF(doc, svg, MARGIN, y, {
        width,
        height: POSTER_HEIGHT,
        preserveAspectRatio: 'xMidYMid meet',
        imageCallback: inlineImageOnly,
        // An SVG feature svg-to-pdfkit skips is not worth a log line per flyer.
        warningCallback: () => {},
      });
      return { drawn: true };
    } catch {
      return { drawn: false, leftOut: POSTER_LEFT_OUT.unreadable };
    }
  }
  const safe = await safePoster(poster);
  if (!safe.ok) return { drawn: false, leftOut: safe.reason };
  doc.image(safe.jpeg, MARGIN, y, { fit: [width, POSTER_HEIGHT], align: 'center' });
  return { drawn: true };
}

/** The flyer as a one-page A5 PDF. */
export async function eventFlyerPdf({ event, poster, url }: FlyerInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: MARGIN, info: { Title: `${event.name}: flyer` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = A5.width - 2 * MARGIN;
  let y = MARGIN;
  const posterDrawn = await drawPoster(doc, poster, y, width);
  if (posterDrawn.drawn) y += POSTER_HEIGHT + 10;
  else if (posterDrawn.leftOut) {
    // Said on the flyer itself, so the organiser knows why it has no picture.
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#666666')
      .text(`Poster left out: ${posterDrawn.leftOut}`, MARGIN, y, { width, align: 'center' });
    y = doc.y + 10;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#000000')
    .text(event.name, MARGIN, y, { width, align: 'center', height: 52, ellipsis: true });
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(12);
  doc.text(exportDate(event.startTime ? `${event.day} ${event.startTime}` : event.day), {
    width,
    align: 'center',
  });
  // Long names and venues are cut short so the QR code stays on the one page.
  if (event.venue) doc.text(event.venue, { width, align: 'center', height: 32, ellipsis: true });
  const png = await toBuffer(url, { type: 'png', margin: 1, width: 600, errorCorrectionLevel: 'M' });
  const qrY = Math.max(doc.y + 16, A5.height - MARGIN - QR - 40);
  doc.image(png, (A5.width - QR) / 2, qrY, { width: QR, height: QR });
  doc
    .fontSize(9)
    .fillColor('#333333')
    .text(url, MARGIN, qrY + QR + 8, { width, align: 'center' });
  doc.end();
  return done;
}
