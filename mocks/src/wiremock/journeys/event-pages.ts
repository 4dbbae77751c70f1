import type { Journey } from './define.ts';

// Every event of the home page, opened as a guest: its page (details and ticket types) and its
// likes, so that QA can open any event of the replayed site (issue 19).
export const eventPagesJourney: Journey = async (client, log) => {
  const home = await client.send({ method: 'GET', path: '/api/events' });
  log(`${home.status} GET /api/events`);
  const ids = Array.isArray(home.json) ? home.json.map((e: { id?: unknown }) => String(e.id)) : [];
  for (const id of ids) {
    for (const path of [`/api/events/${id}`, `/api/events/${id}/likes`]) {
      const r = await client.send({ method: 'GET', path });
      log(`${r.status} GET ${path}`);
    }
  }
};
