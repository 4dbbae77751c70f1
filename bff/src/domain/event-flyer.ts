import type { Event } from '@tix/contract';
import { exportDate } from '@tix/contract/domain/csv-exports';
import PDFDocument from 'pdfkit';
import { toBuffer } from 'qrcode';

// The event's printable flyer (issue 28): A5 portrait, the poster on top, then name, date and
// venue, and a QR code of the public event page with its address under it. pdfkit (as the print
// run's PDF) draws JPEG and PNG; any other poster (the seed's SVGs) leaves its space to the name.

const A5 = { width: 419.53, height: 595.28 };
const MARGIN = 28;
const QR = 150;

export interface FlyerInput {
  event: Event;
  poster: { contentType: string; body: Buffer } | null;
  /** The public event page's absolute address. */
  url: string;
}

const drawable = (poster: FlyerInput['poster']) =>
  poster !== null && /^image\/(png|jpe?g)$/i.test(poster.contentType) ? poster.body : null;

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
  const image = drawable(poster);
  if (image) {
    try {
      doc.image(image, MARGIN, y, { fit: [width, 200], align: 'center' });
      y += 210;
    } catch {
      // A poster pdfkit cannot read: the flyer goes on without it.
    }
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
