import { createHash, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// Passwords are stored as `scrypt$<saltHex>$<hashHex>`. The seed derives each salt from the
// account's email so that two builds produce identical state; accounts created at run time may
// pass a random salt.

const KEY_LENGTH = 32;
// Lower than a production cost: the stand-in rebuilds its seed on every reset.
const COST = { N: 2 ** 12, r: 8, p: 1 };
const memo = new Map<string, string>();

export function deterministicSalt(label: string): string {
  return createHash('sha256').update(`standin-salt:${label.toLowerCase()}`).digest('hex').slice(0, 32);
}

export function hashPassword(password: string, saltHex: string): string {
  const key = `${saltHex}\u0000${password}`;
  const known = memo.get(key);
  if (known) return known;
  const hash = scryptSync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH, COST).toString('hex');
  const stored = `scrypt$${saltHex}$${hash}`;
  memo.set(key, stored);
  return stored;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
