import type { Journey } from './define.ts';

// Every event of the home page, opened as a guest: its page (details and ticket types), its likes
// and its poster, so that QA can open any event of the replayed site (issue 19).
export const eventPagesJourney: Journey = async (client, log) => {
  const home = await client.send({ method: 'GET', path: '/api/events' });
  log(`${home.status} GET /api/events`);
  const events = Array.isArray(home.json) ? (home.json as { id?: unknown; posterUrl?: unknown }[]) : [];
  for (const { id, posterUrl } of events) {
    const paths = [`/api/events/${String(id)}`, `/api/events/${String(id)}/likes`];
    if (typeof posterUrl === 'string' && posterUrl.startsWith('/api/')) paths.push(posterUrl);
    for (const path of paths) {
      const r = await client.send({ method: 'GET', path });
      log(`${r.status} GET ${path}`);
    }
  }
};
