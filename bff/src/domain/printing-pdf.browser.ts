import type { PrintedTicket } from '@tix/contract';
import { MOCK_PDF_NOTE, placeholderPdf } from '../in-memory/placeholder-pdf.ts';

// Browser twin of printing-pdf.ts (mock mode, mocks/src/msw/browser-twins.ts): pdfkit does not run in
// a browser. The smallest answer that lets the print screen work: a one-page PDF naming the run.

export async function printRunPdf(tickets: readonly PrintedTicket[], title: string): Promise<Uint8Array> {
  return placeholderPdf([title, `${tickets.length} tickets in this print run.`, MOCK_PDF_NOTE]);
}
