import type { SessionUser } from '@tix/bff/http/session-user';
import { createInMemoryBff } from '@tix/bff/in-memory/bff';
import { BrowserSession, type SessionValues } from '@tix/bff/in-memory/session';
import type { Session } from '@tix/contract/model/session';
import { InMemoryTransport } from '../legacy/in-memory-transport.ts';
import type { StandinData } from '../legacy/model.ts';
import { createSeed } from '../legacy/seed/index.ts';
import { DEMO_BUSINESS_ID, DEMO_CUSTOMER_ID, DEMO_PARTNER_ID } from '../legacy/seed/people.ts';
import { SESSION_COOKIE } from '../legacy/sessions.ts';
import { Standin } from '../legacy/store.ts';

// Mock mode's one world: a stand-in seeded as `npm start` seeds it, the BFF's own handlers over
// it (in memory), and one visitor's session. MSW's adapter (adapter.ts) answers every /api call
// from here; the browser entry keeps it across reloads (snapshot/restore), tests start it again
// after each test (resetMockState) and log in directly (setMockSession).

let standin: Standin | null = null;
let seededAt: Date | null = null;
const currentStandin = (): Standin => {
  if (!standin) {
    // Seeded at a fixed time when asked (tests compare with values built at that time).
    standin = new Standin(() => new Date(), seededAt ? createSeed(seededAt) : undefined);
  }
  return standin;
};

/** Seeds every next world at this time (Node tests: the time their expected values were built). */
export function seedMockWorldAt(time: Date): void {
  seededAt = time;
}

/** The one-time code of the last message the stand-in "sent" that carries one (tests type it). */
export function lastMockCode(): string {
  const code = currentStandin()
    .outbox.list()
    .findLast((m) => m.code !== undefined)?.code;
  if (code === undefined) throw new Error('The stand-in has sent no code yet');
  return code;
}

export const session = new BrowserSession();
/** The BFF's legacy: the stand-in in memory (the payment providers' notify reaches it too). */
export const bffLegacy = new InMemoryTransport(currentStandin);
export const bff = createInMemoryBff({
  transport: bffLegacy,
  // The page's own address in a browser (mocks/ compiles without the DOM library).
  publicUrl: (globalThis as { location?: { origin: string } }).location?.origin,
});

/** The stand-in behind mock mode (tests read and change its data as the legacy's). */
export const mockStandin = (): Standin => currentStandin();

/** The seed's account for a session's user, and a stand-in login for it (the legacy's cookie). */
function legacyLogin(user: SessionUser, into: BrowserSession = session): void {
  const data = currentStandin().data;
  const id = Number(user.accountId);
  const account =
    user.accountType === 'booster'
      ? (() => {
          const promoter = data.promoters.find((p) => p.id === id);
          return (
            promoter && {
              type: 'booster' as const,
              id,
              name: user.accountName,
              businessId: promoter.businessId,
            }
          );
        })()
      : { type: user.accountType, id, name: user.accountName };
  if (!account) return;
  const login = currentStandin().sessions.start(account);
  into.values = { ...into.values, legacy: { [SESSION_COOKIE]: login.id } };
}

/** The session user the BFF's login would have made for this contract session. */
function userOf(next: Extract<Session, { loggedIn: true }>): SessionUser {
  const user: SessionUser = {
    accountType: next.accountType,
    accountId: next.accountId,
    accountName: next.accountName,
  };
  if (next.accountType !== 'booster') return user;
  const promoter = currentStandin().data.promoters.find((p) => String(p.id) === next.accountId);
  const business = currentStandin().data.businesses.find((b) => b.id === promoter?.businessId);
  return {
    ...user,
    // What the booster login puts in the session (bff/src/routes/booster.ts).
    email: promoter?.email ?? null,
    phone: promoter?.phone ?? null,
    activation: promoter?.active === false ? 0 : 1,
    ...(business ? { businessId: String(business.id), businessName: business.name } : {}),
  };
}

const listeners = new Set<() => void>();

/** Called after anything may have changed the world or the login (mock mode saves it then). */
export function onMockWorldChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function worldChanged(): void {
  for (const listener of listeners) listener();
}

/** Logs this account in (or out, for a guest session) without a login form: tests, mostly. */
export function setMockSession(next: Session): void {
  session.clear();
  if (next.loggedIn) {
    const user = userOf(next);
    session.values = { user, sid: globalThis.crypto.randomUUID(), issuedAt: Date.now() };
    legacyLogin(user);
  }
  worldChanged();
}

type LoggedIn = Extract<Session, { loggedIn: true }>;

/**
 * The README's demo accounts (the seed's) as GET /api/session names them: what a test logs in as
 * with `setMockSession` or `renderApp(path, { session })`.
 */
