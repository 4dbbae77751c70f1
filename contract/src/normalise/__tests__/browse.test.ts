import { describe, expect, it } from 'vitest';
import {
  EVENTCATEGORY,
  EVENTS,
  FETCH_EVENT_DETAILS,
  isEmptyVal,
  isNothing,
  PROVINCES,
  TICKETS,
} from '../../legacy/index.ts';
import {
  normaliseCategory,
  normaliseEventDetail,
  normaliseEvents,
  normaliseProvince,
  normaliseTicketType,
  posterUrl,
  rows,
} from '../browse.ts';

// EVENTS as the legacy sends it: the two spellings of name and day, numbers as strings,
// a rand balance string, a missing poster, a zero finish day.
const events = EVENTS.response.parse([
  {
    eventid: '1042',
    businessid: 77,
    poster: 'jazz-night.jpg',
    event_name: 'Soweto Jazz Night',
    event_day: '2025-12-06',
    finish_day: '0000-00-00',
    start_time: '18:00',
    finish_time: '',
    event_location: 'Orlando Stadium, Soweto',
    event_des: 'An evening of jazz',
    eventcategory: 'music concert',
    province: 'gauteng',
    balance: '1250.50',
    businessname: 'Kasi Sounds',
    is_sponsorship: '1',
    campaignStatus: 'Running',
    event_theme: null,
  },
  {
    eventid: 1043,
    businessid: '77',
    eventname: 'Durban Food Fest',
    eventday: '2026-01-10 10:00:00',
    balance: 0,
    organiser: 'Kasi Sounds',
    campaignstatus: 'stop',
    is_sponsorship: 0,
  },
]);

describe('normaliseEvents', () => {
  const [jazz, food] = normaliseEvents(events);

  it('reads either spelling of the name and day', () => {
    expect(jazz).toMatchObject({
      id: '1042',
      businessId: '77',
      name: 'Soweto Jazz Night',
      day: '2025-12-06',
    });
    expect(food).toMatchObject({ id: '1043', businessId: '77', name: 'Durban Food Fest', day: '2026-01-10' });
  });

  it('turns balance strings and numbers into cents', () => {
    expect(jazz?.balanceCents).toBe(125050);
    expect(food?.balanceCents).toBe(0);
  });

  it('reads nulls, empty strings and zero dates as absent', () => {
    expect(jazz).toMatchObject({ finishDay: null, finishTime: null, theme: null });
    expect(food).toMatchObject({ venue: null, description: null, province: null });
  });

  it('takes the organiser name from either field, and the sponsorship and campaign flags', () => {
    expect(jazz).toMatchObject({ businessName: 'Kasi Sounds', sponsored: true, campaignStatus: 'running' });
    expect(food).toMatchObject({ businessName: 'Kasi Sounds', sponsored: false, campaignStatus: 'stop' });
  });

  it('builds the poster path, or null for the placeholder', () => {
    expect(jazz?.posterUrl).toBe('/api/posters/77/1042/jazz-night.jpg');
    expect(food?.posterUrl).toBeNull();
  });

  it('reads {val: 0} as no events', () => {
    expect(normaliseEvents(EVENTS.response.parse({ val: 0 }))).toEqual([]);
    expect(normaliseEvents(EVENTS.response.parse({ val: '0' }))).toEqual([]);
  });
});

describe('posterUrl', () => {
  it('escapes the parts of the path', () => {
    expect(posterUrl('77', '1042', 'my poster.png')).toBe('/api/posters/77/1042/my%20poster.png');
  });

  it('passes absolute URLs through', () => {
    expect(posterUrl('77', '1042', 'https://cdn.example.co.za/p.png')).toBe(
      'https://cdn.example.co.za/p.png',
    );
  });

  it('is null without a file or without the ids', () => {
    expect(posterUrl('77', '1042', '')).toBeNull();
    expect(posterUrl('77', '1042', null)).toBeNull();
    expect(posterUrl('', '1042', 'p.png')).toBeNull();
  });
});

describe('rows', () => {
  it('turns {val: 0} into an empty list and keeps lists', () => {
    expect(rows({ val: 0 })).toEqual([]);
    expect(rows([{ category: 'festival' }])).toEqual([{ category: 'festival' }]);
    expect(isEmptyVal({ val: '0' })).toBe(true);
  });
});

describe('normaliseEventDetail', () => {
  const raw = FETCH_EVENT_DETAILS.response.parse({
    description: 'An evening of jazz',
    venue: 'Orlando Stadium',
    eventName: 'Soweto Jazz Night',
    eventDate: '2025-12-06',
    startTime: '18:00',
    endTime: '23:00',
    poster: 'jazz-night.jpg',
    businessId: '77',
    campaignStatus: 'RUNNING',
    balance: '300.00',
  });

  it('reads the camelCase detail answer into the same Event', () => {
    if (isNothing(raw)) throw new Error('fixture should be an event');
    expect(normaliseEventDetail(raw, '1042')).toEqual({
      id: '1042',
      businessId: '77',
      name: 'Soweto Jazz Night',
      day: '2025-12-06',
      finishDay: null,
      startTime: '18:00',
      finishTime: '23:00',
      venue: 'Orlando Stadium',
      description: 'An evening of jazz',
      category: null,
      province: null,
      balanceCents: 30000,
      businessName: null,
      sponsored: false,
      campaignStatus: 'running',
      posterUrl: '/api/posters/77/1042/jazz-night.jpg',
      theme: null,
    });
  });
});

describe('normaliseTicketType', () => {
  const raw = TICKETS.response.parse([
    {
      id: '5',
      ticketid: '311',
      ticketref: 'VV-311',
      ticket_cat: ' VVIP ',
      price: '450.00',
      kids_price: null,
      avail_tickets: '20',
      kids_tickets: '0',
      sold: '3',
      kids_sold: null,
    },
    { ticketid: 312, ticket_cat: 'balcony', price: 120, avail_tickets: 100 },
  ]);

  it('reads tiers, prices in cents and counts sent as strings', () => {
    const [vvip, other] = rows(raw).map(normaliseTicketType);
    expect(vvip).toEqual({
      id: '311',
      ref: 'VV-311',
      tier: 'vvip',
      adultPriceCents: 45000,
      kidsPriceCents: null,
      adultsAvailable: 20,
      kidsAvailable: 0,
      adultsSold: 3,
      kidsSold: 0,
    });
    expect(other).toMatchObject({ id: '312', tier: 'general', adultPriceCents: 12000, ref: null });
  });
});

describe('provinces and categories', () => {
  it('reads province ids as strings and category names', () => {
    const [province] = rows(PROVINCES.response.parse([{ provinceid: '3', province: 'gauteng' }])).map(
      normaliseProvince,
    );
    expect(province).toEqual({ id: '3', name: 'gauteng' });
    const categories = rows(EVENTCATEGORY.response.parse([{ category: 'festival' }])).map(normaliseCategory);
    expect(categories).toEqual([{ name: 'festival' }]);
  });
});
