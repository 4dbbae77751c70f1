import type { PrintedTicket } from '@tix/contract';
import { printedTicketFace, ticketPages } from '@tix/contract/domain/printed-ticket';
import PDFDocument from 'pdfkit';
import { toBuffer } from 'qrcode';

// The print run as a PDF for print shops: A4, four tickets a page (2 by 2), each with its QR code
// and the same face as the print page.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 24;
const GAP = 12;
const QR = 120;

async function drawTicket(
  doc: PDFKit.PDFDocument,
  ticket: PrintedTicket,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  doc.save().lineWidth(1).dash(4, { space: 3 }).rect(x, y, w, h).stroke('#555555').undash().restore();
  const face = printedTicketFace(ticket);
  const pad = 12;
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor('#000000')
    .text(face.title, x + pad, y + pad, { width: w - 2 * pad, height: 16, ellipsis: true });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(face.heading, x + pad, y + pad + 17, { width: w - 2 * pad });
  const top = y + 52;
  if (ticket.qrPayload) {
    const png = await toBuffer(ticket.qrPayload, { type: 'png', margin: 1, width: 360 });
    doc.image(png, x + (w - QR) / 2, top, { width: QR, height: QR });
  }
  let lineY = top + QR + 10;
  doc.fontSize(9);
  for (const [label, value] of face.lines) {
    doc.font('Helvetica-Bold').text(`${label}: `, x + pad, lineY, { continued: true, width: w - 2 * pad });
    doc.font('Helvetica').text(value, { width: w - 2 * pad, height: 24, ellipsis: true });
    lineY = doc.y + 2;
    if (lineY > y + h - pad) break;
  }
}

/** The tickets as an A4 PDF, four to a page. */
export async function printRunPdf(tickets: readonly PrintedTicket[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = (A4.width - 2 * MARGIN - GAP) / 2;
  const h = (A4.height - 2 * MARGIN - GAP) / 2;
  for (const page of ticketPages(tickets)) {
    doc.addPage({ size: 'A4', margin: 0 });
    for (const [i, ticket] of page.entries()) {
      await drawTicket(
        doc,
        ticket,
        MARGIN + (i % 2) * (w + GAP),
        MARGIN + Math.floor(i / 2) * (h + GAP),
        w,
        h,
      );
    }
  }
  doc.end();
  return done;
}