export function demoSession(role: 'customer' | 'organiser' | 'partner'): LoggedIn {
  const data = currentStandin().data;
  const fail = (): never => {
    throw new Error(`The seed has no demo ${role}`);
  };
  if (role === 'customer') {
    const c = data.customers.find((a) => a.id === DEMO_CUSTOMER_ID) ?? fail();
    return {
      loggedIn: true,
      accountType: 'customer',
      accountId: String(c.id),
      accountName: `${c.firstName} ${c.lastName}`,
    };
  }
  const a =
    (role === 'organiser'
      ? data.businesses.find((b) => b.id === DEMO_BUSINESS_ID)
      : data.partners.find((p) => p.id === DEMO_PARTNER_ID)) ?? fail();
  return {
    loggedIn: true,
    accountType: role === 'organiser' ? 'business' : 'partner',
    accountId: String(a.id),
    accountName: a.name,
  };
}

/** A request to the in-memory BFF in a session of its own, as `as` (the test's login is left alone). */
async function ownRequest(request: Request, as: Session): Promise<Response> {
  const own = new BrowserSession();
  if (as.loggedIn) {
    const user = userOf(as);
    own.values = { user, sid: globalThis.crypto.randomUUID(), issuedAt: Date.now() };
    legacyLogin(user, own);
  }
  const answer = await bff.handle(request, own);
  const { pathname, search } = new URL(request.url);
  if (!answer) throw new Error(`No contract endpoint answers ${request.method} ${pathname}`);
  if (!answer.ok)
    throw new Error(
      `${request.method} ${pathname}${search} answered ${answer.status}: ${await answer.text()}`,
    );
  return answer;
}

const apiUrl = (path: string) =>
  new URL(path.startsWith('/api/') ? path : `/api/${path.replace(/^\//, '')}`, 'http://mock.test');

/**
 * What the BFF answers a GET of `path` (under /api) in mock mode, as `as` (a guest by default):
 * the product's own answer over the current world, for a test's expected values. Its own
 * session: the test's login is left as it is.
 */
export async function bffAnswer<T>(path: string, as: Session = { loggedIn: false }): Promise<T> {
  return (await (await ownRequest(new Request(apiUrl(path)), as)).json()) as T;
}

/**
 * A write through the BFF in mock mode (JSON body), as `as`: a test sets the world up as a user's
 * action would, through the product's own rules. Throws unless it succeeds.
 */
export async function bffSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  as: Session,
): Promise<T> {
  const request = new Request(apiUrl(path), {
    method,
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'idempotency-key': globalThis.crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const answer = await ownRequest(request, as);
  worldChanged();
  return (await answer.json()) as T;
}

/** Back to the seed: a new stand-in, nobody logged in. */
export function resetMockState(): void {
  standin = null;
  bff.forgetAccounts();
  session.clear();
  session.cookies = {};
}

// Keeping the world across a page reload, in two parts: the stand-in's data (what 'Start the data
// again' forgets) and the login (the BFF's session and cookies, and what it remembers of
// accounts' objects, kept through a data reset).

/** The stand-in's data as text. */
export function snapshotMockState(): string {
  return JSON.stringify(currentStandin().data);
}

/** Puts back data saved by `snapshotMockState()`; false (and nothing changed) if it cannot. */
export function restoreMockState(text: string): boolean {
  try {
    const data = JSON.parse(text) as StandinData;
    if (!Array.isArray(data?.events)) return false;
    standin = new Standin(() => new Date(), data);
    // The stand-in's own sessions are not kept: the login is made again on it.
    if (session.user) legacyLogin(session.user);
    return true;
  } catch {
    return false;
  }
}

interface SavedLogin {
  values: SessionValues;
  cookies: Record<string, string>;
  /** What the BFF remembers of accounts' objects (saved messages, started payments). */
  accounts?: unknown;
}

/** The BFF's session (who is logged in), its cookies and what it remembers of accounts, as text. */
export const snapshotMockLogin = (): string =>
  JSON.stringify({
    values: session.values,
    cookies: session.cookies,
    accounts: bff.accountsSnapshot(),
  } satisfies SavedLogin);

/** Puts back a login saved by `snapshotMockLogin()`, logged in on the stand-in again. */
export function restoreMockLogin(text: string): boolean {
  try {
    const saved = JSON.parse(text) as Partial<SavedLogin>;
    session.values = saved.values ?? {};
    session.cookies = saved.cookies ?? {};
    bff.restoreAccounts(saved.accounts);
    if (session.user) legacyLogin(session.user);
    return true;
  } catch {
    return false;
  }
}
