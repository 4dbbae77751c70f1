import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// Browser twin of passwords.ts (mock mode, mocks/src/msw/browser-twins.ts): no node:crypto
// scrypt in a browser, and scrypt in JavaScript would hold up the first screen for every seeded
// account. Mock mode's world only ever checks passwords it hashed itself, so a salted SHA-256,
// named as such (`sha256$salt$hash`), is the smallest answer that keeps logins working.

export function deterministicSalt(label: string): string {
  return bytesToHex(sha256(utf8ToBytes(`standin-salt:${label.toLowerCase()}`))).slice(0, 32);
}

const digest = (password: string, saltHex: string) =>
  bytesToHex(sha256(utf8ToBytes(`${saltHex}\u0000${password}`)));

export function hashPassword(password: string, saltHex: string): string {
  return `sha256$${saltHex}$${digest(password, saltHex)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  return scheme === 'sha256' && !!saltHex && hashHex === digest(password, saltHex);
}
