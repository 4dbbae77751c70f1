import type { Event as TixEvent } from '@tix/contract/model/event';
import { describe, expect, it } from 'vitest';
import { salesClosed } from '../sales.ts';

// 23:30 UTC on 14 June is already 15 June in South Africa (UTC+2).
const now = new Date(Date.UTC(2025, 5, 14, 23, 30));
const event = (changes: Partial<TixEvent>): TixEvent => ({
  id: '1',
  businessId: '2',
  name: 'Soweto Jazz Picnic',
  day: '2025-06-15',
  finishDay: null,
  startTime: null,
  finishTime: null,
  venue: null,
  description: null,
  category: null,
  province: null,
  balanceCents: 10_000,
  businessName: null,
  sponsored: false,
  campaignStatus: 'running',
  posterUrl: null,
  theme: null,
  ...changes,
});

describe('salesClosed', () => {
  it("sells on the event day by South Africa's calendar", () => {
    expect(salesClosed(event({}), now)).toBeNull();
    expect(salesClosed(event({ day: '2025-06-14' }), now)).toBe('ended');
  });

  it('stops at a known balance of R6 or less', () => {
    expect(salesClosed(event({ balanceCents: 601 }), now)).toBeNull();
    expect(salesClosed(event({ balanceCents: 600 }), now)).toBe('notActive');
  });

  it('sells a running event whose balance the legacy did not send: the campaign status decides', () => {
    expect(salesClosed(event({ balanceCents: null }), now)).toBeNull();
    expect(salesClosed(event({ balanceCents: null, campaignStatus: 'stop' }), now)).toBe('notActive');
    expect(salesClosed(event({ balanceCents: null, day: '2025-06-14' }), now)).toBe('ended');
  });

  it('says an event has ended before anything else, as the BFF does', () => {
    expect(salesClosed(event({ campaignStatus: 'stop', day: '2025-06-14' }), now)).toBe('ended');
    expect(salesClosed(event({ campaignStatus: 'stop' }), now)).toBe('notActive');
  });
});
