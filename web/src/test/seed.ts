import type { Category, Event, Province } from '@tix/contract/model/event';
import type { Session } from '@tix/contract/model/session';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from '@tix/mocks/legacy/demo-logins';
import { SOLD_OUT_EVENT_ID } from '@tix/mocks/legacy/seed/tickets';
import { bffAnswer, demoSession, mockStandin } from '@tix/mocks/msw/node';

// What component tests expect, taken from the product itself: the README's demo accounts from the
// seed, and any value a screen shows from the BFF's own answer over the seeded world
// (`bffAnswer`, in mock mode's memory), never from a second copy of the data.

export { bffAnswer, demoSession };

/** Who GET /api/session says is logged in, for `renderApp(path, { session })`. */
export const sessions = {
  get customer() {
    return demoSession('customer');
  },
  get organiser() {
    return demoSession('organiser');
  },
  get partner() {
    return demoSession('partner');
  },
  guest: { loggedIn: false } as Session,
};

/** Events of the seed by the part they play (mocks/src/legacy/seed/events.ts), so tests name a role. */
export const SEED_EVENTS = {
  /** The demo organiser's event with sales, tickets, a poster and a running campaign. */
  scheduled: '1',
  /** The demo organiser's event whose VIP tier is sold out (adults and kids). */
  soldOutTier: String(SOLD_OUT_EVENT_ID),
  /** In the past (and its campaign stopped): the page says it has ended. */
  ended: '5',
  /** Future, campaign stopped. */
  notRunning: '24',
  /** Tickets loaded, no poster uploaded. */
  noPoster: '3',
  /** Future with a balance under R6: browse lists leave it out. */
  hidden: '10',
  /** A draft of the demo organiser: nothing done yet. */
  draft: '42',
} as const;

/** The README's demo logins by role (mocks/src/legacy/demo-logins.ts): email, phone, password. */
function loginOf(role: DemoLogin['role']): DemoLogin {
  const login = DEMO_LOGINS.find((l) => l.role === role);
  if (!login) throw new Error(`The README names no ${role} login`);
  return login;
}
export const demoLogins = {
  customer: loginOf('customer'),
  organiser: loginOf('business'),
  partner: loginOf('partner'),
};
export { DEMO_PASSWORD };

// --- Browse: what a guest's lists show, from the BFF's answers ---

/** The events browse lists show, as GET /api/events answers a guest (hidden ones left out). */
export const listedEvents = () => bffAnswer<Event[]>('/api/events');

/** A listed event by its role in the seed (SEED_EVENTS); throws if the BFF does not list it. */
export async function listedEvent(id: string): Promise<Event> {
  const event = (await listedEvents()).find((e) => e.id === id);
  if (!event) throw new Error(`The BFF does not list seed event ${id}`);
  return event;
}

/** The provinces and categories browse shows (GET /api/provinces, GET /api/categories). */
export const provinces = () => bffAnswer<Province[]>('/api/provinces');
export const categories = () => bffAnswer<Category[]>('/api/categories');

/**
 * A seed event as the stand-in holds it (for one browse lists leave out, such as
 * SEED_EVENTS.hidden, whose name, province and category a test needs).
 */
export function seedEvent(id: string) {
  const event = mockStandin().data.events.find((e) => String(e.id) === id);
  if (!event) throw new Error(`The seed has no event ${id}`);
  return event;
}
