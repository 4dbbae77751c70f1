import { MOCK_PDF_NOTE, placeholderPdf } from '../in-memory/placeholder-pdf.ts';
import type { FlyerInput } from './event-flyer.ts';

// Browser twin of event-flyer.ts (mock mode, mocks/src/msw/browser-twins.ts): pdfkit, its SVG
// drawing and sharp do not run in a browser. The smallest answer that lets the download work: a
// one-page PDF with the event's name and the address the flyer's QR code would carry.

export type { FlyerInput } from './event-flyer.ts';

export async function eventFlyerPdf({ event, url }: FlyerInput): Promise<Uint8Array> {
  return placeholderPdf([event.name, url, MOCK_PDF_NOTE]);
}
