import type { Call } from '../client.ts';
import { type Journey, sendAll } from './define.ts';

// The browse additions: explore and category pages, rankings, likes, event views, invitations.
const CALLS: Call[] = [
  { method: 'GET', path: '/api/events?province=eastern+cape' },
  { method: 'GET', path: '/api/events?province=limpopo' },
  { method: 'GET', path: '/api/events?category=music+festival' },
  { method: 'GET', path: '/api/events?category=festival&province=western+cape' },
  { method: 'GET', path: '/api/rankings/national' },
  { method: 'GET', path: '/api/rankings/provincial' },
  { method: 'GET', path: '/api/rankings/regional' },
  { method: 'GET', path: '/api/events/7/likes' },
  { method: 'GET', path: '/api/events/9/likes' },
  { method: 'POST', path: '/api/events/7/views', as: 'browse-visitor' },
  { method: 'POST', path: '/api/events/999999/views', as: 'browse-visitor' },
  { method: 'GET', path: '/api/affiliate-invites/LERATO301' },
  { method: 'GET', path: '/api/affiliate-invites/NOBODY' },
];

export const browseJourney: Journey = (client, log) => sendAll(client, CALLS, log);
