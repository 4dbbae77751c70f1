import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUNNING_CAMPAIGN_STATUS } from '../campaign.ts';
import { isPastEvent, upcomingFirst } from '../event-order.ts';
import {
  hasEventEnded,
  initialQuantity,
  isCategorySoldOut,
  isEventSellable,
  isHiddenFromBrowse,
  salesClosedReason,
  sellState,
} from '../events.ts';
import { rand } from '../money.ts';
import { boosterEventState } from '../promoters.ts';

const today = '2025-06-15';

describe('isHiddenFromBrowse', () => {
  it('hides a future event whose balance is under R6', () => {
    expect(isHiddenFromBrowse({ balanceCents: rand(5.99), day: '2025-06-16' }, today)).toBe(true);
  });

  it('keeps an event with R6 or more', () => {
    expect(isHiddenFromBrowse({ balanceCents: rand(6), day: '2025-06-16' }, today)).toBe(false);
  });

  it('keeps events of today and the past whatever their balance', () => {
    expect(isHiddenFromBrowse({ balanceCents: 0, day: today }, today)).toBe(false);
    expect(isHiddenFromBrowse({ balanceCents: 0, day: '2025-06-01' }, today)).toBe(false);
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => isHiddenFromBrowse({ balanceCents: 0, day: '15/06/2025' }, today)).toThrow(RangeError);
  });

  it('keeps a future event whose row carries no balance: unknown is not under R6', () => {
    expect(isHiddenFromBrowse({ balanceCents: null, day: '2025-06-16' }, today)).toBe(false);
    expect(isHiddenFromBrowse({ balanceCents: undefined, day: '2025-06-16' }, today)).toBe(false);
  });

  it('still hides a future event whose known balance is R5', () => {
    expect(isHiddenFromBrowse({ balanceCents: rand(5), day: '2025-06-16' }, today)).toBe(true);
  });
});

describe('selling', () => {
  const running = { campaignStatus: 'running', balanceCents: rand(6.01), day: '2025-07-01' };

  it('sells while running, above R6 and not passed', () => {
    expect(isEventSellable(running, today)).toBe(true);
    expect(isEventSellable({ ...running, day: today }, today)).toBe(true);
  });

  it('stops at a balance of R6 or less', () => {
    expect(sellState({ ...running, balanceCents: rand(6) }, today)).toBe('inactive');
  });

  it('stops when the campaign is not running', () => {
    expect(sellState({ ...running, campaignStatus: 'stop' }, today)).toBe('not-running');
  });

  it('sells a running, coming event whose balance the legacy did not send (the spec lists none)', () => {
    for (const balanceCents of [null, undefined]) {
      expect(sellState({ ...running, balanceCents }, today)).toBe('sellable');
      expect(isEventSellable({ ...running, balanceCents, day: today }, today)).toBe(true);
    }
  });

  it('without a balance, the campaign status and the day still decide', () => {
    expect(sellState({ ...running, balanceCents: null, campaignStatus: 'stop' }, today)).toBe('not-running');
    expect(sellState({ ...running, balanceCents: undefined, day: '2025-06-14' }, today)).toBe('ended');
  });

  it("lists a running event without a balance as sellable to a promoter too (the buyer's rule)", () => {
    expect(boosterEventState({ ...running, balanceCents: null }, today)).toBe('sellable');
    expect(boosterEventState({ ...running, balanceCents: rand(6) }, today)).toBe('inactive');
  });

  it('stops once the event day has passed, whatever the balance', () => {
    expect(sellState({ ...running, day: '2025-06-14', balanceCents: 0 }, today)).toBe('ended');
    expect(hasEventEnded('2025-06-14', today)).toBe(true);
    expect(hasEventEnded(today, today)).toBe(false);
  });
});

describe('stock', () => {
  it('is sold out only when adults and kids are both gone', () => {
    expect(isCategorySoldOut({ adultsAvailable: 0, kidsAvailable: -1 })).toBe(true);
    expect(isCategorySoldOut({ adultsAvailable: 0, kidsAvailable: 1 })).toBe(false);
  });

  it('starts a purchase at 1, or 0 for a sold-out group', () => {
    expect(initialQuantity(4)).toBe(1);
    expect(initialQuantity(0)).toBe(0);
  });
});

describe('salesClosedReason: the one wording rule of web, BFF and stand-in', () => {
  const today = '2026-11-23';
  const running = { campaignStatus: RUNNING_CAMPAIGN_STATUS, balanceCents: 10_000, day: '2026-12-01' };
  it('sells a running, funded, coming event', () => {
    expect(salesClosedReason(running, today)).toBeNull();
  });
  it('says ended first, even when the campaign has stopped too', () => {
    expect(salesClosedReason({ ...running, day: '2026-11-01', campaignStatus: 'paused' }, today)).toBe(
      'ended',
    );
  });
  it('says not active for a stopped campaign or a balance of R6 or less', () => {
    expect(salesClosedReason({ ...running, campaignStatus: 'paused' }, today)).toBe('notActive');
    expect(salesClosedReason({ ...running, balanceCents: 600 }, today)).toBe('notActive');
    expect(salesClosedReason({ ...running, balanceCents: 0 }, today)).toBe('notActive');
  });
  it('sells a running event whose balance is unknown; its passed day still reads ended', () => {
    expect(salesClosedReason({ ...running, balanceCents: undefined }, today)).toBeNull();
    expect(salesClosedReason({ ...running, balanceCents: null, day: '2026-11-01' }, today)).toBe('ended');
    expect(salesClosedReason({ ...running, balanceCents: null, campaignStatus: 'stop' }, today)).toBe(
      'notActive',
    );
  });
});

describe('upcomingFirst (what buyers see first)', () => {
  const today = '2026-11-25';
  const e = (name: string, day: string, finishDay: string | null = null) => ({ name, day, finishDay });

  it('lists what is on soonest first, then past events most recent first', () => {
    const { upcoming, past } = upcomingFirst(
      [
        e('last month', '2026-10-25'),
        e('next week', '2026-12-02'),
        e('today', '2026-11-25'),
        e('yesterday', '2026-11-24'),
        e('tomorrow', '2026-11-26'),
      ],
      today,
    );
    expect(upcoming.map((x) => x.name)).toEqual(['today', 'tomorrow', 'next week']);
    expect(past.map((x) => x.name)).toEqual(['yesterday', 'last month']);
  });

  it('keeps a festival that started before today and is still running with what is on', () => {
    const { upcoming, past } = upcomingFirst([e('festival', '2026-11-23', '2026-11-26')], today);
    expect(upcoming).toHaveLength(1);
    expect(past).toHaveLength(0);
    expect(isPastEvent(e('over', '2026-11-20', '2026-11-24'), today)).toBe(true);
  });

  it('never puts a past event before an upcoming one, whatever the order given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -400, max: 400 })), (offsets) => {
        const days = offsets.map((n) => new Date(Date.UTC(2026, 10, 25 + n)).toISOString().slice(0, 10));
        const { upcoming, past } = upcomingFirst(
          days.map((d) => e(d, d)),
          today,
        );
        const order = [...upcoming, ...past].map((x) => x.day < today);
        expect(order.indexOf(true) === -1 || !order.slice(order.indexOf(true)).includes(false)).toBe(true);
        expect(upcoming.length + past.length).toBe(days.length);
      }),
    );
  });
});
