/**
 * Reads a legacy body as JSON. The legacy is PHP: it may put a BOM, a notice or a warning
 * (`<br /><b>Warning</b>: ...`) before the JSON, and sends JSON with any content type. A body with
 * nothing after its notices (a script that echoed nothing) is read as `null`, one of PHP's forms
 * of nothing (contract/src/legacy/raw.ts), and flagged `empty` so a caller can refuse it where
 * nothing is not an answer. Throws when nothing usable is there.
 */
export function parseLegacyJson(text: string): { value: unknown; skipped: string; empty?: true } {
  const body = text.replace(/^\uFEFF/, '');
  const trimmed = body.trim();
  if (trimmed === '') return { value: null, skipped: '', empty: true };
  try {
    return { value: JSON.parse(trimmed), skipped: '' };
  } catch {
    // Find the JSON after leading noise: the first line from which the rest is one JSON value
    // (an object or a list, or the bare null, false, 0 or "0" PHP prints for nothing).
    const lines = trimmed.split('\n');
    for (let i = 1; i < lines.length; i++) {
      const rest = lines.slice(i).join('\n').trim();
      if (JSON_START.test(rest)) {
        try {
          return { value: JSON.parse(rest), skipped: lines.slice(0, i).join('\n') };
        } catch {
          // keep looking
        }
      }
    }
    if (lines.every((line) => PHP_NOISE.test(line.trim())))
      return { value: null, skipped: trimmed, empty: true };
    throw new SyntaxError('not JSON');
  }
}

const JSON_START = /^([{["\d-]|null$|false$|true$)/;
/** A line of PHP's own output before a script's: a notice, warning or deprecation, or its markup. */
const PHP_NOISE =
  /^(|<br\s*\/?>|(<b>)?(PHP )?(Notice|Warning|Deprecated|Strict Standards)(<\/b>)?:.*|(<br\s*\/?>)*\s*)$/i;
