import { createHmac, timingSafeEqual } from 'node:crypto';

// A ticket's QR payload as the legacy issues it: two dot-separated parts, the ticket's facts
// (base64url JSON) and an HMAC of them, so a scanner can tell a real ticket from a made-up one.
// The key is the stand-in's own; it signs nothing outside this process.
const KEY = 'standin-qr-signing-key';

export interface QrFacts {
  ticketId: number;
  ticketNumber: string;
  eventId: number;
  group: 'adults' | 'kids';
}

const mac = (body: string) => createHmac('sha256', KEY).update(body).digest('base64url');

export function signQrPayload(facts: QrFacts): string {
  const body = Buffer.from(JSON.stringify(facts)).toString('base64url');
  return `${body}.${mac(body)}`;
}

/** The facts of a genuine payload, or null for anything forged or malformed. */
export function verifyQrPayload(payload: string): QrFacts | null {
  const [body, signature, extra] = payload.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as QrFacts;
  } catch {
    return null;
  }
}
