// The PDFs mock mode gives instead of the BFF's (pdfkit does not run in a browser): one A4 page
// that says what it is, so a download button still downloads a PDF a viewer opens.

const escapePdf = (text: string) => text.replace(/[\\()]/g, '\\$&').replace(/[^\x20-\x7e]/g, '?');

/** A one-page PDF with these lines of text. */
export function placeholderPdf(lines: readonly string[]): Uint8Array {
  const text = lines
    .map((line, i) => `BT /F1 14 Tf 56 ${780 - i * 22} Td (${escapePdf(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

export const MOCK_PDF_NOTE = 'Mock mode: the real PDF is drawn by the BFF on the server.';
