import { describe, expect, it } from 'vitest';
import { AFFILIATEDETAILS, RANKING_NATIONAL, RANKING_PROVINCIAL } from '../../legacy/index.ts';
import { normaliseAffiliateInvite, normaliseRankings } from '../browse.ts';

describe('ranking rows', () => {
  it('reads a national row as PHP sends it: numbers as strings, poster under the event', () => {
    const raw = RANKING_NATIONAL.response.parse([
      {
        ranks: '2',
        quantity: '57',
        event_name: 'Cape Town Sunset Sessions',
        poster: 'poster.svg',
        province: 'western cape',
        eventid: '7',
        businessid: '202',
      },
      { ranks: '1', quantity: 88, event_name: 'Jozi Jazz', poster: '', province: 'gauteng' },
    ]);
    expect(normaliseRankings(raw)).toEqual([
      {
        rank: 1,
        eventName: 'Jozi Jazz',
        posterUrl: null,
        quantity: 88,
        province: 'gauteng',
        count: null,
        region: null,
      },
      {
        rank: 2,
        eventName: 'Cape Town Sunset Sessions',
        posterUrl: '/api/posters/202/7/poster.svg',
        quantity: 57,
        province: 'western cape',
        count: null,
        region: null,
      },
    ]);
  });

  it('numbers rows by position when ranks is missing, and keeps counts and regions', () => {
    const raw = RANKING_PROVINCIAL.response.parse([
      { province: 'gauteng', count: '6', quantity: '120', regions: null },
      { province: 'limpopo', count: '0', quantity: '' },
    ]);
    const rows = normaliseRankings(raw);
    expect(rows.map((r) => [r.rank, r.province, r.count, r.quantity])).toEqual([
      [1, 'gauteng', 6, 120],
      [2, 'limpopo', 0, null],
    ]);
  });

  it('reads {val: 0} as no rows', () => {
    expect(normaliseRankings(RANKING_NATIONAL.response.parse({ val: '0' }))).toEqual([]);
  });
});

describe('affiliate invitation', () => {
  it('names the affiliate with their contact details', () => {
    const raw = AFFILIATEDETAILS.response.parse({
      affiliate: 'Lerato Mokoena',
      email: 'partner@demo.co.za',
      phone: 710000003,
    });
    expect(normaliseAffiliateInvite(raw, 'LERATO301')).toEqual({
      affiliateId: 'LERATO301',
      name: 'Lerato Mokoena',
      email: 'partner@demo.co.za',
      phone: '710000003',
    });
  });

  it('is null when the legacy knows no such affiliate', () => {
    expect(normaliseAffiliateInvite(AFFILIATEDETAILS.response.parse({ affiliate: '' }), 'X')).toBeNull();
    expect(normaliseAffiliateInvite(AFFILIATEDETAILS.response.parse({}), 'X')).toBeNull();
  });
});
