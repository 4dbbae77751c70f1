import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { UnchangedAnswers } from '../src/legacy/unchanged-answers.ts';
import { loggedIn } from './customer.ts';
import { bffFor } from './helpers.ts';

// A customer's tickets, read again while the legacy sends the same bytes, are not decoded and
// normalised again (legacy/unchanged-answers.ts): the answer is the same, any change the legacy
// sends shows at once, a session's answers are its own, and a logout forgets them.

/** While set, the stand-in's ticket list names this event instead of the first one it lists. */
let renamed: { from: string; to: string } | null = null;
let app: FastifyInstance;
let standin: FastifyInstance;

beforeAll(async () => {
  standin = buildStandin();
  standin.addHook('onSend', async (req, _reply, payload) => {
    const query = new URL(req.url, 'http://standin').searchParams;
    const tickets = query.get('q') === 'CUSTOMERTICKETS' && query.get('subquery') === 'GETTICKETS';
    if (!tickets || !renamed || typeof payload !== 'string') return payload;
    return payload.replaceAll(JSON.stringify(renamed.from), JSON.stringify(renamed.to));
  });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  app = await bffFor(`http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`);
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

const names = (body: string) => (JSON.parse(body) as { eventName: string }[]).map((t) => t.eventName);

describe("a customer's tickets read again", () => {
  it('answer the same, show a change the legacy sends at once, and are forgotten at logout', async () => {
    const me = await loggedIn(app);
    const first = await me.get('/api/tickets');
    expect(first.statusCode).toBe(200);
    const again = await me.get('/api/tickets');
    expect(again.body).toBe(first.body);
    expect(app.legacyClient.unchanged.size).toBe(1);

    // Each answer is a list of its own: filling one read's event times leaves the next one as sent.
    const from = names(first.body)[0] ?? '';
    expect(from).not.toBe('');
    renamed = { from, to: `${from} (moved to the Dome)` };
    try {
      const changed = await me.get('/api/tickets');
      expect(names(changed.body)).toContain(`${from} (moved to the Dome)`);
      expect(names(changed.body)).not.toContain(from);
    } finally {
      renamed = null;
    }
    const back = await me.get('/api/tickets');
    expect(back.body).toBe(first.body);

    // Another session of the same customer has a legacy session, and answers, of its own.
    const other = await loggedIn(app);
    expect((await other.get('/api/tickets')).body).toBe(first.body);
    expect(app.legacyClient.unchanged.size).toBe(2);

    expect((await me.del('/api/session')).statusCode).toBe(200);
    expect(app.legacyClient.unchanged.size).toBe(1);
    expect((await other.del('/api/session')).statusCode).toBe(200);
    expect(app.legacyClient.unchanged.size).toBe(0);
    // Logged out: no tickets, from the legacy or kept.
    expect((await me.get('/api/tickets')).statusCode).toBe(401);
  }, 30_000);
});

describe('UnchangedAnswers', () => {
  it('gives an answer back for the same session, call and bytes only, frozen', () => {
    const kept = new UnchangedAnswers();
    const mine = UnchangedAnswers.key('PHPSESSID=a', 'OP', 'q=OP');
    const yours = UnchangedAnswers.key('PHPSESSID=b', 'OP', 'q=OP');
    const answer = [{ event_name: 'Jozi Jazz' }];
    kept.set(mine, '[{"event_name":"Jozi Jazz"}]', answer);
    expect(kept.get(mine, '[{"event_name":"Jozi Jazz"}]')).toBe(answer);
    expect(kept.get(mine, '[{"event_name":"Soweto Soul"}]')).toBeUndefined();
    expect(kept.get(yours, '[{"event_name":"Jozi Jazz"}]')).toBeUndefined();
    expect(Object.isFrozen(answer[0])).toBe(true);

    kept.set(yours, '[]', []);
    kept.forget('PHPSESSID=a');
    expect(kept.get(mine, '[{"event_name":"Jozi Jazz"}]')).toBeUndefined();
    expect(kept.get(yours, '[]')).toEqual([]);
    // A cookie that only begins like another's is another session.
    kept.forget('PHPSESSID=');
    expect(kept.get(yours, '[]')).toEqual([]);
  });
});
