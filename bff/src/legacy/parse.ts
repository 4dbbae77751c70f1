/**
 * Reads a legacy body as JSON. The legacy is PHP: it may put a BOM, a notice or a warning
 * (`<br /><b>Warning</b>: ...`) before the JSON, and sends JSON with any content type. Whatever
 * JSON value follows the notices is the answer (an object or a list, or the bare null, false, 0,
 * "..." PHP prints for nothing), on the notice's own line or the next. A body with nothing after
 * its notices (a script that echoed nothing) is read as `null`, one of PHP's forms of nothing
 * (contract/src/legacy/raw.ts), and flagged `empty` so a caller can refuse it where nothing is not
 * an answer. Throws when nothing usable is there.
 */
export function parseLegacyJson(text: string): { value: unknown; skipped: string; empty?: true } {
  const body = text.replace(/^\uFEFF/, '');
  const trimmed = body.trim();
  if (trimmed === '') return { value: null, skipped: '', empty: true };
  try {
    return { value: JSON.parse(trimmed), skipped: '' };
  } catch {
    return afterMessages(trimmed) ?? afterNoiseLines(trimmed);
  }
}

/**
 * PHP's own messages as display_errors prints them, html or text: the kind, the message, "in
 * FILE on line N" (the number in <b> when html), and the html form's closing <br />.
 */
const PHP_MESSAGE =
  /^(?:<br\s*\/?>\s*)*(?:<b>)?(?:PHP )?(?:Notice|Warning|Deprecated|Strict Standards)(?:<\/b>)?:[^\n]*? on line (?:<b>\d+<\/b>|\d+)(?:<br\s*\/?>)?\s*/i;

/** The JSON after PHP's complete messages, wherever the last one ends; null when that is not JSON. */
function afterMessages(text: string): { value: unknown; skipped: string; empty?: true } | null {
  let rest = text;
  for (let match = PHP_MESSAGE.exec(rest); match; match = PHP_MESSAGE.exec(rest))
    rest = rest.slice(match[0].length);
  if (rest === text) return null;
  const skipped = text.slice(0, text.length - rest.length).trim();
  const json = rest.replace(/^(?:<br\s*\/?>\s*)+/i, '').trim();
  if (json === '') return { value: null, skipped, empty: true };
  try {
    return { value: JSON.parse(json), skipped };
  } catch {
    return null;
  }
}

/**
 * Noise of another form (a message without "on line N"): the first line from which the rest is
 * one JSON value; nothing but PHP's lines is an empty body. Throws when neither holds.
 */
function afterNoiseLines(trimmed: string): { value: unknown; skipped: string; empty?: true } {
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
  if (lines.every(isNoiseLine)) return { value: null, skipped: trimmed, empty: true };
  throw new SyntaxError('not JSON');
}

const JSON_START = /^([{["\d-]|null$|false$|true$)/;
/** A line of PHP's own output before a script's: a notice, warning or deprecation, or its markup. */
const PHP_NOISE =
  /^(|<br\s*\/?>|(<b>)?(PHP )?(Notice|Warning|Deprecated|Strict Standards)(<\/b>)?:.*|(<br\s*\/?>)*\s*)$/i;
/** Text after a line's closing <br /> is the script's own output, not noise: never read as nothing. */
const OUTPUT_AFTER_BREAK = /<br\s*\/?>\s*[^\s<]/i;
const isNoiseLine = (line: string) => PHP_NOISE.test(line.trim()) && !OUTPUT_AFTER_BREAK.test(line);
