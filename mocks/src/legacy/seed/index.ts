import { DEMO_PASSWORD } from '../demo-logins.ts';
import type { StandinData } from '../model.ts';
import { deterministicSalt, hashPassword } from '../passwords.ts';
import { signQrPayload } from '../sales/qr.ts';
import { createWorld } from './world.ts';

export { DEMO_PROMOTER_ID } from './organisers.ts';
export { DEMO_BUSINESS_ID, DEMO_CUSTOMER_ID, DEMO_PARTNER_ID } from './people.ts';

/** Every seeded account's password is the demo one, salted by its email so builds agree. */
const hash = (email: string) => hashPassword(DEMO_PASSWORD, deterministicSalt(email));

/** The stand-in's seed: the one demo world with real password hashes and signed QR payloads. */
export function createSeed(now: Date): StandinData {
  return createWorld(now, { hash, sign: signQrPayload });
}
