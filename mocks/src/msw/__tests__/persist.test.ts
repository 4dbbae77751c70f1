import type { Session } from '@tix/contract/model/session';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoSession, mockStandin, resetMockState, server, setMockSession } from '../node.ts';
import { restoreMockLogin, restoreMockState, snapshotMockLogin, snapshotMockState } from '../world.ts';

// Mock mode keeps the world across a reload (browser.ts saves these two snapshots in the tab's
// session storage): the stand-in's data, and the login, each put back as it was.

const get = async <T>(path: string) => (await (await fetch(`http://localhost${path}`)).json()) as T;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockState());
afterAll(() => server.close());

describe('the mock world across a reload', () => {
  it('comes back with its writes and its login', async () => {
    const organiser = demoSession('organiser');
    setMockSession(organiser);
    const event = mockStandin().data.events.find((e) => String(e.businessId) === organiser.accountId);
    if (!event) throw new Error('no event of the demo organiser');
    event.name = 'Kept across a reload';
    const data = snapshotMockState();
    const login = snapshotMockLogin();

    resetMockState();
    expect(await get<Session>('/api/session')).toEqual({ loggedIn: false });
    expect(mockStandin().data.events.find((e) => e.id === event.id)?.name).not.toBe('Kept across a reload');

    expect(restoreMockLogin(login)).toBe(true);
    expect(restoreMockState(data)).toBe(true);
    expect(await get<Session>('/api/session')).toMatchObject({ loggedIn: true, accountType: 'business' });
    const page = await get<{ event: { name: string } }>(`/api/events/${event.id}`);
    expect(page.event.name).toBe('Kept across a reload');
  });

  it('refuses a snapshot it cannot read, and keeps the world as it was', () => {
    const before = mockStandin().data;
    expect(restoreMockState('not json')).toBe(false);
    expect(restoreMockState('{"events": 3}')).toBe(false);
    expect(mockStandin().data).toBe(before);
  });
});
