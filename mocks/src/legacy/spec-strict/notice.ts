import { keyHash } from './key-hash.ts';

// PHP notices printed before the JSON, as a script with display_errors on does. Which operations
// print one is fixed (a quarter of them, by name, and FETCH-EVENT-DETAILS, which read a
// `customerid` the BFF stopped sending on the independent PHP legacy of issue 40), so a
// recording or a test sees the same body every time.

const ALWAYS = new Set(['FETCH-EVENT-DETAILS']);

export function noticeFor(key: string): string {
  if (!ALWAYS.has(key) && keyHash(key, 'notice') % 4 !== 0) return '';
  const line = 100 + (keyHash(key, 'line') % 900);
  return `<br />\n<b>Notice</b>:  Undefined index: customerid in <b>/var/www/html/webservices.php</b> on line <b>${line}</b><br />\n`;
}
