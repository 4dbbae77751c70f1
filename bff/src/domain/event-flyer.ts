import type { Event } from '@tix/contract';
import { exportDate } from '@tix/contract/domain/csv-exports';
import PDFDocument from 'pdfkit';
import { toBuffer } from 'qrcode';
import SVGtoPDF from 'svg-to-pdfkit';

// The event's printable flyer (issue 28): A5 portrait, the poster on top, then name, date and
// venue, and a QR code of the public event page with its address under it. pdfkit (as the print
// run's PDF) draws JPEG and PNG; an SVG poster is drawn as vectors by svg-to-pdfkit.
// Any other poster leaves its space to the name.

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

const drawable = (poster: FlyerInput['poster']) =>
  poster !== null && /^image\/(png|jpe?g)$/i.test(poster.contentType) ? poster.body : null;

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

/** Draws the poster at the top; whether it took its space. */
function drawPoster(
  doc: PDFKit.PDFDocument,
  poster: FlyerInput['poster'],
  y: number,
  width: number,
): boolean {
  const image = drawable(poster);
  const svg = image ? null : svgOf(poster);
  try {
    if (image) doc.image(image, MARGIN, y, { fit: [width, POSTER_HEIGHT], align: 'center' });
    else if (svg)
      SVGtoPDF(doc, svg, MARGIN, y, {
        width,
        height: POSTER_HEIGHT,
        preserveAspectRatio: 'xMidYMid meet',
        imageCallback: inlineImageOnly,
        // An SVG feature svg-to-pdfkit skips is not worth a log line per flyer.
        warningCallback: () => {},
      });
    else return false;
    return true;
  } catch {
    // A poster that cannot be read: the flyer goes on without it.
    return false;
  }
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
  if (drawPoster(doc, poster, y, width)) y += POSTER_HEIGHT + 10;
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
