import { describe, expect, it } from 'vitest';
import { attachmentIdentity } from '../marketing-attachments.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('an attachment named and typed by its content', () => {
  it('reads a PDF as a PDF whatever it was called', () => {
    expect(attachmentIdentity(bytes('%PDF-1.4'))).toEqual({ type: 'application/pdf', extension: 'pdf' });
  });
  it('tells Word from Excel inside a package', () => {
    const zip = [0x50, 0x4b, 0x03, 0x04];
    expect(attachmentIdentity(bytes(zip, '....word/document.xml'))?.extension).toBe('docx');
    expect(attachmentIdentity(bytes(zip, '....xl/workbook.xml'))?.extension).toBe('xlsx');
  });
  it('refuses a script', () => {
    expect(attachmentIdentity(bytes('<?php echo 1;'))).toBeNull();
  });
});
