import { describe, expect, it } from 'vitest';
import { attachment, safeFileName } from '../src/lib/attachment.ts';

// Download names carry opaque ids from the URL; the header must stay one well-formed header.

describe("a download's Content-Disposition", () => {
  it('keeps a plain name as it is', () => {
    expect(attachment('flyer-event-ev-7k2.pdf')).toBe('attachment; filename="flyer-event-ev-7k2.pdf"');
  });

  it.each([
    ['a quote and a parameter', 'tickets-1".pdf; filename="evil.exe', 'tickets-1_.pdf_filename_evil.exe'],
    ['a carriage return and a header', 'x\r\nSet-Cookie: a=b.csv', 'x_Set-Cookie_a_b.csv'],
    ['a path', '../../etc/passwd', 'etc_passwd'],
  ])('turns a name with %s into one safe token', (_, name, safe) => {
    expect(safeFileName(name)).toBe(safe);
    expect(attachment(name)).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"$/);
  });

  it('never gives an empty name', () => {
    expect(safeFileName('"";')).toBe('download');
  });
});
