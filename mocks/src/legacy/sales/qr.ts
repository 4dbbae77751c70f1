import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

// A ticket's QR payload as the legacy issues it: two dot-separated parts, the ticket's facts
// (base64url JSON) and an HMAC of them, so a scanner can tell a real ticket from a made-up one.
// The key is the stand-in's own; it signs nothing outside this process. Plain code (no node:
// module), because the MSW world issues printed tickets with the same rule in a browser.
const KEY = utf8ToBytes('standin-qr-signing-key');

export interface QrFacts {
  ticketId: number;
  ticketNumber: string;
  eventId: number;
  group: 'adults' | 'kids';
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

const mac = (body: string) => toBase64Url(hmac(sha256, KEY, utf8ToBytes(body)));

/** Compares in time independent of where the strings differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function signQrPayload(facts: QrFacts): string {
  const body = toBase64Url(utf8ToBytes(JSON.stringify(facts)));
  return `${body}.${mac(body)}`;
}

/** The facts of a genuine payload, or null for anything forged or malformed. */
export function verifyQrPayload(payload: string): QrFacts | null {
  const [body, signature, extra] = payload.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!sameText(mac(body), signature)) return null;
  try {
    return JSON.parse(fromBase64Url(body)) as QrFacts;
  } catch {
    return null;
  }
}
