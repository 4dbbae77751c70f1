import type { EditableEvent } from '@tix/contract/api/event-editing';
import type { AccountType } from '@tix/contract/domain/constants';
import type { BankDetails } from '@tix/contract/model/bank';
import type { CampaignLaunchPage, CampaignPayment } from '@tix/contract/model/campaign-launch';
import type { EventOverview } from '@tix/contract/model/event-management';
import type { OrganiserEvent } from '@tix/contract/model/organiser';
import type { Profile } from '@tix/contract/model/profile';
import type { Session } from '@tix/contract/model/session';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import type { Transaction } from '@tix/contract/model/transaction';
import type { StandinData } from '../legacy/model.ts';
import { guestSession } from './fixtures/accounts.ts';
import { campaignLaunchPages } from './fixtures/campaign-launch.ts';
import { customerTickets, customerTransactions } from './fixtures/customer-tickets.ts';
import { editableEvents } from './fixtures/event-editing.ts';
import { eventOverviews } from './fixtures/event-management.ts';
import { world } from './fixtures/world.ts';

// Everything the MSW handlers change, in one place. `resetMockState()` (after each test) restores
// all of it; the browser worker may persist the session across reloads (see browser.ts).

/** The contract's bank details, holding the full number the BFF would mask. */
export type SavedBank = Omit<BankDetails, 'accountNumberMasked' | 'createdOn'> & { accountNumber: string };

/** What the customer's refund, resend and bank-details calls change. */
export interface SalesState {
  tickets: CustomerTicket[];
  transactions: Transaction[];
  bank: SavedBank | null;
}

/** Registration, password reset and profile edits in progress. */
export interface AccountState {
  pending: { email: string; accountType: AccountType; name: string } | null;
  reset: { verified: boolean } | null;
  edits: Partial<Record<AccountType, Partial<Profile>>>;
}

const freshSales = (): SalesState => ({
  tickets: customerTickets.map((t) => ({ ...t })),
  transactions: customerTransactions.map((t) => ({ ...t })),
  bank: null,
});
/** The organiser's event pages (/editevent), by event id: postponing, cancelling, deleting change them. */
export type EventPagesState = Map<string, EventOverview>;
const freshEventPages = (): EventPagesState =>
  new Map([...eventOverviews].map(([id, o]) => [id, structuredClone(o)]));
const freshAccount = (): AccountState => ({ pending: null, reset: null, edits: {} });

/** The organiser's events created and edited in this session (issue 10). */
export interface OrganiserState {
  created: OrganiserEvent[];
  details: Record<string, EditableEvent>;
}
const freshOrganiser = (): OrganiserState => ({
  created: [],
  details: Object.fromEntries(Object.entries(editableEvents).map(([id, e]) => [id, { ...e }])),
});

/** /campaign (issue 11): each event's page and the card payments started from it. */
export interface CampaignLaunchState {
  pages: Map<string, CampaignLaunchPage>;
  payments: Map<string, { eventId: string; payment: CampaignPayment }>;
}
const freshCampaignLaunch = (): CampaignLaunchState => ({
  pages: new Map([...campaignLaunchPages].map(([id, p]) => [id, structuredClone(p)])),
  payments: new Map(),
});

const state = {
  session: guestSession,
  sales: freshSales(),
  account: freshAccount(),
  organiser: freshOrganiser(),
  eventPages: freshEventPages(),
  /** The campaign list's world (issue 11): a copy of the seed, made on first use. */
  campaignWorld: null as StandinData | null,
  campaignLaunch: freshCampaignLaunch(),
};
const listeners = new Set<(s: Session) => void>();

export function getMockSession(): Session {
  return state.session;
}

/**
 * Any change of who is logged in starts the sales from the fixtures again; going back to a guest
 * also forgets the account flows in progress.
 */
export function setMockSession(next: Session): void {
  state.session = next;
  state.sales = freshSales();
  state.organiser = freshOrganiser();
  state.eventPages = freshEventPages();
  state.campaignWorld = null;
  state.campaignLaunch = freshCampaignLaunch();
  if (!next.loggedIn) state.account = freshAccount();
  for (const listener of listeners) listener(next);
}

export function onMockSessionChange(listener: (s: Session) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const salesState = (): SalesState => state.sales;
export const accountState = (): AccountState => state.account;
export const organiserState = (): OrganiserState => state.organiser;
export const eventPagesState = (): EventPagesState => state.eventPages;
/** The seed world the campaign list's handlers change (selection, pause/resume, transfers). */
export const campaignWorldState = (): StandinData => {
  state.campaignWorld ??= structuredClone(world);
  return state.campaignWorld;
};
export const campaignLaunchState = (): CampaignLaunchState => state.campaignLaunch;

/** Back to the seed: nobody logged in, nothing changed. */
export function resetMockState(): void {
  setMockSession(guestSession);
}

// Keeping the world across a page reload (mock mode in the browser): everything above, and the
// slices that handler modules keep themselves, written as JSON (Maps and Sets tagged).

interface Slice {
  save(): unknown;
  load(value: unknown): void;
}
const slices = new Map<string, Slice>();

/** A handler module's own state, kept across reloads with the rest of the world. */
export function persistSlice(name: string, slice: Slice): void {
  slices.set(name, slice);
}

const TAG = '__tix_mock';
function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { [TAG]: 'Map', entries: [...value] };
  if (value instanceof Set) return { [TAG]: 'Set', values: [...value] };
  return value;
}
function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && TAG in value) {
    const tagged = value as { [TAG]: string; entries?: [unknown, unknown][]; values?: unknown[] };
    return tagged[TAG] === 'Map' ? new Map(tagged.entries) : new Set(tagged.values);
  }
  return value;
}

/** The whole mock world as text. */
export function snapshotMockState(): string {
  const extra = Object.fromEntries([...slices].map(([name, slice]) => [name, slice.save()]));
  return JSON.stringify({ state, extra }, replacer);
}

/** Puts back a world saved by `snapshotMockState()`; false (and nothing changed) if it cannot. */
export function restoreMockState(text: string): boolean {
  try {
    const saved = JSON.parse(text, reviver) as { state: typeof state; extra: Record<string, unknown> };
    if (!saved?.state?.session) return false;
    Object.assign(state, saved.state);
    for (const [name, slice] of slices) if (name in saved.extra) slice.load(saved.extra[name]);
    return true;
  } catch {
    return false;
  }
}
