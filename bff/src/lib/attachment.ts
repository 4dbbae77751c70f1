// A download's Content-Disposition. File names carry ids from the URL, which are opaque strings
// from the legacy: a quote, a semicolon or a control character in one would break the header (or
// make Node refuse it with a 500). The name keeps only characters that need no quoting anywhere.

/** A file name any browser and file system takes as it is. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return cleaned.slice(0, 120) || 'download';
}

/** `attachment; filename="…"` for a name made safe. */
export const attachment = (name: string): string => `attachment; filename="${safeFileName(name)}"`;
