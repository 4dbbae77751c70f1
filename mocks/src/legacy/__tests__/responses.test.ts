import { catalogue } from '@tix/contract/legacy/index';
import { describe, expect, it } from 'vitest';
import { implementedOperations } from '../handlers/index.ts';
import { build, get, login, op } from './helpers.ts';

type Call = { params?: Record<string, string>; as?: 'customer' | 'business' };

// Requests that exercise each implemented operation's answers, empty ones included. A new
// handler needs its entry here: the first test fails until it has one.
const SAMPLES: Record<string, Call[]> = {
  PROVINCES: [{}],
  EVENTCATEGORY: [{}, { params: { limit: '9' } }, { params: { limit: '' } }],
  EVENTS: [
    {},
    { params: { category: 'festival' } },
    { params: { province: 'gauteng' } },
    { params: { category: 'nothing' } },
  ],
  SEARCHEVENTS: [
    { params: { search: 'jazz' } },
    { params: { search: '', businessid: '201' } },
    { params: { search: 'zzz' } },
  ],
  'FETCH-EVENT-DETAILS': [
    { params: { eventid: '1' } },
    { params: { eventid: '3', customerid: '101' }, as: 'customer' },
  ],
  TICKETS: [{ params: { eventid: '1' } }, { params: { eventid: '999' } }],
  GETNUMBEROFLIKES: [{ params: { eventid: '7' } }, { params: { eventid: '999' } }],
  'LOG-EVENT-CLICKS': [{ params: { event_id: '2' } }],
  ACCOUNTTYPE: [{}, { as: 'customer' }, { as: 'business' }],
  'ACCOUNT-DETAILS': [{}, { as: 'customer' }],
  'logout.php': [{}, { as: 'business' }],
  'loginWeb.php': [],
};

describe('every implemented operation answers what its catalogue entry declares', () => {
  it('has samples for every implemented operation', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(implementedOperations());
  });

  for (const key of implementedOperations()) {
    it(`${key} passes its response schema`, async () => {
      const app = build();
      const operation = catalogue.get(key);
      if (!operation) throw new Error(`${key} is not in the catalogue`);
      for (const call of SAMPLES[key] ?? []) {
        const cookie = call.as
          ? (
              await login(app, `${call.as === 'customer' ? 'customer' : 'organiser'}@demo.co.za`, 'Demo1234!')
            ).cookie()
          : undefined;
        const answer =
          operation.op === null
            ? await get(app, `/${operation.path}`, cookie)
            : await op(app, key, call.params, cookie);
        expect(answer.status, answer.body).toBe(200);
        expect(answer.headers['content-type']).toBe('text/html; charset=UTF-8');
        expect(operation.response.safeParse(JSON.parse(answer.body)).success, answer.body).toBe(true);
      }
    });
  }

  it('loginWeb.php passes its response schema on success and on failure', async () => {
    const app = build();
    const { response } = catalogue.get('loginWeb.php') ?? {};
    for (const password of ['Demo1234!', 'wrong']) {
      const answer = await login(app, 'customer@demo.co.za', password);
      expect(answer.headers['content-type']).toBe('text/html; charset=UTF-8');
      expect(response?.safeParse(answer.json()).success).toBe(true);
    }
  });
});
