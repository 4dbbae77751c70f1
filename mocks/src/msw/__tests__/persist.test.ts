import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../fixtures/accounts.ts';

const customerSession = sessions.customer;

import {
  campaignLaunchState,
  campaignWorldState,
  getMockSession,
  resetMockState,
  restoreMockState,
  setMockSession,
  snapshotMockState,
} from '../state.ts';

// Mock mode keeps the world across a reload: what a snapshot held comes back, Maps included.

afterEach(() => resetMockState());

describe('the mock world across a reload', () => {
  it('comes back with the session, the writes and the Maps it held', () => {
    setMockSession(customerSession);
    const world = campaignWorldState();
    const event = world.events[0];
    if (!event) throw new Error('the seed has events');
    event.name = 'Renamed in this visit';
    campaignLaunchState().payments.set('PAY1', { eventId: String(event.id), payment: {} as never });
    const saved = snapshotMockState();

    resetMockState();
    expect(getMockSession().loggedIn).toBe(false);
    expect(restoreMockState(saved)).toBe(true);

    expect(getMockSession()).toEqual(customerSession);
    expect(campaignWorldState().events[0]?.name).toBe('Renamed in this visit');
    expect(campaignLaunchState().payments.get('PAY1')?.eventId).toBe(String(event.id));
  });

  it('ignores what is not a saved world', () => {
    expect(restoreMockState('not json')).toBe(false);
    expect(restoreMockState('{"state":{}}')).toBe(false);
    expect(getMockSession().loggedIn).toBe(false);
  });
});
