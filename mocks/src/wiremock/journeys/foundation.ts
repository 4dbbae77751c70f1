import type { Call } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

const BROWSE_CALLS: Call[] = [
  { method: 'GET', path: '/api/provinces' },
  { method: 'GET', path: '/api/categories?limit=9' },
  { method: 'GET', path: '/api/categories' },
  { method: 'GET', path: '/api/events' },
  { method: 'GET', path: '/api/events?province=gauteng' },
  { method: 'GET', path: '/api/events?province=western+cape' },
  { method: 'GET', path: '/api/events?province=northern+cape' },
  { method: 'GET', path: '/api/events?category=music+concert' },
  { method: 'GET', path: '/api/events?category=tea+party' },
  { method: 'GET', path: '/api/events/search?q=festival' },
  { method: 'GET', path: '/api/events/search?q=nothing-matches-this' },
  { method: 'GET', path: '/api/events/999999' },
];

const SESSION_CALLS: Call[] = [
  login('customer', 'customer@demo.co.za'),
  { method: 'GET', path: '/api/session', as: 'customer' },
  { method: 'GET', path: '/api/events/search?q=festival', as: 'customer' },
  { method: 'DELETE', path: '/api/session', as: 'customer' },
  login('organiser', 'organiser@demo.co.za'),
  { method: 'GET', path: '/api/session', as: 'organiser' },
  { method: 'GET', path: '/api/events/search?q=a', as: 'organiser' },
  { method: 'DELETE', path: '/api/session', as: 'organiser' },
  login('partner', 'partner@demo.co.za', true),
  { method: 'GET', path: '/api/session', as: 'partner' },
  { method: 'DELETE', path: '/api/session', as: 'partner' },
  login('intruder', 'customer@demo.co.za', false, 'not-the-password'),
];

/** The foundation slice: browse lists, search, event pages and posters, logins by role. */
export const foundationJourney: Journey = async (client, log) => {
  await sendAll(client, BROWSE_CALLS, log);
  const events = (await client.send({ method: 'GET', path: '/api/events' })).json as {
    id: string;
    posterUrl: string | null;
  }[];
  const eventCalls: Call[] = events.slice(0, 3).map((e) => ({ method: 'GET', path: `/api/events/${e.id}` }));
  const posterCalls: Call[] = events
    .filter((e) => e.posterUrl?.startsWith('/api/'))
    .slice(0, 2)
    .map((e) => ({ method: 'GET', path: e.posterUrl ?? '' }));
  await sendAll(client, [...eventCalls, ...posterCalls], log);
  await sendAll(client, SESSION_CALLS, log);
};
