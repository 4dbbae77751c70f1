/**
 * Reads a legacy body as JSON. The legacy is PHP: it may put a BOM, a notice or a warning
 * (`<br /><b>Warning</b>: ...`) before the JSON, and sends JSON with any content type.
 * Returns the value and whether junk had to be skipped; throws when nothing usable is there.
 */
export function parseLegacyJson(text: string): { value: unknown; skipped: string } {
  const body = text.replace(/^\uFEFF/, '');
  const trimmed = body.trim();
  if (trimmed === '') throw new SyntaxError('empty body');
  try {
    return { value: JSON.parse(trimmed), skipped: '' };
  } catch {
    // Find the JSON after leading noise: the last line that starts a JSON document.
    const lines = trimmed.split('\n');
    for (let i = 1; i < lines.length; i++) {
      const rest = lines.slice(i).join('\n').trim();
      if (rest.startsWith('{') || rest.startsWith('[')) {
        try {
          return { value: JSON.parse(rest), skipped: lines.slice(0, i).join('\n') };
        } catch {
          // keep looking
        }
      }
    }
    throw new SyntaxError('not JSON');
  }
}
