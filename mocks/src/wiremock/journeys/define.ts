import { saDay } from '../../legacy/clock.ts';
import type { BffClient, Call } from '../client.ts';

/** A message of the stand-in's outbox, as `GET /__standin/outbox?to=` lists it (oldest first). */
export interface OutboxEntry {
  code?: string;
  subject: string;
}

/** What recording offers a journey besides the BFF: the stand-in's outbox, where codes go. */
export interface JourneyEnv {
  outbox(to: string): Promise<OutboxEntry[]>;
  /** Where the provider notifies the legacy of a paid SMS campaign (the merchant's account setting). */
  smsNotifyUrl: string;
  /** The card provider confirms a campaign payment (its server-to-server notify to the stand-in). */
  confirmCampaignPayment(paymentId: string, amount: string): Promise<void>;
  /** The legacy through the recorder (ends in `/`): calls no BFF endpoint makes are recorded so. */
  legacyUrl: string;
  /** The operation query parameter (LEGACY_OP_PARAM). */
  opParam: string;
}

/**
 * A recorded journey: calls made through the BFF while WireMock records what reaches the legacy.
 * `env` is given when recording from the stand-in; without it, steps needing a code are skipped.
 */
export type Journey = (client: BffClient, log: (line: string) => void, env?: JourneyEnv) => Promise<void>;

/** Sends each call in order and logs its status. */
export async function sendAll(client: BffClient, calls: Call[], log: (line: string) => void): Promise<void> {
  for (const call of calls) {
    const r = await client.send(call);
    log(`${r.status} ${call.method} ${call.path}${call.as ? ` as ${call.as}` : ''}`);
  }
}

export const DEMO_PASSWORD = 'Demo1234!';

export const login = (as: string, emailOrPhone: string, partner = false, password = DEMO_PASSWORD): Call => ({
  method: 'POST',
  path: '/api/session',
  body: { emailOrPhone, password, partner },
  as,
});

/**
 * A calendar day `days` after today in South Africa: journeys type dates relative to the day they
 * run, so a recording (and its diff) does not depend on the day it was made.
 */
export const dayFromToday = (days: number): string => saDay(new Date(), days);
