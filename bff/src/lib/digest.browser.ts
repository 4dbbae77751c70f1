import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// Browser twin of digest.ts (mock mode, mocks/src/msw/browser-twins.ts): the same SHA-256, computed
// in JavaScript, since Web Crypto's digest is asynchronous and node:crypto is not there.

export const sha256 = (text: string): Uint8Array => nobleSha256(utf8ToBytes(text));

export const sha256Hex = (text: string): string => bytesToHex(sha256(text));
