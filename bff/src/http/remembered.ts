import type { MessageAsSaved } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { type AccountRecords, SAVED_MESSAGES, STARTED_PURCHASES } from '../lib/account-records.ts';
import { sessionUser } from './session-user.ts';

// What the BFF remembers of the logged-in account's objects, kept by account in the app's
// account records (lib/account-records.ts; Redis when configured), never in the session cookie:
// a message saved in one login is opened and paid in the next, on any instance. The account is
// always the session's.

declare module 'fastify' {
  interface FastifyInstance {
    accountRecords: AccountRecords;
  }
}

/** What the BFF remembers of a payment a customer started. */
export interface StartedPurchase {
  ticketNumber: string;
  eventId: string;
  paymentId: string;
}

/**
 * What the BFF remembers of a marketing message an organiser saved: the spec's GET-TEXT-MESSAGES
 * answers only `text`, without the organiser, audience size or cost.
 */
export interface SavedMessage extends MessageAsSaved {
  textId: string;
  businessId: string;
}

/** The session's account as the records name it (type and id), or null for a guest. */
function account(req: FastifyRequest): string | null {
  const user = sessionUser(req);
  return user ? `${user.accountType}:${user.accountId}` : null;
}

/** Remembers a message the organiser saved, so that it can be opened and paid for (in any login). */
export async function rememberMessage(req: FastifyRequest, message: SavedMessage): Promise<void> {
  const owner = account(req);
  if (owner) await req.server.accountRecords.put(SAVED_MESSAGES, owner, message.textId, message);
}

/** A message the logged-in organiser saved, or null. */
export async function savedMessage(req: FastifyRequest, textId: string): Promise<SavedMessage | null> {
  const owner = account(req);
  if (!owner) return null;
  const found = (await req.server.accountRecords.get(SAVED_MESSAGES, owner, textId)) as SavedMessage | null;
  return found && found.businessId === sessionUser(req)?.accountId ? found : null;
}

/** Remembers a started payment, so that only this customer can cancel or look at it. */
export async function rememberPurchase(req: FastifyRequest, purchase: StartedPurchase): Promise<void> {
  const owner = account(req);
  if (owner) await req.server.accountRecords.put(STARTED_PURCHASES, owner, purchase.paymentId, purchase);
}

/** The payments the logged-in customer started (the newest kept), oldest first. */
export async function startedPurchases(req: FastifyRequest): Promise<StartedPurchase[]> {
  const owner = account(req);
  if (!owner) return [];
  return (await req.server.accountRecords.list(STARTED_PURCHASES, owner)) as StartedPurchase[];
}
